import { z } from 'zod';
import { dateOrBlank, flag } from './fields';

/** The indexes whose dates the home page shows, and the dates each has (002 §3 Notable dates). */
export const notableIndexes = ['abstract', 'torrens', 'lien'] as const;
export const notableDateKinds = ['Verified', 'Posted', 'IndexBegin', 'ImageBegin', 'ImageThru'] as const;
export type NotableIndex = (typeof notableIndexes)[number];
export type NotableDateKind = (typeof notableDateKinds)[number];

const indexDates = <Index extends NotableIndex>(index: Index) =>
  Object.fromEntries(notableDateKinds.map((kind) => [`${index}${kind}`, dateOrBlank()])) as {
    [Kind in `${Index}${NotableDateKind}`]: ReturnType<typeof dateOrBlank>;
  };

/** Dates are MM/DD/YYYY or blank. */
export const notableDatesSchema = z.object({
  showNotableDates: flag(true),
  showSeparateIndexes: flag(),
  useVerificationDate: flag(),
  ...indexDates('abstract'),
  ...indexDates('torrens'),
  ...indexDates('lien'),
  abstractLegalVerified: flag(),
  abstractLegalPosted: flag(),
  torrensLegalVerified: flag(),
  torrensLegalPosted: flag(),
  torrensCertificateThru: flag(),
});
