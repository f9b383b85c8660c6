import { sql, type DatabasePool } from '../../projections/platform/database';
import { runLedgerCommand } from '../../services/accounts/index';

/**
 * Money put into the demo escrow title company's escrow by `escrow.admin` without a card (its opening balance,
 * a benchmark's or a test's stake), once per id. Resolves with the account and the user.
 */
export async function demoEscrowDeposit(pool: DatabasePool, amountCents: number, depositId: string) {
  const admin = await pool.one(sql.unsafe`SELECT id, account_id FROM users WHERE username = 'escrow.admin'`);
  const [accountId, userId] = [Number(admin.account_id), Number(admin.id)];
  await runLedgerCommand(
    pool,
    accountId,
    { system: 'demo-data' },
    {
      type: 'Deposit',
      userId,
      depositId,
      amountCents,
      surchargeCents: 0,
      provider: 'demo',
      transactionId: depositId,
    },
  );
  return { accountId, userId };
}
