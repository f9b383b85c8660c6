import type { TFunction } from 'i18next';
import type { SearchType } from '@landrecords/contracts/codes';
import type { SearchSettings } from '@landrecords/contracts/search/form-settings';

/** A search's name in the navigation, with the county's book and Torrens labels. */
export const searchName = (
  t: TFunction,
  type: SearchType,
  settings: Pick<SearchSettings, 'bookLabel' | 'torrensLabel'>,
) => t(`searchForms.names.${type}`, { book: settings.bookLabel, torrens: settings.torrensLabel });

/** The searches this user may run (the server's searchList: county enablement and the account's access), by name. */
export function sortedSearches(
  t: TFunction,
  searchList: readonly string[],
  settings: Pick<SearchSettings, 'bookLabel' | 'torrensLabel'>,
  language: string,
): Array<{ type: SearchType; name: string }> {
  return (searchList as SearchType[])
    .map((type) => ({ type, name: searchName(t, type, settings) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
