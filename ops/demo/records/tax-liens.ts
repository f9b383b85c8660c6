import type { TaxLienRecord } from '../../../contracts/records/feed';
import type { County } from './county';
import { business, household } from './names';
import { streetName } from './places';

/**
 * Federal and state tax liens, about 3 for every 100 land documents, recorded between them with numbers of
 * the same series. Most are released within a few years, some refiled before they expire, a release now and
 * then revoked. A lien goes into the feed once, when its last event has happened (or at the end).
 */

type Lien = Omit<
  TaxLienRecord,
  | 'revisions'
  | 'releases'
  | 'taxpayers'
  | 'pageCount'
  | 'protected'
  | 'voided'
  | 'displayDocNumber'
  | 'instrumentDescription'
> & {
  instrumentDescription: string;
  taxpayers: Array<{ lastName: string; firstName?: string; middleInitial?: string; displayAddress: string }>;
  revisions: Array<{ flag: string; docNumber: string; docType: string }>;
  releases: Array<Partial<TaxLienRecord['releases'][number]>>;
  pageCount: number;
  pending: number;
};

const federalTypes = ['1040', '1040', '941', '940', '6672', 'CIVPEN'];
const stateTypes = ['BGRT', 'WAGE AND SALARY', 'INCOME'];

export class TaxLiens {
  private readonly held = new Set<Lien>();
  private serial = 0;

  constructor(private readonly county: County) {}

  /** Files a lien now and then, between this step's land document and the next. */
  step(): void {
    if (this.county.random.chance(0.03)) this.file();
  }

  private file(): void {
    const { random, office, clock } = this.county;
    const instant = clock.at(this.county.step + 0.5);
    const federal = random.chance(0.7);
    const docNumber = office.docNumber();
    const lienDay = instant.day - random.int(10, 60);
    const owners = random.chance(0.4)
      ? this.county.parcel().owners
      : random.chance(0.7)
        ? household(random)
        : [business(random)];
    const displayAddress = random.chance(0.5)
      ? `PO BOX ${random.int(500, 10999)}, SAIPAN MP 96950`
      : `${random.skewed(1, 9999, 2)} ${streetName(random)}, ${random.pick(['GARAPAN', 'SUSUPE', 'SAN JOSE', 'KAGMAN', 'SONGSONG'])} MP 96950`;
    this.serial += 1;
    const lien: Lien = {
      kind: 'taxLien',
      docId: docNumber,
      docNumber,
      instrumentCode: federal ? 'FTL' : 'STL',
      instrumentDescription: federal ? 'Notice of Federal Tax Lien' : 'Notice of State Tax Lien',
      recordedDateTime: instant.dateTime,
      lienNumber: federal
        ? `${random.int(100, 999)}${String(this.serial).padStart(6, '0')}`
        : `CNMI-${instant.year}-${String(this.serial).padStart(5, '0')}`,
      lienDate: clock.dateOf(lienDay),
      lienType: random.pick(federal ? federalTypes : stateTypes),
      totalAmount: random.skewed(500, 250_000, 3) * 100 + random.int(0, 99),
      expirationDate: clock.dateOf(lienDay + (federal ? 3682 : 2192)),
      taxpayers: owners.slice(0, 2).map((owner) => ({
        lastName: owner.lastName,
        ...(owner.firstName ? { firstName: owner.firstName } : {}),
        ...(owner.middleInitial ? { middleInitial: owner.middleInitial } : {}),
        displayAddress,
      })),
      revisions: [],
      releases: [],
      sourcedDocKey: { docKeyType: 'LIEN', docKeyNumber: docNumber, imageKeyType: 'TAXL' },
      pageCount: random.skewed(1, 2, 2),
      pending: 0,
    };
    if (random.chance(0.04))
      this.later(lien, random.int(20, 200), () =>
        lien.revisions.push({ flag: 'AMENDED', ...this.entry(federal ? 'FTL' : 'STL') }),
      );
    if (random.chance(0.65)) {
      this.later(lien, random.skewed(60, 3000, 2), () => {
        const release = this.entry(federal ? 'RFTL' : 'RSTL');
        const partial = random.chance(0.05);
        const entry: Lien['releases'][number] = {
          partialFullFlag: partial ? 'P' : 'F',
          releaseDocNumber: release.docNumber,
          releaseDocType: release.docType,
          releaseDate: release.date,
        };
        lien.releases.push(entry);
        if (random.chance(0.03)) {
          this.later(lien, random.int(30, 400), () => {
            const revoke = this.entry('RVK');
            Object.assign(entry, {
              revokeDocNumber: revoke.docNumber,
              revokeDocType: revoke.docType,
              revokeDate: revoke.date,
            });
          });
        }
      });
    } else if (federal && random.chance(0.15)) {
      this.later(lien, random.int(3500, 3650), () => {
        lien.revisions.push({ flag: 'REFILED', ...this.entry('FTL') });
        lien.expirationDate = this.county.clock.dateOf(lienDay + 2 * 3682);
      });
    }
    if (lien.pending === 0) this.emit(lien);
    else this.held.add(lien);
  }

  /** A number and date for a lien's later instrument, recorded now. */
  private entry(docType: string) {
    const { office, clock, step } = this.county;
    return { docNumber: office.docNumber(), docType, date: clock.at(step + 0.5).date };
  }

  private later(lien: Lien, days: number, run: () => void): void {
    lien.pending += 1;
    this.county.extras.add(this.county.after(days), () => {
      run();
      lien.pending -= 1;
      if (lien.pending === 0) this.emit(lien);
      return true;
    });
  }

  private emit(lien: Lien): void {
    this.held.delete(lien);
    const { pending: _pending, revisions, releases, ...rest } = lien;
    this.county.out.push({
      ...rest,
      ...(revisions.length ? { revisions } : {}),
      ...(releases.length ? { releases } : {}),
    });
  }

  /** Liens whose next event lies after today, as they stand. */
  *remaining() {
    for (const lien of [...this.held]) {
      this.emit(lien);
      yield* this.county.out.splice(0);
    }
  }
}
