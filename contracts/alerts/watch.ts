import { z } from 'zod';
import { codeKey, nameKey, parcelKey } from '../records/keys';
import { alertMessages as m } from './messages';

const typed = (max: number) => z.string().trim().max(max);
const optionalTyped = (max: number) => typed(max).optional().default('');
/** Letters of a name as the name search folds it (accents and punctuation off). */
const letters = (name: string) => nameKey(name).replace(/[^A-Z]/g, '').length;

/** A last (or business) name, with an optional first name: matched with the name search's folding. */
export const nameWatchSchema = z.object({
  kind: z.literal('NAME'),
  lastName: typed(100).refine((value) => letters(value) >= 3, m.nameTooShort.text),
  firstName: optionalTyped(100),
});

/**
 * A parcel ID in a form the parcel search reads: letters, digits and separators, with at least one digit, keyed
 * by segments ('1-02139-0051' is '1 2139 51').
 */
export const parcelWatchSchema = z.object({
  kind: z.literal('PARCEL'),
  parcelId: typed(40).refine(
    (value) => /^[A-Za-z0-9][A-Za-z0-9 .\-/]*$/.test(value) && /\d/.test(value) && parcelKey(value).length >= 2,
    m.parcelForm.text,
  ),
});

/** A plat (its code as the feed has it), optionally narrowed to a lot and a block. */
export const platWatchSchema = z.object({
  kind: z.literal('PLAT'),
  plat: typed(40).refine((value) => codeKey(value) !== '', m.platRequired.text),
  lot: optionalTyped(20),
  block: optionalTyped(20),
});

const strPart = typed(10).refine((value) => /^[A-Za-z0-9]+$/.test(value), m.sectionTownshipRange.text);
/** Section, township and range, all three. */
export const strWatchSchema = z.object({ kind: z.literal('STR'), section: strPart, township: strPart, range: strPart });

export const watchSchema = z.discriminatedUnion('kind', [
  nameWatchSchema,
  parcelWatchSchema,
  platWatchSchema,
  strWatchSchema,
]);
/** A watch as typed and shown (its keys are derived by watchKeys, projections/alerts/keys.ts). */
export type Watch = z.infer<typeof watchSchema>;
export type WatchKind = Watch['kind'];
export const watchKinds = ['NAME', 'PARCEL', 'PLAT', 'STR'] as const;
export const MAX_WATCHES = 20;
