import type { AccountDocType } from '@landrecords/contracts/accounts/account';
import type { AccountType, PaymentMethod, Role, SearchType, UserStatus } from '@landrecords/contracts/codes';
import type { CountyConfig } from '@landrecords/contracts/config/index';
import { countyConfigAt, countyConfigVersion } from '../config/index';
import { sql, type Queryable } from '../platform/database';

/**
 * The signed-in caller as the read models have it at the moment of the call: the user (while not deleted), the
 * account's document types and page access, and the county configuration in force. Every signed-in call gets it
 * with its session, in the session's one query.
 */
export type Caller = {
  user: {
    id: number;
    role: Role;
    status: UserStatus;
    accountId: number;
    viewJudicialProtection: boolean;
    docTypes: AccountDocType[];
    pageAccess: Partial<Record<SearchType, boolean>>;
    /** The account's balances as the header shows them (000 §2); null without an account. */
    account: {
      accountType: AccountType;
      paymentMethod: PaymentMethod;
      imagesRemaining: number;
      escrowBalanceCents: number;
      periodChargesCents: number;
    } | null;
  } | null;
  county: CountyConfig;
};

type CallerRow = {
  user: (Omit<NonNullable<Caller['user']>, 'docTypes'> & { docTypes: AccountDocType[] | null }) | null;
  configVersion: number;
};

/** A column of the session's query (`auth_sessions s`): the caller's user, account and configuration version. */
export const callerColumn = sql.fragment`jsonb_build_object(
  'user', (
    SELECT jsonb_build_object('id', u.id, 'role', u.role, 'status', u.status, 'accountId', u.account_id,
      'viewJudicialProtection', u.view_judicial_protection, 'docTypes', a.doc_types, 'pageAccess', a.page_access,
      'account', CASE WHEN a.id IS NOT NULL THEN jsonb_build_object('accountType', a.account_type,
        'paymentMethod', a.payment_method, 'imagesRemaining', a.images_remaining,
        'escrowBalanceCents', a.escrow_balance_cents, 'periodChargesCents', a.unbilled_charges_cents) END)
    FROM users u LEFT JOIN accounts a ON a.id = u.account_id
    WHERE s.user_id ~ '^[0-9]{1,18}$' AND u.id = s.user_id::bigint),
  'configVersion', ${countyConfigVersion})`;

/** The caller of what `callerColumn` read: the configuration from the process's copy, read again only when saved since. */
export async function callerOf(db: Queryable, column: unknown): Promise<Caller> {
  const row = column as CallerRow;
  const county = await countyConfigAt(db, Number(row.configVersion));
  const user = row.user
    ? {
        ...row.user,
        id: Number(row.user.id),
        accountId: Number(row.user.accountId),
        docTypes: row.user.docTypes ?? [],
        pageAccess: row.user.pageAccess ?? {},
      }
    : null;
  return { user, county };
}
