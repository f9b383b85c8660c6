// Apart from money.ts so the portal's header can show a balance without loading zod with its first screen.
let usd: Intl.NumberFormat | undefined;
/**
 * Cents as the dialogs, the header and the reports show them: $1,234.50, -$1.50. One formatter, made at its first
 * use (making one reads the locale's currency data: 50 ms on a slow phone, not to be spent loading a page).
 */
export const formatDollars = (cents: number): string =>
  (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(cents / 100);
