import { paymentLabels as l } from '@landrecords/contracts/payments/messages';
import { ALL_DOCUMENT_TYPES, type SpecialRate } from '@landrecords/contracts/config/special-rates';
import type { CountyConfig } from '@landrecords/contracts/config/index';
import { dollars } from '@landrecords/contracts/payments/fee-schedule';
import type { Message } from '@landrecords/contracts/message';

/** What a document's pages cost: the whole document, or its first page and each page after. Integer cents. */
export type ImageRates = { document: number; firstPage: number; additionalPages: number };

/** A charge's line: its description (English, as the ledger keeps it) and, when built from values, its message. */
export type ChargeLine = { description: string; cents: number; message?: Message };

export type ImageCharge = { newPages: number[]; amountCents: number; lines: ChargeLine[] };

/**
 * The special rate for a document (002 §3): its type and instrument code, else its type for any code, else
 * the code for all types (document type 0), else all types and codes.
 */
function specialRateFor(table: readonly SpecialRate[], documentType: string, instrumentCode: string) {
  const find = (type: string, code: string) =>
    table.find((row) => row.documentType === type && row.instrumentCode === code);
  return (
    find(documentType, instrumentCode) ??
    find(documentType, '') ??
    find(ALL_DOCUMENT_TYPES, instrumentCode) ??
    find(ALL_DOCUMENT_TYPES, '')
  );
}

/**
 * The image rates a buyer pays for a document: the a la carte rates, or for a card payer the credit-card
 * alternate rates when the county applies them; a matching special rate row replaces them.
 */
export function imageRatesFor(
  config: Pick<CountyConfig, 'aLaCarte' | 'aLaCarteSpecialRates' | 'creditCard'>,
  byCard: boolean,
  document: { documentType: string; instrumentCode: string },
): ImageRates {
  const card = config.creditCard;
  const alternate = byCard && card.applyAlternateRates;
  const special = specialRateFor(
    alternate ? card.specialRates : config.aLaCarteSpecialRates.rates,
    document.documentType,
    document.instrumentCode,
  );
  if (special) {
    return {
      document: special.documentRate,
      firstPage: special.firstPageRate,
      additionalPages: special.additionalPagesRate,
    };
  }
  if (alternate) {
    return {
      document: card.imageDocumentCreditCard,
      firstPage: card.imageFirstPageCreditCard,
      additionalPages: card.imageAdditionalPagesCreditCard,
    };
  }
  const rates = config.aLaCarte;
  return {
    document: rates.imageDocument,
    firstPage: rates.imageFirstPage,
    additionalPages: rates.imageAdditionalPages,
  };
}

/**
 * What the selected pages cost, the pages already bought left out: by DOCUMENT, the document rate once; by PAGE,
 * the first page rate and the additional pages rate for each page after it.
 */
export function imageCharge(
  rates: ImageRates,
  chargeMethod: 'PAGE' | 'DOCUMENT',
  pages: readonly number[],
  purchased: ReadonlySet<number>,
): ImageCharge {
  const newPages = pages.filter((page) => !purchased.has(page));
  if (newPages.length === 0) return { newPages, amountCents: 0, lines: [] };
  if (chargeMethod === 'DOCUMENT') {
    return { newPages, amountCents: rates.document, lines: [{ description: l.document.text, cents: rates.document }] };
  }
  const lines: ChargeLine[] = [{ description: l.firstPage.text, cents: rates.firstPage }];
  const more = newPages.length - 1;
  if (more > 0) {
    const message = l.additionalPages({ count: more, rate: dollars(rates.additionalPages) });
    lines.push({ description: message.text, cents: more * rates.additionalPages, message });
  }
  return { newPages, amountCents: lines.reduce((sum, line) => sum + line.cents, 0), lines };
}
