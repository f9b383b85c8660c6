import { ledgerEventTypes, type LedgerEvent } from '@landrecords/contracts/payments/ledger-events';
import type { DatabaseTransactionConnection } from 'slonik';
import { sql } from '../platform/database';
import type { RecordedEvent } from '../platform/eventstore/index';
import type { Projection } from '../platform/projection';

async function applyOne(tx: DatabaseTransactionConnection, recorded: RecordedEvent) {
  const event = { type: recorded.type, data: recorded.data } as LedgerEvent;
  const at = recorded.recordedAt;
  const transaction = (row: {
    kind: string;
    method: string;
    description: string;
    amountCents: number;
    surchargeCents?: number;
    images?: number;
    chargeId: string;
    authorizationId?: string;
  }) =>
    tx.query(sql.unsafe`
      INSERT INTO account_transactions (event_id, account_id, user_id, recorded_at, kind, method, description,
        amount_cents, surcharge_cents, images, charge_id, authorization_id)
      VALUES (${recorded.id}, ${event.data.accountId}, ${event.data.userId}, ${at}, ${row.kind}, ${row.method},
        ${row.description}, ${row.amountCents}, ${row.surchargeCents ?? 0}, ${row.images ?? 0}, ${row.chargeId},
        ${row.authorizationId ?? null})`);
  switch (event.type) {
    case 'EscrowDeposited': {
      const d = event.data;
      await transaction({
        kind: 'DEPOSIT',
        method: 'CREDIT_CARD',
        description: 'Escrow deposit',
        amountCents: d.amountCents,
        surchargeCents: d.surchargeCents,
        chargeId: d.depositId,
      });
      return;
    }
    case 'AccountCharged': {
      const d = event.data;
      await transaction({ ...d, chargeId: d.chargeId });
      if (d.documentKey && d.pages?.length) {
        await tx.query(sql.unsafe`
          INSERT INTO purchased_pages (account_id, document_key, page)
          SELECT ${d.accountId}, ${d.documentKey}, page FROM unnest(${sql.array(d.pages, 'int4')}) AS page
          ON CONFLICT DO NOTHING`);
      }
      if (d.authorizationId) {
        await tx.query(sql.unsafe`
          UPDATE card_authorizations SET used_cents = used_cents + ${d.amountCents}
          WHERE authorization_id = ${d.authorizationId}`);
      }
      return;
    }
    case 'FlatFeeAddOnBought': {
      const d = event.data;
      await transaction({
        kind: 'ADD_ON',
        method: 'INVOICE',
        description: d.images === null ? 'Unlimited images' : `${d.images} image${d.images === 1 ? '' : 's'}`,
        amountCents: d.costCents,
        images: d.images ?? 0,
        chargeId: d.addOnId,
      });
      return;
    }
    case 'AccountChargeReversed': {
      // Kept as the event says it (a positive amount, as the auditor compares it); the report reads REVERSAL as a credit.
      const d = event.data;
      await transaction({
        kind: 'REVERSAL',
        method: d.method,
        description: d.description,
        amountCents: d.amountCents,
        chargeId: d.chargeId,
      });
      return;
    }
    case 'CardAuthorized': {
      const d = event.data;
      await tx.query(sql.unsafe`
        INSERT INTO card_authorizations (authorization_id, account_id, user_id, provider, transaction_id, amount_cents,
          authorized_at)
        VALUES (${d.authorizationId}, ${d.accountId}, ${d.userId}, ${d.provider}, ${d.transactionId}, ${d.amountCents},
          ${at})`);
      return;
    }
    case 'CardAuthorizationClosed':
      await tx.query(sql.unsafe`
        UPDATE card_authorizations SET open = false, captured_cents = ${event.data.capturedCents}, closed_at = ${at}
        WHERE authorization_id = ${event.data.authorizationId}`);
      return;
    default: {
      // A ledger event without a case here is a compile error.
      const unknown: never = event;
      throw new Error(`The ledger has no case for ${JSON.stringify(unknown)}`);
    }
  }
}

/** The accounts' transactions, bought pages and card preauthorizations: inline, a purchase sees the one before. */
export const ledgerProjection: Projection = {
  name: 'ledger',
  tables: ['account_transactions', 'purchased_pages', 'card_authorizations'],
  eventTypes: ledgerEventTypes,
  mode: 'inline',
  async apply(tx, events) {
    for (const event of events) await applyOne(tx, event);
  },
};
