import { z } from 'zod';
import { searchTypes } from '../codes';

/**
 * GET helperdata/searchSettings: the county settings the search forms, result screens and detail panes read
 * (001 §3.8), nothing private (no link templates, no feed key). Dates are MM/DD/YYYY or blank.
 */
export const searchSettingsSchema = z.object({
  bookLabel: z.string(),
  torrensLabel: z.string(),
  /** Book and page references carry a book type. */
  bookType: z.boolean(),
  torrensUseFileNumber: z.boolean(),
  /** Property-code mode: the Document Type select shows unless allOnlySearch. */
  propertyCode: z.boolean(),
  allOnlySearch: z.boolean(),
  qqqq: z.boolean(),
  qqq: z.boolean(),
  baseline: z.boolean(),
  meridian: z.boolean(),
  municipality: z.boolean(),
  mbOtherLot: z.boolean(),
  sublot: z.boolean(),
  /** Municipality is chosen from the municipalities list rather than typed. */
  useMunicipalityCodes: z.boolean(),
  displaySalePrice: z.boolean(),
  displayMortgageAmount: z.boolean(),
  mortgageAmountLabel: z.string(),
  map: z.boolean(),
  tax: z.boolean(),
  gis: z.boolean(),
  downloadResults: z.boolean(),
  defaultSearch: z.enum(searchTypes),
  showNotableDates: z.boolean(),
  useVerificationDate: z.boolean(),
  abstractIndexBeginDate: z.string(),
  abstractVerifiedDate: z.string(),
  /** The county's note shown on each search form; blank for none. */
  countyNotes: z.record(z.enum(searchTypes), z.string()),
});
export type SearchSettings = z.infer<typeof searchSettingsSchema>;

/** Whether a form shows its Document Type select (001 §2.2, §2.5): property-code counties that are not all-only. */
export const showsDocumentType = (settings: Pick<SearchSettings, 'propertyCode' | 'allOnlySearch'>) =>
  settings.propertyCode && !settings.allOnlySearch;
