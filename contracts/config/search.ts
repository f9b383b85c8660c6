import { z } from 'zod';
import { searchTypes, type SearchType } from '../codes';
import { choice, flag, text } from './fields';
import { configMessages as m } from './messages';

/** A flag per search type, each with its county note shown on the search page. */
const perSearchType = Object.fromEntries(
  searchTypes.flatMap((type) => [
    [type, flag(true)],
    [`${type}CountyNote`, text(2000)],
  ]),
) as { [Type in SearchType]: ReturnType<typeof flag> } & {
  [Type in SearchType as `${Type}CountyNote`]: ReturnType<typeof text>;
};

const searchShape = {
  defaultSearch: choice(searchTypes, 'searchByDocumentNumber'),
  /** same: every account has the county's searches; configurable: each account's page access narrows them. */
  searchAccess: choice(['same', 'configurable'], 'same'),
  ...perSearchType,
};
const defaultSearchEnabled = (value: { defaultSearch: SearchType } & Record<SearchType, boolean>) =>
  value[value.defaultSearch];
const defaultSearchIssue = { path: ['defaultSearch'], message: m.defaultSearchDisabled };

/** Search 1 (002 §3). */
export const searchSchema = z.object(searchShape).refine(defaultSearchEnabled, defaultSearchIssue);

/**
 * What the Search 1 form posts: the settings, and with searchAccess 'configurable' whether to also give
 * every account the county's searches ("Save and Update") or not ("Save Only"). updateUsers is not stored.
 */
export const searchSaveSchema = z
  .object({ ...searchShape, updateUsers: flag() })
  .refine(defaultSearchEnabled, defaultSearchIssue);

/** Search 2 (002 §3). */
export const search2Schema = z.object({
  map: flag(),
  tax: flag(),
  allOnlySearch: flag(),
  downloadResults: flag(true),
});
