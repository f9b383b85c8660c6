import type {
  EfilePaymentMethod,
  EfilePaymentStatus,
  EfileRejectionReason,
  EfileReviewStatus,
} from '@landrecords/contracts/efile/review';
import type { EfileType } from '@landrecords/contracts/efile/upload';
import { sql, type Queryable, type Row } from '../platform/database';

/** A submission as the recorder's read model holds it (times ISO, amounts cents). */
export type EfileSubmissionRow = {
  submissionId: string;
  transactionNumber: string;
  status: EfileReviewStatus;
  efileType: EfileType;
  name: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  acknowledged: boolean;
  imageKey: string;
  numberOfPages: number;
  firstPageChargeCents: number;
  additionalPagesChargeCents: number;
  surchargeCents: number;
  totalChargeCents: number;
  paymentMethod: EfilePaymentMethod;
  paymentStatus: EfilePaymentStatus;
  accountId: number | null;
  accountName: string | null;
  userId: number | null;
  chargeId: string | null;
  provider: string | null;
  paymentTransactionId: string | null;
  submittedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  rejectionReason: EfileRejectionReason | null;
  rejectionNote: string | null;
  acceptanceNote: string | null;
};

const iso = (value: unknown) =>
  value === null || value === undefined
    ? null
    : new Date(typeof value === 'number' ? value : String(value)).toISOString();
const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));

const rowOf = (row: Row): EfileSubmissionRow => ({
  submissionId: String(row.submission_id),
  transactionNumber: String(row.transaction_number),
  status: row.status as EfileReviewStatus,
  efileType: row.efile_type as EfileType,
  name: String(row.name),
  email: String(row.email),
  address1: String(row.address1),
  address2: String(row.address2),
  city: String(row.city),
  state: String(row.state),
  zip: String(row.zip),
  acknowledged: Boolean(row.acknowledged),
  imageKey: String(row.image_key),
  numberOfPages: Number(row.number_of_pages),
  firstPageChargeCents: Number(row.first_page_cents),
  additionalPagesChargeCents: Number(row.additional_pages_cents),
  surchargeCents: Number(row.surcharge_cents),
  totalChargeCents: Number(row.total_cents),
  paymentMethod: row.payment_method as EfilePaymentMethod,
  paymentStatus: row.payment_status as EfilePaymentStatus,
  accountId: row.account_id === null ? null : Number(row.account_id),
  accountName: textOrNull(row.account_name),
  userId: row.user_id === null ? null : Number(row.user_id),
  chargeId: textOrNull(row.charge_id),
  provider: textOrNull(row.provider),
  paymentTransactionId: textOrNull(row.transaction_id),
  submittedAt: iso(row.submitted_at)!,
  decidedAt: iso(row.decided_at),
  decidedBy: textOrNull(row.decided_by),
  rejectionReason: textOrNull(row.rejection_reason) as EfileRejectionReason | null,
  rejectionNote: textOrNull(row.rejection_note),
  acceptanceNote: textOrNull(row.acceptance_note),
});

const selected = sql.fragment`
  SELECT s.*, a.name AS account_name FROM efile_submissions s LEFT JOIN accounts a ON a.id = s.account_id`;

/** A page of submissions, the newest first, of one status or all; with the total and how many wait. */
export async function efileSubmissionsPage(
  db: Queryable,
  filter: { status: EfileReviewStatus | 'ALL'; page: number; pageSize: number },
): Promise<{ total: number; newCount: number; rows: EfileSubmissionRow[] }> {
  const where = filter.status === 'ALL' ? sql.fragment`true` : sql.fragment`s.status = ${filter.status}`;
  const counts = await db.one(sql.unsafe`
    SELECT count(*) FILTER (WHERE ${where}) AS total, count(*) FILTER (WHERE s.status = 'NEW') AS new_count
    FROM efile_submissions s`);
  const rows = await db.any(sql.unsafe`
    ${selected} WHERE ${where}
    ORDER BY s.submitted_at DESC, s.transaction_number DESC
    LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`);
  return { total: Number(counts.total), newCount: Number(counts.new_count), rows: rows.map(rowOf) };
}

/** One submission, or null. */
export async function efileSubmissionOf(db: Queryable, submissionId: string): Promise<EfileSubmissionRow | null> {
  const row = await db.maybeOne(sql.unsafe`${selected} WHERE s.submission_id = ${submissionId}`);
  return row ? rowOf(row) : null;
}
