import { z } from 'zod';
import { searchTypes, type SearchType } from '../codes';
import { choice, flag, text, wholeNumber } from './fields';
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

/** A rate of searches; the default keeps a person at the portal's pace and stops a script that loops. */
const searchesPerMinute = (fallback: number) =>
  wholeNumber({ min: 1, max: 1_000_000, message: m.searchesPerMinute.text }, fallback);

const searchShape = {
  defaultSearch: choice(searchTypes, 'searchByDocumentNumber'),
  /** same: every account has the county's searches; configurable: each account's page access narrows them. */
  searchAccess: choice(['same', 'configurable'], 'same'),
  ...perSearchType,
  /** Searches and detail calls a minute, per signed-in user (per visitor for the guest) and per client address. */
  searchesPerMinutePerUser: searchesPerMinute(120),
  searchesPerMinutePerAddress: searchesPerMinute(300),
};
const defaultSearchEnabled = (value: { defaultSearch: SearchType } & Record<SearchType, boolean>) =>
  value[value.defaultSearch];
const defaultSearchIssue = { path: ['defaultSearch'], message: m.defaultSearchDisabled.text };

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
