import { z } from 'zod';
import { flag, requiredTextOr, text } from './fields';
import { configMessages as m } from './messages';

/** The placeholder a tax or GIS link template carries, replaced by each parcel ID. */
export const parcelIdPlaceholder = '{parcelId}';
/** A machine that pushes records to the portal sends the county's feed key in this header. */
export const feedKeyHeader = 'X-Feed-Key';
export const feedKeyMinLength = 32;

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    // The parcel ID goes in the path or the query, never in the host.
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^[a-z0-9.[\]:-]+$/.test(url.hostname);
  } catch {
    return false;
  }
};

/** Blank: no link. Otherwise an http(s) address with {parcelId} where the parcel ID goes. */
const linkTemplate = () =>
  text(500).refine(
    (value) => value === '' || (isWebAddress(value) && value.includes(parcelIdPlaceholder)),
    m.linkTemplate.text,
  );

/** Blank: no key, so no machine may push. Otherwise visible characters only, as an HTTP header carries them. */
const feedKey = () =>
  text(200).refine(
    (value) => value === '' || new RegExp(`^[\\x21-\\x7e]{${feedKeyMinLength},}$`).test(value),
    m.feedKey.text,
  );

/**
 * How the county's records index reads (001 §3.8 county settings not held elsewhere): which legal description
 * parts and codes it uses, which amounts the detail pane shows, where the Tax and GIS buttons lead, and the key
 * a records feed must present. TRIMIN only: it follows the recording system's data, not the office's choices.
 */
export const recordsIndexSchema = z.object({
  /** The county's book and page references carry a book type. */
  bookType: flag(),
  torrensUseFileNumber: flag(),
  /** Property-code mode: document types (property codes) narrow the searches. */
  propertyCode: flag(),
  qqqq: flag(),
  qqq: flag(),
  baseline: flag(),
  meridian: flag(),
  municipality: flag(),
  mbOtherLot: flag(),
  sublot: flag(),
  /** Municipality chosen from the municipalities code list rather than typed. */
  useMunicipalityCodes: flag(),
  displaySalePrice: flag(true),
  displayMortgageAmount: flag(true),
  mortgageAmountLabel: requiredTextOr('Mortgage Amount', 60),
  taxLinkTemplate: linkTemplate(),
  taxLinkHeader: requiredTextOr('Links To Tax System', 100),
  gisLinkTemplate: linkTemplate(),
  gisLinkHeader: requiredTextOr('Links to GIS System', 100),
  feedKey: feedKey(),
});
export type RecordsIndexSettings = z.infer<typeof recordsIndexSchema>;
