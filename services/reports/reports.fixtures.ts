import { auditLogProjection } from '@landrecords/projections/audit/index';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import { catchUp } from '@landrecords/projections/platform/runner';
import { countyBillingAt, runLedgerCommand, runTasksOnAccount } from '../accounts/index';
import { recordSignIn } from '../users/index';

/**
 * The tests' own helpers (tests/support: givenAccount, givenUser, logSettled), handed in by the spec files:
 * code outside a spec never imports tests/.
 */
export type TestHelpers = {
  givenAccount: (
    pool: DatabasePool,
    fields: { name: string; paymentMethod?: 'ESCROW' | 'INVOICE' | 'CREDIT_CARD'; monthlyFee?: number },
  ) => Promise<number>;
  givenUser: (
    pool: DatabasePool,
    user: { username: string; accountId: number; role?: 'TRIMIN' | 'COUNTY' | 'ACCOUNT' | 'USER' | 'GUEST' },
  ) => Promise<number>;
  logSettled: (pool: DatabasePool) => Promise<void>;
};

/** Two accounts of the county, their users, and what they did: the rows the reports' tests look for. */
export type ReportCounty = {
  garapan: number;
  susupe: number;
  admin: number;
  ana: number;
  kenji: number;
};

const asUser = (userId: number, username: string, sourceIp: string) => ({
  actor: { userId: String(userId), username, role: 'USER' },
  sourceIp,
});

export async function chargeSearch(
  pool: DatabasePool,
  accountId: number,
  user: { id: number; username: string; ip: string },
  chargeId: string,
  amountCents: number,
) {
  await runLedgerCommand(pool, accountId, asUser(user.id, user.username, user.ip), {
    type: 'ChargeSearch',
    userId: user.id,
    role: 'USER',
    chargeId,
    cardAmountCents: amountCents,
    amountCents,
    description: `Name search ${chargeId}`,
  });
}

/** The audit log caught up with everything written so far (it is an async read model). */
export async function auditLogCaughtUp(pool: DatabasePool, { logSettled }: Pick<TestHelpers, 'logSettled'>) {
  await logSettled(pool);
  await catchUp(pool, auditLogProjection);
}

export async function givenReportCounty(
  pool: DatabasePool,
  { givenAccount, givenUser }: TestHelpers,
): Promise<ReportCounty> {
  const garapan = await givenAccount(pool, { name: 'Garapan Abstract', paymentMethod: 'INVOICE', monthlyFee: 900 });
  const susupe = await givenAccount(pool, { name: 'Susupe Title', paymentMethod: 'INVOICE', monthlyFee: 700 });
  const admin = await givenUser(pool, { username: 'garapan.admin', role: 'ACCOUNT', accountId: garapan });
  const ana = await givenUser(pool, { username: 'ana.cruz01', accountId: garapan });
  const kenji = await givenUser(pool, { username: 'kenji.sato1', accountId: susupe });
  await recordSignIn(pool, ana, 'ENGLISH', asUser(ana, 'ana.cruz01', '10.0.0.7'));
  await recordSignIn(pool, kenji, 'JAPANESE', asUser(kenji, 'kenji.sato1', '10.0.0.9'));
  const anaAt = { id: ana, username: 'ana.cruz01', ip: '10.0.0.7' };
  await chargeSearch(pool, garapan, anaAt, 'ana-1', 250);
  await chargeSearch(pool, garapan, anaAt, 'ana-2', 400);
  await chargeSearch(pool, susupe, { id: kenji, username: 'kenji.sato1', ip: '10.0.0.9' }, 'kenji-1', 300);
  return { garapan, susupe, admin, ana, kenji };
}

/** Bills the account as the billing run does, as of `at` (a later month gives the next statement). */
export async function billAccount(pool: DatabasePool, accountId: number, at: Date) {
  await runTasksOnAccount(
    pool,
    accountId,
    await countyBillingAt(pool, at),
    { bill: true, renew: true, markRun: false },
    { system: 'billing' },
  );
}
