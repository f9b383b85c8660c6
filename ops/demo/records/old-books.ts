import type { FeedRecordInput } from '../../../contracts/records/feed';
import type { County } from './county';
import { surname } from './name-frequencies';
import { person } from './names';
import { ruralLegal, type LegalInput } from './places';
import { countyOffset, epochDay } from './recording-clock';
import { WeightedTable } from './random';

/**
 * The county's books of the 1800s, transcribed: lines of the grantor-grantee books (about 2 for every 100
 * land documents) and entries of the tract books, by section, township and range (as many again), spread
 * through the stream in date order from 1850 to 1899, one ledger page image each.
 */

const from = epochDay('1850-01-01');
const to = epochDay('1899-12-31');
const conveyances = new WeightedTable([
  ['DEED', 30],
  ['WARRANTY DEED', 25],
  ['MORTGAGE', 18],
  ['QUIT CLAIM', 10],
  ['PATENT', 6],
  ['RELEASE', 6],
  ['BOND FOR DEED', 3],
  ['LEASE', 2],
] as const);
const entries = new WeightedTable([
  ['PATENT', 20],
  ['CASH ENTRY', 10],
  ['HOMESTEAD ENTRY', 12],
  ['WARRANTY DEED', 25],
  ['MORTGAGE', 15],
  ['QUIT CLAIM DEED', 8],
  ['RELEASE', 7],
  ['TAX DEED', 3],
] as const);
const linesPerPage = 40;
const pagesPerBook = 300;

export class OldBooks {
  private nextLine = 0;
  private nextTract = 0;
  private readonly lines: number;
  private readonly tracts: number;

  constructor(private readonly county: County) {
    this.lines = Math.round(county.options.documents * 0.02);
    this.tracts = Math.round(county.options.documents * 0.02);
  }

  /** The entries due after land document `step`, in date order. */
  step(step: number): void {
    const documents = this.county.options.documents;
    while (this.nextLine < this.lines && Math.floor((this.nextLine * documents) / this.lines) <= step)
      this.county.out.push(this.line(this.nextLine++));
    while (this.nextTract < this.tracts && Math.floor((this.nextTract * documents) / this.tracts) <= step)
      this.county.out.push(this.tract(this.nextTract++));
  }

  private line(k: number): FeedRecordInput {
    const random = this.county.random;
    const book = 1 + Math.floor(k / (linesPerPage * pagesPerBook));
    const page = 1 + (Math.floor(k / linesPerPage) % pagesPerBook);
    const id = `GG${String(book).padStart(2, '0')}-${String(page).padStart(3, '0')}-${String(1 + (k % linesPerPage)).padStart(2, '0')}`;
    const day = from + Math.floor(((to - from) * k) / Math.max(1, this.lines));
    const name = () => {
      const party = person(random, surname(random), random.chance(0.85) ? 'M' : 'F');
      return `${party.lastName}, ${party.firstName}${party.middleInitial ? ` ${party.middleInitial}` : ''}`;
    };
    return {
      kind: 'grantorGranteeBookEntry',
      id,
      type: conveyances.pick(random),
      fromName: name(),
      toName: name(),
      fromDate: this.county.clock.dateOf(day),
      toDate: this.county.clock.dateOf(day + random.skewed(0, 120, 3)),
      sourcedDocKey: { docKeyType: 'GG', docKeyNumber: id, imageKeyType: 'GGBK' },
      pageCount: 1,
    };
  }

  private tract(k: number): FeedRecordInput {
    const random = this.county.random;
    const docId = `TB${String(k + 1).padStart(6, '0')}`;
    const day = from + Math.floor(((to - from) * k) / Math.max(1, this.tracts));
    const minutes = 9 * 60 + random.int(0, 7 * 60);
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
    const legals: LegalInput[] = Array.from({ length: random.skewed(1, 3, 2) }, () => {
      const legal = ruralLegal(random, 'SAIPAN');
      delete legal.comment;
      return legal;
    });
    return {
      kind: 'tractBookEntry',
      docId,
      instrumentDescription: entries.pick(random),
      recordedDateTime: `${this.county.clock.dateOf(day)}T${time}${countyOffset}`,
      legals,
      sourcedDocKey: { docKeyType: 'TB', docKeyNumber: docId, imageKeyType: 'TRBK' },
      pageCount: 1,
    };
  }
}
