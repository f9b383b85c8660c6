import type { AccountDocType, AccountRecord, PageAccess } from '@landrecords/contracts/accounts/account';
import { codeDescriptions, searchTypes, type AccountType, type PaymentMethod } from '@landrecords/contracts/codes';
import { formatDollars } from '@landrecords/contracts/money';
import { sql, type Queryable } from '../platform/database';
import { accountDetailsOfRow } from './account.state';
import { currentPeriodStart } from './billing-period';

type Row = Record<string, unknown>;

function toRecord(row: Row, periodStart: string): AccountRecord {
  const accountType = row.account_type as AccountType;
  const paymentMethod = row.payment_method as PaymentMethod;
  const lastBilled = (row.last_billed as string | null) ?? null;
  const lastImageRenewal = (row.last_image_renewal as string | null) ?? null;
  return {
    id: Number(row.id),
    name: String(row.name),
    accountType,
    accountTypeDescription: codeDescriptions.accountType[accountType],
    paymentMethod,
    paymentMethodDescription: codeDescriptions.paymentMethod[paymentMethod],
    monthlyFee: Number(row.monthly_fee_cents) / 100,
    monthlyFeeDescription: formatDollars(Number(row.monthly_fee_cents)),
    ...accountDetailsOfRow(row),
    status: row.status as 'A' | 'I',
    imagesRemaining: Number(row.images_remaining),
    escrowBalanceCents: Number(row.escrow_balance_cents ?? 0),
    periodChargesCents: Number(row.unbilled_charges_cents ?? 0),
    lastBilled,
    lastImageRenewal,
    lastTasks: (row.last_tasks as string | null) ?? null,
    // Every account is billed: a la carte accounts too have invoiced charges and a monthly fee to state.
    needsBilling: row.status === 'A' && (lastBilled === null || lastBilled < periodStart),
    needsImageRenewal:
      row.status === 'A' && accountType === 'FLAT_FEE' && (lastImageRenewal === null || lastImageRenewal < periodStart),
    userCount: Number(row.user_count ?? 0),
  };
}

const selectAccounts = sql.fragment`
  SELECT a.*, (SELECT count(*) FROM users u WHERE u.account_id = a.id) AS user_count FROM accounts a`;

export async function findAccount(db: Queryable, id: number): Promise<AccountRecord | null> {
  const row = await db.maybeOne(sql.unsafe`${selectAccounts} WHERE a.id = ${id}`);
  return row ? toRecord(row, await currentPeriodStart(db)) : null;
}

export type AccountSort = {
  field: 'name' | 'accountType' | 'paymentMethod' | 'monthlyFee' | 'id';
  order: 'ASC' | 'DESC';
};
const sortColumns: Record<AccountSort['field'], string> = {
  id: 'id',
  name: 'name',
  accountType: 'account_type',
  paymentMethod: 'payment_method',
  monthlyFee: 'monthly_fee_cents',
};

export type AccountQuery = {
  filterText?: string;
  statusType?: 'ALL' | 'A' | 'NB' | 'NIR' | 'I';
  ids?: readonly number[];
  sort?: AccountSort;
  range?: [number, number];
};

/** The account list (002 §2.4): filter text over name, LandLink account, city and email; status or task needs. */
export async function listAccounts(
  db: Queryable,
  query: AccountQuery = {},
): Promise<{ rows: AccountRecord[]; total: number }> {
  const periodStart = await currentPeriodStart(db);
  const text = `%${(query.filterText ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const conditions = [
    sql.fragment`(a.name ILIKE ${text} OR a.landlink_account ILIKE ${text} OR a.city ILIKE ${text} OR a.email ILIKE ${text})`,
  ];
  const status = query.statusType ?? 'ALL';
  if (status === 'A' || status === 'I') conditions.push(sql.fragment`a.status = ${status}`);
  if (status === 'NB') {
    conditions.push(sql.fragment`a.status = 'A'
      AND (a.last_billed IS NULL OR a.last_billed < ${periodStart}::timestamptz)`);
  }
  if (status === 'NIR') {
    conditions.push(sql.fragment`a.status = 'A' AND a.account_type = 'FLAT_FEE'
      AND (a.last_image_renewal IS NULL OR a.last_image_renewal < ${periodStart}::timestamptz)`);
  }
  if (query.ids) conditions.push(sql.fragment`a.id = ANY(${sql.array([...query.ids], 'int8')})`);
  const where = sql.join(conditions, sql.fragment` AND `);
  const sort = query.sort ?? { field: 'name', order: 'ASC' };
  const order = sql.fragment`${sql.identifier(['a', sortColumns[sort.field]])} ${sort.order === 'DESC' ? sql.fragment`DESC` : sql.fragment`ASC`}, a.id`;
  const [from, to] = query.range ?? [0, 9999];
  const rows = await db.any(sql.unsafe`
    ${selectAccounts} WHERE ${where} ORDER BY ${order} OFFSET ${from} LIMIT ${Math.max(0, to - from + 1)}`);
  const total = Number(await db.oneFirst(sql.unsafe`SELECT count(*) FROM accounts a WHERE ${where}`));
  return { rows: rows.map((row) => toRecord(row, periodStart)), total };
}

export async function accountDocTypes(db: Queryable, accountId: number): Promise<AccountDocType[]> {
  const rows = await db.maybeOneFirst(sql.unsafe`SELECT doc_types FROM accounts WHERE id = ${accountId}`);
  return (rows as AccountDocType[] | null) ?? [];
}

/** Every search allowed until the county sets the account's page access. */
export async function accountPageAccess(db: Queryable, accountId: number): Promise<PageAccess> {
  const stored = (await db.maybeOneFirst(
    sql.unsafe`SELECT page_access FROM accounts WHERE id = ${accountId}`,
  )) as Partial<PageAccess> | null;
  return Object.fromEntries(searchTypes.map((type) => [type, stored?.[type] ?? true])) as PageAccess;
}

/** The accounts as a lookup list (code and description). */
export async function accountCodeList(
  db: Queryable,
  ids?: readonly number[],
): Promise<Array<{ code: string; description: string }>> {
  const rows = await db.any(sql.unsafe`
    SELECT id, name FROM accounts ${ids ? sql.fragment`WHERE id = ANY(${sql.array([...ids], 'int8')})` : sql.fragment``}
    ORDER BY lower(name), id`);
  return rows.map((row) => ({ code: String(row.id), description: String(row.name) }));
}

/** Accounts by name among these (the ones a caller manages), for the selection modal: at most 100 (001 §2.22). */
export async function accountsCodeDescription(
  db: Queryable,
  accountIds: readonly number[],
  filterText: string,
): Promise<Array<{ code: string; description: string }>> {
  if (accountIds.length === 0) return [];
  const text = `%${filterText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.any(sql.unsafe`
    SELECT id, name FROM accounts WHERE name ILIKE ${text} AND id = ANY(${sql.array([...accountIds], 'int8')})
    ORDER BY lower(name), id LIMIT 100`);
  return rows.map((row) => ({ code: String(row.id), description: String(row.name) }));
}

/** The active accounts a billing run goes through, in id order. */
export async function activeAccountIds(db: Queryable): Promise<number[]> {
  const ids = await db.anyFirst(sql.unsafe`SELECT id FROM accounts WHERE status = 'A' ORDER BY id`);
  return ids.map(Number);
}
