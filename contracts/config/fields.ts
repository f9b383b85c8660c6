import { z } from 'zod/v4';
import { configMessages as m } from './messages';

/** Small field builders shared by the configuration sections. */
export const flag = (value = false) => z.boolean().default(value);
export const note = (max = 2000) => z.string().trim().max(max).default('');
export const requiredText = (fallback: string, max = 100) =>
  z.string(m.required).trim().min(1, m.required).max(max).default(fallback);
/** Money is integer cents on the wire as everywhere; the admin app shows and takes dollars. */
export const centsValue = () => z.coerce.number(m.amount).int(m.amount).min(0, m.amount);
export const cents = (fallback = 0) => centsValue().default(fallback);
export const wholeNumber = (fallback: number, min = 0, max = 1_000_000) =>
  z.coerce.number(m.wholeNumber).int(m.wholeNumber).min(min, m.wholeNumber).max(max, m.wholeNumber).default(fallback);
export const code = () => z.string().trim().max(20).default('');
