import { efileEventTypes, type EfileEvent } from '@landrecords/contracts/efile/events';
import type { DatabaseTransactionConnection } from 'slonik';
import { sql } from '../platform/database';
import type { RecordedEvent } from '../platform/eventstore/index';
import type { Projection } from '../platform/projection';

async function applyOne(tx: DatabaseTransactionConnection, recorded: RecordedEvent) {
  const event = { type: recorded.type, data: recorded.data } as EfileEvent;
  const at = recorded.recordedAt;
  switch (event.type) {
    case 'EfilePaymentCaptured':
      // The payment alone is no submission yet: the row comes with EfileSubmitted, which carries it.
      return;
    case 'EfileSubmitted': {
      const { filer, charges, payment, ...d } = event.data;
      const paymentStatus = charges.totalCents === 0 ? 'NONE' : 'PAID';
      await tx.query(sql.unsafe`
        INSERT INTO efile_submissions (submission_id, transaction_number, status, efile_type, name, email, address1,
          address2, city, state, zip, acknowledged, image_key, number_of_pages, first_page_cents,
          additional_pages_cents, surcharge_cents, total_cents, payment_method, payment_status, account_id, user_id,
          charge_id, provider, transaction_id, submitted_at)
        VALUES (${d.submissionId}, ${d.transactionNumber}, 'NEW', ${d.efileType}, ${filer.name}, ${filer.email},
          ${filer.address1}, ${filer.address2}, ${filer.city}, ${filer.state}, ${filer.zip}, ${filer.acknowledged},
          ${d.imageKey}, ${d.numberOfPages}, ${charges.firstPageCents}, ${charges.additionalPagesCents},
          ${charges.surchargeCents}, ${charges.totalCents}, ${payment.method}, ${paymentStatus}, ${payment.accountId},
          ${payment.userId}, ${payment.chargeId}, ${payment.provider}, ${payment.transactionId}, ${at})
        ON CONFLICT (submission_id) DO NOTHING`);
      return;
    }
    case 'EfileAccepted':
      await tx.query(sql.unsafe`
        UPDATE efile_submissions SET status = 'ACCEPTED', decided_at = ${at}, decided_by = ${event.data.by.username},
          acceptance_note = ${event.data.note}
        WHERE submission_id = ${event.data.submissionId}`);
      return;
    case 'EfileRejected':
      await tx.query(sql.unsafe`
        UPDATE efile_submissions SET status = 'REJECTED', decided_at = ${at}, decided_by = ${event.data.by.username},
          rejection_reason = ${event.data.reason}, rejection_note = ${event.data.note}
        WHERE submission_id = ${event.data.submissionId}`);
      return;
    case 'EfilePaymentRefunded':
      await tx.query(sql.unsafe`
        UPDATE efile_submissions SET payment_status = ${event.data.how} WHERE submission_id = ${event.data.submissionId}`);
      return;
    case 'EfileChargeReversed':
      // A card charge recorded on the account is also refunded by the provider: REFUNDED/VOIDED says more.
      await tx.query(sql.unsafe`
        UPDATE efile_submissions SET payment_status = 'REVERSED'
        WHERE submission_id = ${event.data.submissionId} AND payment_status = 'PAID'`);
      return;
    default: {
      const unknown: never = event;
      throw new Error(`The e-file submissions have no case for ${JSON.stringify(unknown)}`);
    }
  }
}

/** The recorder's list of e-file submissions: inline, so the list shows a submission or a decision at once. */
export const efileSubmissionsProjection: Projection = {
  name: 'efile-submissions',
  tables: ['efile_submissions'],
  eventTypes: efileEventTypes,
  mode: 'inline',
  async apply(tx, events) {
    for (const event of events) await applyOne(tx, event);
  },
};
