import type { AccountDocType, AccountFields, PageAccess } from '@landrecords/contracts/accounts/account';
import type { AccountEvent } from '@landrecords/contracts/accounts/events';
import type { AccountStatus, AccountType, PaymentMethod } from '@landrecords/contracts/codes';

/**
 * The account stream's one state: its settings and its balances. `evolveAccount` is the only fold of the
 * stream: the commands decide on it, the inline read model (the `accounts` row) is written from it, a purchase
 * answers its new balance from it, and a replay of the log gives it back.
 */
export type ExistingAccount = AccountFields & {
  exists: true;
  deleted: boolean;
  accountId: number;
  status: AccountStatus;
  docTypes: AccountDocType[];
  /** null until the county sets it: every search allowed. */
  pageAccess: PageAccess | null;
  /** Flat-fee images left, and whether an unlimited add-on lifts counting until the next renewal. */
  imagesRemaining: number;
  unlimitedImages: boolean;
  /** Deposits less escrow charges. */
  escrowBalanceCents: number;
  /** Charged since last billed: INVOICE and CREDIT_CARD charges, flat-fee add-ons. */
  unbilledChargesCents: number;
  lastBilled: string | null;
  lastImageRenewal: string | null;
  lastTasks: string | null;
} & Partial<AccountBilling>;

/**
 * Billing (issue 25): the month last billed ('2026-12'), its statement's number and closing balance, when the
 * period it closed ended, and the card charges (paid when made) since. Absent: never billed (`billingOf`).
 */
export type AccountBilling = {
  billedMonth: string | null;
  statementNumber: number;
  statementBalanceCents: number;
  lastStatementEnd: string | null;
  periodPaymentsCents: number;
};
export const billingOf = (account: Partial<AccountBilling>): AccountBilling => ({
  billedMonth: account.billedMonth ?? null,
  statementNumber: account.statementNumber ?? 0,
  statementBalanceCents: account.statementBalanceCents ?? 0,
  lastStatementEnd: account.lastStatementEnd ?? null,
  periodPaymentsCents: account.periodPaymentsCents ?? 0,
});
export type AccountState = { exists: false } | ExistingAccount;

export const initialAccountState = (): AccountState => ({ exists: false });

const isoOrNull = (value: string | null | undefined, otherwise: string | null) =>
  value === undefined || value === null ? otherwise : new Date(value).toISOString();

/** What a charge takes from the balances: escrow, the image allowance, or it goes on the statement. */
function charged(state: ExistingAccount, charge: Extract<AccountEvent, { type: 'AccountCharged' }>['data']) {
  switch (charge.method) {
    case 'ESCROW':
      return { ...state, escrowBalanceCents: state.escrowBalanceCents - charge.amountCents };
    case 'FLAT_FEE':
      return { ...state, imagesRemaining: state.imagesRemaining - charge.images };
    case 'INVOICE':
      return { ...state, unbilledChargesCents: state.unbilledChargesCents + charge.amountCents };
    case 'CREDIT_CARD':
      // On the statement, and paid by the card when made.
      return {
        ...state,
        unbilledChargesCents: state.unbilledChargesCents + charge.amountCents,
        periodPaymentsCents: billingOf(state).periodPaymentsCents + charge.amountCents,
      };
    default:
      return unknownCase(charge.method);
  }
}

/** What a reversed charge gives back: to escrow, or off the statement (and off the card's payments). */
function reversed(state: ExistingAccount, charge: Extract<AccountEvent, { type: 'AccountChargeReversed' }>['data']) {
  switch (charge.method) {
    case 'ESCROW':
      return { ...state, escrowBalanceCents: state.escrowBalanceCents + charge.amountCents };
    case 'INVOICE':
    case 'FLAT_FEE':
      return { ...state, unbilledChargesCents: state.unbilledChargesCents - charge.amountCents };
    case 'CREDIT_CARD':
      return {
        ...state,
        unbilledChargesCents: state.unbilledChargesCents - charge.amountCents,
        periodPaymentsCents: billingOf(state).periodPaymentsCents - charge.amountCents,
      };
    default:
      return unknownCase(charge.method);
  }
}

/** A case left out of a switch over a union is a compile error here, and a loud one at run time. */
export function unknownCase(value: never): never {
  throw new Error(`No case for ${JSON.stringify(value)}`);
}

