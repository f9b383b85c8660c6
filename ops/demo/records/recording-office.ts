import type { DocType, FeedRecordInput, LandDocumentRecord } from '../../../contracts/records/feed';
import { instrumentByCode, type BookType, type InstrumentCode } from './code-lists';
import type { PartyInput } from './names';
import type { AddressInput, LegalInput } from './places';
import type { Random } from './random';
import type { RecordingClock } from './recording-clock';

/**
 * The recorder's desk: it hands out document numbers (plain integers, one series for every recorded
 * instrument, increasing with the recorded time), books and pages per book type, and turns what a chain of
 * title records into a landDocument line with its pages, status, and the odd protected document.
 */

export interface Recorded {
  docNumber: string;
  docType: DocType;
  book: string;
  page: string;
  /** Recorded date, YYYY-MM-DD. */
  date: string;
}

export type Reference = Pick<Recorded, 'docNumber' | 'docType' | 'book' | 'page'>;

export interface LandDocumentDraft {
  instrument: InstrumentCode;
  position: number;
  torrens?: boolean;
  grantors: PartyInput[];
  grantees: PartyInput[];
  legals?: LegalInput[];
  parcelIds?: string[];
  addresses?: AddressInput[];
  references?: Reference[];
  salePrice?: number;
  mortgageAmount?: number;
  torrensCertificates?: Array<{ certificateNumber: string; status: string }>;
  tractParcels?: Array<{ island: string; village: string; parcelId: string }>;
  additionalInfo?: string[];
  displayOnly?: Array<{ label: string; value: string }>;
}

type LandDocumentLine = Extract<FeedRecordInput, { kind: 'landDocument' }>;

export class RecordingOffice {
  private nextNumber = 100_001;
  private readonly books = new Map<BookType, { book: number; page: number }>();

  constructor(
    private readonly random: Random,
    private readonly clock: RecordingClock,
  ) {}

  docNumber(): string {
    const number = this.nextNumber;
    this.nextNumber += this.random.chance(0.01) ? 2 : 1; // a number now and then spoiled at the counter
    return String(number);
  }

  /** Book and first page for `pages` pages; a book holds 600 pages. */
  bookPage(type: BookType, pages: number): { book: string; page: string } {
    let series = this.books.get(type);
    if (!series) {
      series = { book: { OR: 1, D: 120, M: 80, MISC: 40, P: 1, T: 1 }[type], page: 1 };
      this.books.set(type, series);
    }
    if (series.page + pages > 601) {
      series.book += 1;
      series.page = 1;
    }
    const at = { book: String(series.book), page: String(series.page) };
    series.page += pages;
    return at;
  }

  record(draft: LandDocumentDraft): { line: LandDocumentLine; recorded: Recorded } {
    const random = this.random;
    const instrument = instrumentByCode[draft.instrument];
    const instant = this.clock.at(draft.position);
    const docNumber = this.docNumber();
    const docType: DocType = draft.torrens ? 'TORRENS' : 'ABSTRACT';
    const [fewest, most] = instrument.pages;
    const pageCount = random.skewed(fewest, most, instrument.code === 'MTG' ? 1.3 : 2.2);
    const bookType = draft.torrens ? undefined : bookTypeOf(draft.instrument, instant.year);
    const at = bookType ? this.bookPage(bookType, pageCount) : { book: '', page: '' };
    const age = this.clock.today - instant.day;
    const verifiedStatus: LandDocumentRecord['verifiedStatus'] =
      age < 10
        ? random.chance(0.6)
          ? 'UNVERIFIED'
          : 'POSTED'
        : age < 45 && random.chance(0.3)
          ? 'POSTED'
          : 'VERIFIED';
    const sensitive = draft.instrument === 'JUDG' || draft.instrument === 'LIS' || draft.instrument === 'DC';
    // One shape for every line (absent fields undefined, which JSON leaves out): fast to build and to write.
    const line: LandDocumentLine = {
      kind: 'landDocument',
      docId: docNumber,
      docNumber,
      docType,
      instrumentCode: instrument.code,
      instrumentDescription: instrument.description,
      book: at.book || undefined,
      page: at.page || undefined,
      bookType,
      recordedDateTime: instant.dateTime,
      instrumentDate: this.clock.dateOf(instant.day - random.skewed(0, 40, 3)),
      mortgageAmount: draft.mortgageAmount,
      salePrice: draft.salePrice,
      verifiedStatus,
      grantors: draft.grantors,
      grantees: draft.grantees,
      legals: draft.legals?.length ? draft.legals : undefined,
      parcelIds: draft.parcelIds?.length ? draft.parcelIds : undefined,
      addresses: draft.addresses?.length ? draft.addresses : undefined,
      references: draft.references?.length ? draft.references.map(referenceOf) : undefined,
      torrensCertificates: draft.torrensCertificates?.length ? draft.torrensCertificates : undefined,
      tractParcels: draft.tractParcels?.length ? draft.tractParcels : undefined,
      additionalInfo: draft.additionalInfo?.length ? draft.additionalInfo : undefined,
      displayOnly: draft.displayOnly?.length ? draft.displayOnly : undefined,
      sourcedDocKey: { docKeyType: 'DOC', docKeyNumber: docNumber, imageKeyType: instrument.documentType },
      pageCount,
      protected: random.chance(sensitive ? 0.03 : 0.004) || undefined,
      voided: undefined,
    };
    return { line, recorded: { docNumber, docType, book: at.book, page: at.page, date: instant.date } };
  }
}

/** Before 1990 deeds, mortgages, plats and the rest had books of their own; since then Official Records. */
function bookTypeOf(code: InstrumentCode, year: number): BookType {
  const group = instrumentByCode[code].group;
  if (group === 'PLATS') return 'P';
  if (year >= 1990) return 'OR';
  if (group === 'DEEDS') return 'D';
  if (group === 'MORTGAGES') return 'M';
  return 'MISC';
}

/** A cross-reference by number, with book and page when the document has them. */
function referenceOf(reference: Reference) {
  return {
    docNumber: reference.docNumber,
    docType: reference.docType === 'TORRENS' ? reference.docType : undefined,
    book: reference.book || undefined,
    page: reference.book ? reference.page : undefined,
  };
}
