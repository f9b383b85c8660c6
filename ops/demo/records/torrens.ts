import type { FeedRecordInput } from '../../../contracts/records/feed';
import type { PartyInput } from './names';
import type { Random } from './random';
import type { Instant } from './recording-clock';
import type { RecordingOffice } from './recording-office';

/**
 * The registrar of titles: Torrens certificates issued to owners of registered land, memorials of the
 * documents recorded against them, and cancellation when the land is conveyed (the new certificates are the
 * old one's `cancelledBy`). A certificate goes into the feed once, as it finally stands: when it is cancelled,
 * or at the end for those still in force.
 */

export interface Memorial {
  docNumber: string;
  instrumentDescription: string;
  text: string;
  recordedDate: string;
}

export interface Certificate {
  id: string;
  certificateNumber: string;
  fileNumber: string;
  book: string;
  page: string;
  certifiedDate: string;
  status: 'ACTIVE' | 'CANCELLED' | 'PENDING';
  owners: PartyInput[];
  legalText: string;
  recitalText: string;
  memorials: Memorial[];
  cancelledBy: Array<{ certificateId: string; certificateNumber: string }>;
}

export class TorrensRegister {
  private nextCertificate = 20_001;
  private nextFile = 1;
  private readonly inForce = new Set<Certificate>();

  constructor(
    private readonly random: Random,
    private readonly office: RecordingOffice,
    private readonly today: number,
    private readonly out: FeedRecordInput[],
  ) {}

  fileNumber(): string {
    return `TF-${String(this.nextFile++).padStart(5, '0')}`;
  }

  issue(
    owners: PartyInput[],
    legalText: string,
    fileNumber: string,
    instant: Instant,
    carried: Memorial[] = [],
  ): Certificate {
    const number = String(this.nextCertificate);
    this.nextCertificate += 1;
    const { book, page } = this.office.bookPage('T', 1);
    const certificate: Certificate = {
      id: `C${number}`,
      certificateNumber: number,
      fileNumber,
      book,
      page,
      certifiedDate: instant.date,
      status: this.today - instant.day < 7 ? 'PENDING' : 'ACTIVE',
      owners,
      legalText,
      recitalText: `This is to certify that ${owners.map((o) => [o.firstName, o.middleInitial, o.lastName].filter(Boolean).join(' ')).join(' and ')} ${owners.length > 1 ? 'are' : 'is'} the owner${owners.length > 1 ? 's' : ''} of an estate in fee simple in the land described herein, subject to the memorials below.`,
      memorials: [...carried],
      cancelledBy: [],
    };
    this.inForce.add(certificate);
    return certificate;
  }

  memorial(certificate: Certificate, memorial: Memorial): void {
    certificate.memorials.push(memorial);
  }

  /** Cancels `certificate` in favour of `by` and sends it to the feed as it finally stands. */
  cancel(certificate: Certificate, by: Certificate[]): void {
    certificate.status = 'CANCELLED';
    certificate.cancelledBy = by.map((next) => ({ certificateId: next.id, certificateNumber: next.certificateNumber }));
    this.inForce.delete(certificate);
    this.out.push(this.recordOf(certificate));
  }

  /** The certificates still in force, for the end of the feed. */
  *remaining(): Generator<FeedRecordInput> {
    for (const certificate of this.inForce) yield this.recordOf(certificate);
    this.inForce.clear();
  }

  private recordOf(certificate: Certificate): FeedRecordInput {
    const { memorials, cancelledBy, ...rest } = certificate;
    return {
      kind: 'torrensCertificate',
      ...rest,
      ...(memorials.length ? { memorials } : {}),
      ...(cancelledBy.length ? { cancelledBy } : {}),
      sourcedDocKey: { docKeyType: 'CERT', docKeyNumber: certificate.id, imageKeyType: 'TORR' },
      pageCount: 1 + Math.floor(memorials.length / 12) + (this.random.chance(0.2) ? 1 : 0),
    };
  }
}