export function evolveAccount(state: AccountState, event: AccountEvent): AccountState {
  if (event.type === 'AccountCreated') {
    const { accountId, ...fields } = event.data;
    return {
      ...fields,
      exists: true,
      deleted: false,
      accountId,
      status: 'A',
      docTypes: [],
      pageAccess: null,
      imagesRemaining: 0,
      unlimitedImages: false,
      escrowBalanceCents: 0,
      unbilledChargesCents: 0,
      lastBilled: null,
      lastImageRenewal: null,
      lastTasks: null,
      billedMonth: null,
      statementNumber: 0,
      statementBalanceCents: 0,
      lastStatementEnd: null,
      periodPaymentsCents: 0,
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'AccountChanged':
      return { ...state, ...event.data.changes };
    case 'AccountStatusChanged':
      return { ...state, status: event.data.status };
    case 'AccountDeleted':
      return { ...state, deleted: true };
    case 'AccountDocTypesSet':
      return { ...state, docTypes: event.data.docTypes };
    case 'AccountPageAccessSet':
      return { ...state, pageAccess: event.data.access };
    case 'AccountFlatFeeUsageSet':
      return { ...state, imagesRemaining: event.data.imagesRemaining };
    case 'AccountTasksMarked': {
      const marks = event.data;
      return {
        ...state,
        lastBilled: isoOrNull(marks.billedAt, state.lastBilled),
        lastImageRenewal: isoOrNull(marks.imagesRenewedAt, state.lastImageRenewal),
        lastTasks: isoOrNull(marks.tasksRunAt, state.lastTasks),
        imagesRemaining: marks.imagesRemaining ?? state.imagesRemaining,
        // Billing starts a new period's charges; a renewal ends an unlimited add-on.
        unbilledChargesCents: marks.billedAt ? 0 : state.unbilledChargesCents,
        periodPaymentsCents: marks.billedAt ? 0 : billingOf(state).periodPaymentsCents,
        unlimitedImages: state.unlimitedImages && !marks.imagesRenewedAt,
      };
    }
    case 'AccountTasksCleared':
      return { ...state, lastBilled: null, lastImageRenewal: null, lastTasks: null };
    case 'EscrowDeposited':
      return { ...state, escrowBalanceCents: state.escrowBalanceCents + event.data.amountCents };
    case 'AccountCharged':
      return charged(state, event.data);
    case 'AccountChargeReversed':
      return reversed(state, event.data);
    case 'FlatFeeAddOnBought': {
      const { images, costCents } = event.data;
      return {
        ...state,
        unbilledChargesCents: state.unbilledChargesCents + costCents,
        imagesRemaining: state.imagesRemaining + (images ?? 0),
        unlimitedImages: state.unlimitedImages || images === null,
      };
    }
    case 'MonthlyFeeCharged':
      return { ...state, unbilledChargesCents: state.unbilledChargesCents + event.data.amountCents };
    case 'StatementIssued': {
      const statement = event.data;
      return {
        ...state,
        billedMonth: statement.month,
        statementNumber: statement.number,
        statementBalanceCents: statement.closingBalanceCents,
        lastStatementEnd: isoOrNull(statement.periodEnd, null),
        unbilledChargesCents: 0,
        periodPaymentsCents: 0,
      };
    }
    case 'CardAuthorized':
    case 'CardAuthorizationClosed':
      // The preauthorization is the user's (the ledger's keyed state), not a balance of the account.
      return state;
    default:
      return unknownCase(event);
  }
}

/** An `accounts` row's rate level, contact and LandLink columns, as the state and the admin's record both read them. */
export function accountDetailsOfRow(row: Record<string, unknown>) {
  return {
    flatFeeRateLevel: Number(row.flat_fee_rate_level),
    address: String(row.address),
    city: String(row.city),
    state: String(row.state),
    zip: String(row.zip),
    phone: String(row.phone),
    email: String(row.email),
    landLinkAccount: String(row.landlink_account),
    postToLandLink: Boolean(row.post_to_landlink),
    userReload: Boolean(row.user_reload),
  };
}

/** The state an `accounts` row holds: the row is written from `evolveAccount`'s output and read back as it. */
export function accountStateOfRow(row: Record<string, unknown>): ExistingAccount {
  const iso = (value: unknown) =>
    value === null || value === undefined ? null : new Date(String(value)).toISOString();
  return {
    exists: true,
    deleted: false,
    accountId: Number(row.id),
    name: String(row.name),
    accountType: row.account_type as AccountType,
    paymentMethod: row.payment_method as PaymentMethod,
    monthlyFee: Number(row.monthly_fee_cents),
    ...accountDetailsOfRow(row),
    status: row.status as AccountStatus,
    docTypes: (row.doc_types as AccountDocType[] | null) ?? [],
    pageAccess: (row.page_access as PageAccess | null) ?? null,
    imagesRemaining: Number(row.images_remaining),
    unlimitedImages: Boolean(row.unlimited_images),
    escrowBalanceCents: Number(row.escrow_balance_cents),
    unbilledChargesCents: Number(row.unbilled_charges_cents),
    lastBilled: iso(row.last_billed),
    lastImageRenewal: iso(row.last_image_renewal),
    lastTasks: iso(row.last_tasks),
    billedMonth: (row.billed_month as string | null) ?? null,
    statementNumber: Number(row.statement_number ?? 0),
    statementBalanceCents: Number(row.statement_balance_cents ?? 0),
    lastStatementEnd: iso(row.last_statement_end),
    periodPaymentsCents: Number(row.period_payments_cents ?? 0),
  };
}
