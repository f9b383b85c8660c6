import type { ControlCode } from './control-codes';

/** The feed's largest amount: a billion dollars in cents. Manhattan records larger mortgages than that. */
const maxCents = 100_000_000_000;

/** Dollars, with or without a dollar sign, and commas only as thousands separators: '$1,250.00', '200000'. */
const amount = /^\$?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/**
 * '214551.27' and '$214,551.27' are 21455127 cents; undefined for 0 or nothing (the download's 0 is "no amount"),
 * NaN for anything else ('12abc', '1,2,3').
 */
export function amountInCents(text: string): number | undefined {
  if (text === '') return undefined;
  if (!amount.test(text)) return Number.NaN;
  return Math.round(Number(text.replace(/[$,]/g, '')) * 100) || undefined;
}

/** A sale: a deed class document, or a transfer tax return (RPTT, RETT) whose parties are seller and buyer. */
const isSale = (code: ControlCode | undefined) =>
  code?.group === 'DEED' || (code?.partyRoles.some((role) => /\bSELLER\b/.test(role)) ?? false);

/**
 * Which field of the feed a document's amount goes in: the mortgage amount of a mortgage class document (MTGE,
 * SAT, ASST, AGMT, M&CON...), the sale price of a sale. Any other document (a power of attorney, a UCC
 * filing, a type the control codes lack), or an amount above the feed's limit, has none: the land document
 * shows the amount as printed under "Document amount" instead.
 */
export function amountField(code: ControlCode | undefined, cents: number | undefined) {
  if (cents === undefined || cents > maxCents) return undefined;
  if (code?.group === 'MTGE') return 'mortgageAmount' as const;
  return isSale(code) ? ('salePrice' as const) : undefined;
}
