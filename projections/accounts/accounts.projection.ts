import { accountEventTypes, type AccountEvent } from '@landrecords/contracts/accounts/events';
import { sql } from '../platform/database';
import type { RecordedEvent } from '../platform/eventstore/index';
import type { DatabaseTransactionConnection } from 'slonik';
import { accountStateOfRow, billingOf, evolveAccount, initialAccountState, type AccountState } from './account.state';
import type { Projection } from '../platform/projection';

/**
 * Writes the account's row from its state: every column from `evolveAccount`'s output, at the stream's version.
 * A deleted account leaves the table.
 */
async function writeRow(
  tx: DatabaseTransactionConnection,
  accountId: number,
  state: AccountState,
  last: RecordedEvent,
) {
  if (!state.exists || state.deleted) {
    await tx.query(sql.unsafe`DELETE FROM accounts WHERE id = ${accountId}`);
    return;
  }
  const a = { ...state, ...billingOf(state) };
  await tx.query(sql.unsafe`
    INSERT INTO accounts (id, name, account_type, payment_method, status, monthly_fee_cents, flat_fee_rate_level,
      address, city, state, zip, phone, email, landlink_account, post_to_landlink, user_reload, doc_types,
      page_access, images_remaining, unlimited_images, escrow_balance_cents, unbilled_charges_cents, last_billed,
      last_image_renewal, last_tasks, billed_month, statement_number, statement_balance_cents, last_statement_end,
      period_payments_cents, created_at, updated_at, version)
    VALUES (${accountId}, ${a.name}, ${a.accountType}, ${a.paymentMethod}, ${a.status}, ${a.monthlyFee},
      ${a.flatFeeRateLevel}, ${a.address}, ${a.city}, ${a.state}, ${a.zip}, ${a.phone}, ${a.email},
      ${a.landLinkAccount}, ${a.postToLandLink}, ${a.userReload}, ${JSON.stringify(a.docTypes)}::jsonb,
      ${a.pageAccess === null ? null : JSON.stringify(a.pageAccess)}::jsonb, ${a.imagesRemaining},
      ${a.unlimitedImages}, ${a.escrowBalanceCents}, ${a.unbilledChargesCents}, ${a.lastBilled}::timestamptz,
      ${a.lastImageRenewal}::timestamptz, ${a.lastTasks}::timestamptz, ${a.billedMonth}, ${a.statementNumber},
      ${a.statementBalanceCents}, ${a.lastStatementEnd}::timestamptz, ${a.periodPaymentsCents}, ${last.recordedAt},
      ${last.recordedAt},
      ${last.streamPosition})
    ON CONFLICT (id) DO UPDATE SET name = excluded.name, account_type = excluded.account_type,
      payment_method = excluded.payment_method, status = excluded.status,
      monthly_fee_cents = excluded.monthly_fee_cents, flat_fee_rate_level = excluded.flat_fee_rate_level,
      address = excluded.address, city = excluded.city, state = excluded.state, zip = excluded.zip,
      phone = excluded.phone, email = excluded.email, landlink_account = excluded.landlink_account,
      post_to_landlink = excluded.post_to_landlink, user_reload = excluded.user_reload,
      doc_types = excluded.doc_types, page_access = excluded.page_access,
      images_remaining = excluded.images_remaining, unlimited_images = excluded.unlimited_images,
      escrow_balance_cents = excluded.escrow_balance_cents, unbilled_charges_cents = excluded.unbilled_charges_cents,
      last_billed = excluded.last_billed, last_image_renewal = excluded.last_image_renewal,
      last_tasks = excluded.last_tasks, billed_month = excluded.billed_month,
      statement_number = excluded.statement_number, statement_balance_cents = excluded.statement_balance_cents,
      last_statement_end = excluded.last_statement_end, period_payments_cents = excluded.period_payments_cents,
      updated_at = excluded.updated_at, version = excluded.version`);
}

async function rowStateOf(tx: DatabaseTransactionConnection, accountId: number): Promise<AccountState> {
  const row = await tx.maybeOne(sql.unsafe`SELECT * FROM accounts WHERE id = ${accountId}`);
  return row ? accountStateOfRow(row) : initialAccountState();
}

/**
 * Folds the events into each account's state and writes its row once. `known` is the state a command decided
 * on (the row it read under the stream's lock): then nothing is read again.
 */
async function applyEvents(
  tx: DatabaseTransactionConnection,
  events: readonly RecordedEvent[],
  known?: { accountId: number; state: AccountState },
) {
  const folded = new Map<number, { state: AccountState; last: RecordedEvent }>();
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as AccountEvent;
    const accountId = event.data.accountId;
    const before =
      folded.get(accountId)?.state ?? (known?.accountId === accountId ? known.state : await rowStateOf(tx, accountId));
    folded.set(accountId, { state: evolveAccount(before, event), last: recorded });
  }
  for (const [accountId, { state, last }] of folded) await writeRow(tx, accountId, state, last);
}

const projection = {
  name: 'accounts',
  tables: ['accounts'],
  eventTypes: accountEventTypes,
  mode: 'inline',
  // 2: the billing columns (a card charge counts as paid on the statement).
  version: 2,
} as const;

/** The accounts table, kept inline so the lists, sign-in and every decision on an account see a change at once. */
export const accountsProjection: Projection = { ...projection, apply: (tx, events) => applyEvents(tx, events) };

/** The accounts projection for a command that read the account's state already: the same fold, no read. */
export const accountsProjectionFrom = (accountId: number, state: AccountState): Projection => ({
  ...projection,
  apply: (tx, events) => applyEvents(tx, events, { accountId, state }),
});
