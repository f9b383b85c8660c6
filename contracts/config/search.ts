import { z } from 'zod/v4';
import { searchTypes, type SearchType } from '../codes';
import { flag, note } from './fields';
import { configMessages as m } from './messages';

const perSearchType = Object.fromEntries(
  searchTypes.flatMap((type) => [
    [type, flag(type !== 'searchByTractIndexNMI')],
    [`${type}CountyNote`, note()],
  ]),
) as Record<SearchType, ReturnType<typeof flag>> & Record<`${SearchType}CountyNote`, ReturnType<typeof note>>;

/** Search 1: which searches the county offers, the default one, and whether accounts may narrow them. */
export const searchSchema = z
  .object({
    defaultSearch: z.enum(searchTypes).default('searchByDocumentNumber'),
    searchAccess: z.enum(['same', 'configurable']).default('same'),
    ...perSearchType,
  })
  .refine((value) => value[value.defaultSearch], { path: ['defaultSearch'], message: m.defaultSearchDisabled });

export const search2Schema = z.object({
  map: flag(),
  tax: flag(),
  allOnlySearch: flag(),
  downloadResults: flag(true),
});
