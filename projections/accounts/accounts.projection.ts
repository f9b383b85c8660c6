import type { AccountFields } from '@landrecords/contracts/accounts/account';
import { accountEventTypes, type AccountEvent } from '@landrecords/contracts/accounts/events';
import { sql } from '../platform/database';
import type { RecordedEvent } from '../platform/eventstore/index';
import type { DatabaseTransactionConnection } from 'slonik';
import { assignmentsOf } from '../platform/assignments';
import type { Projection } from '../platform/projection';

const columnOf: Record<keyof AccountFields, string> = {
  name: 'name',
  accountType: 'account_type',
  paymentMethod: 'payment_method',
  monthlyFee: 'monthly_fee_cents',
  flatFeeRateLevel: 'flat_fee_rate_level',
  address: 'address',
  city: 'city',
  state: 'state',
  zip: 'zip',
  phone: 'phone',
  email: 'email',
  landLinkAccount: 'landlink_account',
  postToLandLink: 'post_to_landlink',
  userReload: 'user_reload',
};

/** What a charge takes from the account's balances: escrow, the image allowance, or the unbilled charges. */
function chargeAssignment(charge: Extract<AccountEvent, { type: 'AccountCharged' }>['data']) {
  switch (charge.method) {
    case 'ESCROW':
      return sql.fragment`escrow_balance_cents = escrow_balance_cents - ${charge.amountCents}`;
    case 'FLAT_FEE':
      return sql.fragment`images_remaining = images_remaining - ${charge.images}`;
    default:
      return sql.fragment`unbilled_charges_cents = unbilled_charges_cents + ${charge.amountCents}`;
  }
}

async function applyOne(tx: DatabaseTransactionConnection, recorded: RecordedEvent) {
  const event = { type: recorded.type, data: recorded.data } as AccountEvent;
  const id = event.data.accountId;
  const update = (assignments: Parameters<typeof sql.join>[1] | ReturnType<typeof sql.join>) =>
    tx.query(sql.unsafe`
      UPDATE accounts SET ${assignments}, updated_at = ${recorded.recordedAt}, version = ${recorded.streamPosition}
      WHERE id = ${id}`);
  switch (event.type) {
    case 'AccountCreated': {
      const a = event.data;
      await tx.query(sql.unsafe`
        INSERT INTO accounts (id, name, account_type, payment_method, status, monthly_fee_cents, flat_fee_rate_level,
          address, city, state, zip, phone, email, landlink_account, post_to_landlink, user_reload,
          created_at, updated_at, version)
        VALUES (${id}, ${a.name}, ${a.accountType}, ${a.paymentMethod}, 'A', ${a.monthlyFee}, ${a.flatFeeRateLevel},
          ${a.address}, ${a.city}, ${a.state}, ${a.zip}, ${a.phone}, ${a.email}, ${a.landLinkAccount},
          ${a.postToLandLink}, ${a.userReload}, ${recorded.recordedAt}, ${recorded.recordedAt}, ${recorded.streamPosition})`);
      return;
    }
    case 'AccountChanged': {
      const assignments = assignmentsOf(event.data.changes, columnOf);
      if (assignments) await update(assignments);
      return;
    }
    case 'AccountStatusChanged':
      await update(sql.fragment`status = ${event.data.status}`);
      return;
    case 'AccountDeleted':
      await tx.query(sql.unsafe`DELETE FROM accounts WHERE id = ${id}`);
      return;
    case 'AccountDocTypesSet':
      await update(sql.fragment`doc_types = ${JSON.stringify(event.data.docTypes)}::jsonb`);
      return;
    case 'AccountPageAccessSet':
      await update(sql.fragment`page_access = ${JSON.stringify(event.data.access)}::jsonb`);
      return;
    case 'AccountFlatFeeUsageSet':
      await update(sql.fragment`images_remaining = ${event.data.imagesRemaining}`);
      return;
    case 'AccountTasksMarked': {
      const d = event.data;
      await update(sql.fragment`
        last_billed = coalesce(${d.billedAt ?? null}::timestamptz, last_billed),
        last_image_renewal = coalesce(${d.imagesRenewedAt ?? null}::timestamptz, last_image_renewal),
        last_tasks = coalesce(${d.tasksRunAt ?? null}::timestamptz, last_tasks),
        images_remaining = coalesce(${d.imagesRemaining ?? null}::integer, images_remaining),
        unbilled_charges_cents = CASE WHEN ${d.billedAt ?? null}::timestamptz IS NULL THEN unbilled_charges_cents ELSE 0 END,
        unlimited_images = unlimited_images AND ${d.imagesRenewedAt ?? null}::timestamptz IS NULL`);
      return;
    }
    case 'EscrowDeposited':
      await update(sql.fragment`escrow_balance_cents = escrow_balance_cents + ${event.data.amountCents}`);
      return;
    case 'AccountCharged':
      await update(chargeAssignment(event.data));
      return;
    case 'FlatFeeAddOnBought': {
      const { images, costCents } = event.data;
      await update(sql.fragment`unbilled_charges_cents = unbilled_charges_cents + ${costCents},
        images_remaining = images_remaining + ${images ?? 0}, unlimited_images = unlimited_images OR ${images === null}`);
      return;
    }
    case 'CardAuthorized':
    case 'CardAuthorizationClosed':
      await update(sql.fragment`name = name`);
      return;
    case 'AccountTasksCleared':
      await update(sql.fragment`last_billed = NULL, last_image_renewal = NULL, last_tasks = NULL`);
      return;
  }
}

/** The accounts table, kept inline so the lists and sign-in see a save at once. */
export const accountsProjection: Projection = {
  name: 'accounts',
  tables: ['accounts'],
  eventTypes: accountEventTypes,
  mode: 'inline',
  async apply(tx, events) {
    for (const event of events) await applyOne(tx, event);
  },
};
