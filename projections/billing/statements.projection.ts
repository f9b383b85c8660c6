import type { AccountEvent } from '@landrecords/contracts/accounts/events';
import { sql } from '../platform/database';
import type { Projection } from '../platform/projection';

/**
 * The `statements` read model: a row per statement issued. Inline: the billing run writes it in the statement's
 * own transaction (`applyStatements`), so a statement and its row never disagree.
 */
export const statementsProjection: Projection = {
  name: 'statements',
  tables: ['statements'],
  eventTypes: ['StatementIssued'],
  mode: 'inline',
  async apply(tx, events) {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as AccountEvent;
      if (event.type !== 'StatementIssued') continue;
      const s = event.data;
      await tx.query(sql.unsafe`
        INSERT INTO statements (account_id, number, month, period_start, period_end, opening_balance_cents,
          charges_cents, payments_cents, closing_balance_cents, event_id, issued_at)
        VALUES (${s.accountId}, ${s.number}, ${s.month}, ${s.periodStart}::timestamptz, ${s.periodEnd}::timestamptz,
          ${s.openingBalanceCents}, ${s.chargesCents}, ${s.paymentsCents}, ${s.closingBalanceCents}, ${recorded.id},
          ${recorded.recordedAt})
        ON CONFLICT (account_id, number) DO NOTHING`);
    }
  },
};
