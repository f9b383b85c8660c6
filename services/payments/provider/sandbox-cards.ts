/** How the sandbox provider judges a card: Authorize.Net's sandbox test numbers pass, any other valid number is declined. */

export const providerMessages = {
  approved: 'This transaction has been approved.',
  declined: 'This transaction has been declined.',
  invalidNumber: 'The credit card number is invalid.',
  invalidExpiry: 'Credit card expiration date is invalid.',
  expired: 'The credit card has expired.',
  invalidCardCode: 'The Card Code (CVV2/CVC2/CID) is invalid.',
} as const;

/** Authorize.Net's sandbox test card numbers: these are approved. */
export const approvedTestCards: ReadonlySet<string> = new Set([
  '4111111111111111',
  '4007000000027',
  '4012888818888',
  '5424000000000015',
  '2223000010309703',
  '370000000000002',
  '6011000000000012',
  '3088000000000017',
  '38000000000006',
]);

/** As in Authorize.Net's sandbox, a billing ZIP of 46282 is declined. */
export const decliningZip = '46282';

export const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
};

/** The card type as Accept Hosted names it (accountType). */
export function accountTypeOf(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'AmericanExpress';
  if (/^(6011|64[4-9]|65)/.test(digits)) return 'Discover';
  if (/^35/.test(digits) || /^30(88|9)/.test(digits)) return 'JCB';
  if (/^3[0689]/.test(digits)) return 'DinersClub';
  return 'Unknown';
}

export const maskedNumber = (digits: string) => `XXXX${digits.slice(-4)}`;

export type CardEntry = { cardNumber: string; expiry: string; cvv: string; zip: string };
export type CardCheck =
  { ok: true; approved: boolean; accountNumber: string; accountType: string } | { ok: false; message: string };

/** MM/YY (or MM/YYYY) still valid in the month of `now`: a card expires after the last day of its month. */
function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return providerMessages.invalidExpiry;
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < current ? providerMessages.expired : null;
}

/** Checks what was entered, as the provider does; the whole number never leaves this function. */
export function checkCard(entry: CardEntry, now = new Date()): CardCheck {
  const digits = entry.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) return { ok: false, message: providerMessages.invalidNumber };
  const expiryMessage = expiryProblem(entry.expiry, now);
  if (expiryMessage) return { ok: false, message: expiryMessage };
  if (!/^\d{3,4}$/.test(entry.cvv.trim())) return { ok: false, message: providerMessages.invalidCardCode };
  const approved = approvedTestCards.has(digits) && !entry.zip.trim().startsWith(decliningZip);
  return { ok: true, approved, accountNumber: maskedNumber(digits), accountType: accountTypeOf(digits) };
}
