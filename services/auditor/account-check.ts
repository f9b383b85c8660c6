import { ledgerEventTypes } from '@landrecords/contracts/payments/ledger-events';
import { billingOf, type ExistingAccount } from '@landrecords/projections/accounts/index';
import { statementsOf } from '@landrecords/projections/billing/index';
import { ledgerStateOf } from '@landrecords/projections/payments/index';
import type { Queryable } from '@landrecords/projections/platform/database';
import { accountStreamId, type Ledger } from '../accounts/index';
import { LedgerReplay } from './account-fold';
import { LOG, type Differences } from './differences';
import { amountOf } from './event-lines';
import { authorizationRowsOf, purchasedPagesOf, transactionRowsOf } from './read-models';
import { streamBatches } from './stream-batches';

/** The ledger events that write an account_transactions row: all but a card preauthorization's (its own table). */
const transactionTypes = new Set<string>(
  ledgerEventTypes.filter((type) => type !== 'CardAuthorized' && type !== 'CardAuthorizationClosed'),
);

type Statement = { number: number; month: string; opening: number; charges: number; payments: number; closing: number };

/**
 * Replays an account's stream with the ledger's own fold (evolveLedger), batch by batch, and compares what it
 * gives with the read models: the accounts row (settings, balances, version), the ledger's transactions, bought
 * pages and card preauthorizations, and each statement, whose totals are recomputed from the stream (the
 * balances the fold held when it was issued) and compared with both the statement event and its row.
 */
export async function checkAccount(db: Queryable, accountId: number, differences: Differences): Promise<number> {
  const replay = new LedgerReplay();
  const transactions = new Map<string, { chargeId: string | undefined; amountCents: number | null }>();
  const statements: Statement[] = [];
  for await (const batch of streamBatches(db, accountStreamId(accountId)))
    for (const event of batch) {
      const before = replay.ledger.account;
      // The id the fold recorded for it (an order's, a deposit's, an add-on's): what makes it happen once.
      const [chargeId] = replay.fold(event);
      if (transactionTypes.has(event.type)) transactions.set(event.id, { chargeId, amountCents: amountOf(event) });
      if (event.type === 'StatementIssued' && before.exists) {
        statements.push(recomputed(before, event.data as Record<string, unknown>, differences, accountId));
      }
    }
  const { ledger } = replay;
  await compareAccountRow(db, accountId, ledger, differences);
  await compareTransactions(db, accountId, transactions, differences);
  await compareLedgerKeys(db, accountId, ledger, differences);
  await compareStatements(db, accountId, statements, differences);
  return ledger.version;
}

/** A statement's totals from the fold before it: the last closing balance, the period's charges and payments. */
function recomputed(
  account: ExistingAccount,
  issued: Record<string, unknown>,
  differences: Differences,
  accountId: number,
): Statement {
  const billing = billingOf(account);
  const opening = billing.statementBalanceCents;
  const charges = account.unbilledChargesCents;
  const payments = billing.periodPaymentsCents;
  const statement = {
    number: Number(issued.number),
    month: String(issued.month),
    opening,
    charges,
    payments,
    closing: opening + charges - payments,
  };
  // The statement the log holds must say what its own stream says.
  const key = `account ${accountId}, statement ${statement.number}`;
  differences.compare(LOG, key, 'StatementIssued.openingBalanceCents', opening, issued.openingBalanceCents);
  differences.compare(LOG, key, 'StatementIssued.chargesCents', charges, issued.chargesCents);
  differences.compare(LOG, key, 'StatementIssued.paymentsCents', payments, issued.paymentsCents);
  differences.compare(LOG, key, 'StatementIssued.closingBalanceCents', statement.closing, issued.closingBalanceCents);
  return statement;
}

