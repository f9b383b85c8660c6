import type { z } from 'zod';
import type { landDocumentRecordSchema } from '@landrecords/contracts/records/feed';
import { field, type AcrisRow, type OnAcrisReject } from './acris-csv';
import type { AcrisCodes } from './control-codes';
import { amountField as fieldOfAmount, amountInCents } from './document-amount';
import type { DocumentChildren } from './document-children';
import { documentParts } from './document-parts';
import { boroughs } from './legals';
import { newYorkDateTime, parseAcrisDate } from './new-york-time';

export type LandDocumentInput = z.input<typeof landDocumentRecordSchema>;

const wholeNumber = (text: string) => (/^\d+(\.0+)?$/.test(text) ? Number.parseInt(text, 10) : 0);

/**
 * One row of acris_real_property_master.csv with its parts as the feed's land document, or why it cannot be one.
 * docNumber is the CRFN (the city register file number ACRIS prints) or, for documents recorded before ACRIS
 * (FT_, BK_ ids, no CRFN), the document id; book and page are the reel number and page, the reel year shown
 * beside them. The recorded date (else the document date) is New York's midnight with that day's offset. The
 * amount goes where amountField says. The image key type is the document type's class (OTHR for a type the
 * control codes lack); the page count comes from a page count column when the download has one, else 0.
 */
export function landDocument(
  row: AcrisRow,
  children: DocumentChildren,
  codes: AcrisCodes,
  onReject: OnAcrisReject,
): LandDocumentInput | string {
  const docId = field(row, 'document_id');
  const crfn = field(row, 'crfn');
  const docType = field(row, 'doc_type');
  if (docId === '') return 'the row has no document id';
  if (docType === '') return `document ${docId} has no document type`;
  const code = codes.controlCodes.get(docType);
  const recordedText = field(row, 'recorded_filed');
  const dateText = field(row, 'doc_date');
  const recorded = parseAcrisDate(recordedText || dateText);
  const instrumentDate = parseAcrisDate(dateText);
  if (!recorded)
    return recordedText || dateText
      ? `recorded date '${recordedText || dateText}' is not a date`
      : 'no recorded date and no document date';
  if (dateText !== '' && !instrumentDate) return `document date '${dateText}' is not a date`;
  const amount = amountInCents(field(row, 'doc_amount'));
  if (Number.isNaN(amount)) return `amount '${field(row, 'doc_amount')}' is not a number`;
  const amountField = fieldOfAmount(code, amount);
  const reelNumber = wholeNumber(field(row, 'reel_nbr'));
  const reelYear = wholeNumber(field(row, 'reel_year'));
  const transferred = wholeNumber(field(row, 'transferred'));
  const borough = boroughs[field(row, 'borough').replace(/\.0+$/, '')];

  return {
    kind: 'landDocument',
    docId,
    docNumber: crfn || docId,
    ...(crfn && { displayDocNumber: crfn }),
    docType: 'ABSTRACT',
    instrumentCode: docType,
    instrumentDescription: code?.description ?? '',
    ...(reelNumber > 0 && { book: String(reelNumber), page: String(wholeNumber(field(row, 'reel_page')) || '') }),
    recordedDateTime: newYorkDateTime(recorded),
    ...(instrumentDate && { instrumentDate: instrumentDate.date }),
    ...(amountField === 'mortgageAmount' && { mortgageAmount: amount }),
    ...(amountField === 'salePrice' && { salePrice: amount }),
    ...documentParts(children, code, onReject),
    displayOnly: [
      ...(borough ? [{ label: 'Borough', value: borough }] : []),
      ...(reelYear > 0 ? [{ label: 'Reel year', value: String(reelYear) }] : []),
      ...(transferred > 0 ? [{ label: '% transferred', value: String(transferred) }] : []),
      ...(amount !== undefined && !amountField ? [{ label: 'Document amount', value: field(row, 'doc_amount') }] : []),
    ],
    sourcedDocKey: { docKeyType: 'ACRIS', docKeyNumber: docId, imageKeyType: code?.group ?? 'OTHR' },
    pageCount: Math.min(wholeNumber(field(row, 'page_count')), 10_000),
  };
}
