import type { FeedRecordInput } from '../../../contracts/records/feed';
import { instrumentByCode, type InstrumentCode } from './code-lists';
import { FollowUps } from './follow-ups';
import { displayName, type PartyInput } from './names';
import type { AddressInput, LegalInput, Place } from './places';
import { Random } from './random';
import { RecordingClock } from './recording-clock';
import { RecordingOffice, type LandDocumentDraft, type Recorded } from './recording-office';
import { TorrensRegister, type Certificate } from './torrens';

/**
 * The demo county while it is being generated: its parcels with their owners, open mortgages and Torrens
 * certificates, the follow-ups its documents set in motion, and the records ready for the feed. Each step
 * records exactly one land document, at position `step` of the recording clock.
 */

export interface Mortgage {
  recorded: Recorded;
  amount: number;
  holder: PartyInput;
  borrowers: PartyInput[];
  open: boolean;
}

export interface Parcel {
  serial: number;
  parcelId: string;
  place: Place;
  legal: LegalInput;
  address?: AddressInput;
  tractParcel?: { island: string; village: string; parcelId: string };
  owners: PartyInput[];
  /** What the parcel would sell for in 2026, in dollars. */
  value: number;
  mortgages: Mortgage[];
  lastDeed?: Recorded;
  certificate?: Certificate;
  fileNumber?: string;
  /** The lists its documents carry, made once (lines share them). */
  lists?: Pick<LandDocumentDraft, 'legals' | 'parcelIds' | 'addresses' | 'tractParcels'>;
}

export interface CountyOptions {
  documents: number;
  seed: number;
  startYear?: number;
  /** "Today" for the county, YYYY-MM-DD; 2026-06-30 unless given. */
  today?: string;
}

export class County {
  readonly random: Random;
  readonly clock: RecordingClock;
  readonly office: RecordingOffice;
  readonly torrens: TorrensRegister;
  readonly out: FeedRecordInput[] = [];
  /** Follow-ups that record a land document (they take a step). */
  readonly land = new FollowUps();
  /** Follow-ups recorded between land documents (lien releases, voids). */
  readonly extras = new FollowUps();
  readonly parcels: Parcel[] = [];
  /** Lots a developer still holds, sold first. */
  readonly unsold: Parcel[] = [];
  step = 0;
  /** Serials of plats and tract index parcels. */
  readonly serials = { plat: 1, tract: 0 };

  constructor(readonly options: CountyOptions) {
    this.random = new Random(options.seed);
    this.clock = new RecordingClock(options.documents, options.startYear ?? 1980, options.today);
    this.office = new RecordingOffice(this.random, this.clock);
    this.torrens = new TorrensRegister(this.random, this.office, this.clock.today, this.out);
  }

  get year(): number {
    return this.clock.yearAt(this.step);
  }

  /** The step `days` days from now, at the current recording rate. */
  after(days: number): number {
    return this.step + Math.max(1, Math.round(days * this.clock.documentsPerDay(this.step)));
  }

  /** Prices by year against 2026, with the 2008-2012 slump. */
  price(value: number, year = this.year): number {
    const slump = year >= 2008 && year <= 2012 ? 0.82 : 1;
    return Math.round(value * 1.042 ** (year - 2026) * slump * this.random.spread(0.08)) * 100;
  }

  parcel(): Parcel {
    return this.random.pick(this.parcels);
  }

  /** Records a land document on a parcel (or on none), enters its memorial when the land is registered. */
  /** `memorial` makes the memorial's text, asked only when the parcel is registered land. */
  record(draft: LandDocumentDraft, parcel?: Parcel, memorial?: () => string): Recorded {
    if (parcel) {
      const lists = (parcel.lists ??= {
        legals: [parcel.legal],
        parcelIds: [parcel.parcelId],
        addresses: parcel.address ? [parcel.address] : undefined,
        tractParcels: parcel.tractParcel ? [parcel.tractParcel] : undefined,
      });
      draft.legals ??= lists.legals;
      draft.parcelIds ??= lists.parcelIds;
      draft.addresses ??= lists.addresses;
      draft.tractParcels ??= lists.tractParcels;
      if (parcel.certificate) {
        draft.torrens = true;
        draft.torrensCertificates ??= [
          { certificateNumber: parcel.certificate.certificateNumber, status: parcel.certificate.status },
        ];
      }
    }
    const { line, recorded } = this.office.record(draft);
    this.out.push(line);
    if (parcel?.certificate && memorial) {
      this.torrens.memorial(parcel.certificate, {
        docNumber: recorded.docNumber,
        instrumentDescription: instrumentByCode[draft.instrument].description,
        text: memorial(),
        recordedDate: recorded.date,
      });
    }
    // Now and then a document no chain depends on was recorded in error and is voided; the feed sends it once,
    // as it stands (so importing the same file twice changes nothing).
    if (voidable.has(draft.instrument) && this.random.chance(0.012)) line.voided = true;
    return recorded;
  }
}

const voidable = new Set<InstrumentCode>(['EASE', 'ROW', 'POA', 'NOC', 'MLEA', 'DC']);

export const names = (parties: readonly PartyInput[]) => parties.map(displayName).join('; ');
export const dollars = (cents: number) =>
  `$${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(cents % 100).padStart(2, '0')}`;
