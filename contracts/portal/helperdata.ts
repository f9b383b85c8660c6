import { z } from 'zod';
import { tableSchema } from '../config/home';
import { notableDatesSchema } from '../config/notable-dates';
import { codeLists } from '../records/feed';
import { codeDescriptionSchema } from '../search/details';
import { landSharkListNames } from './landshark-codes';

/**
 * The configuration lists the portal loads at start (000 §3, §7 GET helperdata/...): the content of each
 * call, a set of named lists. All of them are public: the login page shows some before anyone signs in.
 */

const pairs = z.array(codeDescriptionSchema);
const namedLists = <const Names extends readonly string[], Schema extends z.ZodType>(names: Names, list: Schema) =>
  z.object(Object.fromEntries(names.map((name) => [name, list])) as { [Name in Names[number]]: Schema });

/**
 * helperdata/landlink: the recording system's code lists, as the records feed last brought them (book types,
 * document types, instrument codes with their group, instrument groups, municipalities...), and its plats.
 */
export const landLinkListsSchema = namedLists(codeLists, pairs).extend({
  plats: z.array(codeDescriptionSchema.extend({ platNumber: z.string() })),
});
export type LandLinkLists = z.infer<typeof landLinkListsSchema>;

/** helperdata/landshark: the product's own lists, each a code → description table for showing a stored code. */
export const landSharkListsSchema = namedLists(landSharkListNames, z.record(z.string(), z.string()));
export type LandSharkLists = z.infer<typeof landSharkListsSchema>;

/** helperdata/landsharkcodedescription: the same lists as ordered code/description pairs, for the selects. */
export const landSharkCodeDescriptionSchema = namedLists(landSharkListNames, pairs);
export type LandSharkCodeDescription = z.infer<typeof landSharkCodeDescriptionSchema>;

/** helperdata/productVersions: the server's products (code: name, description: version), for the login footer. */
export const productVersionsSchema = z.object({ productVersions: pairs });
export type ProductVersions = z.infer<typeof productVersionsSchema>;

const notableDateSettings = notableDatesSchema.pick({
  showNotableDates: true,
  showSeparateIndexes: true,
  useVerificationDate: true,
  abstractLegalVerified: true,
  abstractLegalPosted: true,
  torrensLegalVerified: true,
  torrensLegalPosted: true,
  torrensCertificateThru: true,
});

/**
 * helperdata/notableDates: the county's notable dates, each by its field name (abstractIndexBegin...) with
 * its MM/DD/YYYY or blank, the flags that decide where they show, and the table the home card shows.
 */
export const notableDatesListSchema = z.object({
  settings: notableDateSettings,
  notableDates: pairs,
  table: tableSchema,
});
export type NotableDatesList = z.infer<typeof notableDatesListSchema>;