async function compareAccountRow(db: Queryable, accountId: number, ledger: Ledger, differences: Differences) {
  const key = `account ${accountId}`;
  const row = await ledgerStateOf(db, accountId);
  const replayed = ledger.account.exists && !ledger.account.deleted ? ledger.account : null;
  if (!row || !replayed) {
    if (row || replayed) differences.row('accounts', key, replayed !== null);
    else differences.readModels.add('accounts');
    return;
  }
  const { version, ...stored } = row;
  const folded = { ...replayed, ...billingOf(replayed) };
  const read = { ...stored, ...billingOf(stored) } as Record<string, unknown>;
  for (const field of Object.keys(folded).filter((name) => name !== 'exists' && name !== 'deleted'))
    differences.compare('accounts', key, field, (folded as Record<string, unknown>)[field], read[field]);
  differences.compare('accounts', key, 'version', ledger.version, version);
}

async function compareTransactions(
  db: Queryable,
  accountId: number,
  replayed: Map<string, { chargeId: string | undefined; amountCents: number | null }>,
  differences: Differences,
) {
  const rows = new Map((await transactionRowsOf(db, accountId)).map((row) => [row.eventId, row]));
  differences.readModels.add('account_transactions');
  for (const [eventId, expected] of replayed) {
    const row = rows.get(eventId);
    const key = `event ${eventId}`;
    if (!row) {
      differences.row('account_transactions', key, true);
      continue;
    }
    differences.compare('account_transactions', key, 'amount_cents', expected.amountCents, row.amountCents);
    differences.compare('account_transactions', key, 'charge_id', expected.chargeId ?? null, row.chargeId);
  }
  for (const eventId of rows.keys())
    if (!replayed.has(eventId)) differences.row('account_transactions', `event ${eventId}`, false);
}

/** The ledger's keyed part: each document's bought pages, and the users' open card preauthorizations. */
async function compareLedgerKeys(db: Queryable, accountId: number, ledger: Ledger, differences: Differences) {
  const pages = await purchasedPagesOf(db, accountId);
  differences.readModels.add('purchased_pages');
  for (const documentKey of new Set([...ledger.purchased.keys(), ...pages.keys()])) {
    const replayed = [...(ledger.purchased.get(documentKey) ?? [])].sort((a, b) => a - b);
    differences.compare('purchased_pages', `document ${documentKey}`, 'pages', replayed, pages.get(documentKey) ?? []);
  }
  const open = (await authorizationRowsOf(db, accountId)).filter((row) => row.open);
  differences.readModels.add('card_authorizations');
  const replayedOpen = new Map([...ledger.authorizations.values()].map((a) => [a.authorizationId, a]));
  for (const row of open) {
    const replayed = replayedOpen.get(row.authorizationId);
    const key = `authorization ${row.authorizationId}`;
    if (!replayed) differences.compare('card_authorizations', key, 'open', false, true);
    else differences.compare('card_authorizations', key, 'used_cents', replayed.usedCents, row.usedCents);
  }
  for (const id of replayedOpen.keys())
    if (!open.some((row) => row.authorizationId === id))
      differences.compare('card_authorizations', `authorization ${id}`, 'open', true, false);
}

async function compareStatements(db: Queryable, accountId: number, replayed: Statement[], differences: Differences) {
  const rows = new Map((await statementsOf(db, accountId)).map((row) => [row.number, row]));
  differences.readModels.add('statements');
  for (const statement of replayed) {
    const key = `account ${accountId}, statement ${statement.number}`;
    const row = rows.get(statement.number);
    if (!row) {
      differences.row('statements', key, true);
      continue;
    }
    differences.compare('statements', key, 'month', statement.month, row.month);
    differences.compare('statements', key, 'opening_balance_cents', statement.opening, row.openingBalanceCents);
    differences.compare('statements', key, 'charges_cents', statement.charges, row.chargesCents);
    differences.compare('statements', key, 'payments_cents', statement.payments, row.paymentsCents);
    differences.compare('statements', key, 'closing_balance_cents', statement.closing, row.closingBalanceCents);
  }
  for (const number of rows.keys())
    if (!replayed.some((statement) => statement.number === number))
      differences.row('statements', `account ${accountId}, statement ${number}`, false);
}
