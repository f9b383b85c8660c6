import type { DatabasePool, DatabaseTransactionConnection } from 'slonik';
import type { AccountEvent } from '@landrecords/contracts/accounts/events';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { ledgerEventTypes } from '@landrecords/contracts/payments/ledger-events';
import { accountsProjectionFrom } from '@landrecords/projections/accounts/index';
import { ledgerProjection, ledgerSnapshotOf, type LedgerReads } from '@landrecords/projections/payments/index';
import {
  ConcurrencyError,
  postgresEventStore,
  type RecordedEvent,
} from '@landrecords/projections/platform/eventstore/index';
import { lockStream } from '../platform/commands/handle-command';
import { accountStreamId } from './account.events';
import { decideLedger, readsOf, type LedgerCommand, type LedgerOutcome } from './ledger.decide';
import { evolveLedger, ledgerOf, type Ledger } from './ledger.state';

type Db = DatabasePool | DatabaseTransactionConnection;

export type AccountDecision<Result> = { events: AccountEvent[]; result: Result };
export type AccountCommandResult<Result> = {
  result: Result;
  events: RecordedEvent[];
  /** The state the decision was made on, and the state after its events (the same evolve): the answer's balance. */
  before: Ledger;
  after: Ledger;
};

/**
 * The account stream's one write model. Under the stream's lock, the state is read from the `accounts` row (the
 * inline read model, written from `evolveAccount` at the stream's version) with the keys of the ledger the
 * decision asks for, in one statement; `decide` turns it into events, which are appended at that version and
 * folded into the row by the same evolve, without reading it again. No replay: the 100,000th event of an account
 * is decided as fast as the first. A writer that slipped in without the lock makes the append conflict: decided
 * again on the newer state, three times at most.
 */
export async function decideOnAccount<Result>(
  db: Db,
  accountId: number,
  metadata: EventMetadata,
  decide: (ledger: Ledger) => AccountDecision<Result>,
  reads: LedgerReads = {},
): Promise<AccountCommandResult<Result>> {
  const streamId = accountStreamId(accountId);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await lockStream(tx, streamId);
        const before = ledgerOf(await ledgerSnapshotOf(tx, accountId, reads), reads);
        const { events, result } = decide(before);
        if (events.length === 0) return { result, events: [], before, after: before };
        // Appended and projected in the transaction that holds the lock, without a savepoint of their own: a
        // failure rolls the whole decision back, and two fewer round trips are spent while every buyer waits.
        const appended = await postgresEventStore(tx).appendToStream(
          streamId,
          events.map((event) => ({ ...event, metadata })),
          before.version === 0 ? 'no_stream' : before.version,
        );
        await accountsProjectionFrom(accountId, before.account).apply(tx, appended.events);
        const ledgerEvents = appended.events.filter((event) =>
          (ledgerEventTypes as readonly string[]).includes(event.type),
        );
        if (ledgerEvents.length > 0) await ledgerProjection.apply(tx, ledgerEvents);
        return { result, events: appended.events, before, after: events.reduce(evolveLedger, before) };
      });
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= 3) throw error;
    }
  }
}

/**
 * Runs a money command on the account's stream. A command priced on the state (an order's pages) is given as a
 * function of the ledger, with the reads it needs.
 */
export async function runLedgerCommand<Command extends LedgerCommand>(
  db: Db,
  accountId: number,
  metadata: EventMetadata,
  command: Command | ((ledger: Ledger) => Command),
  reads?: LedgerReads,
): Promise<AccountCommandResult<LedgerOutcome<Command>>> {
  return decideOnAccount(
    db,
    accountId,
    metadata,
    (ledger) => {
      const { events, outcome } = decideLedger(ledger, typeof command === 'function' ? command(ledger) : command);
      return { events, result: outcome };
    },
    reads ?? readsOf(command as LedgerCommand),
  );
}
