import type { DatabaseTransactionConnection } from 'slonik';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import type { LedgerEvent } from '@landrecords/contracts/payments/ledger-events';
import { accountsProjection } from '@landrecords/projections/accounts/index';
import {
  ledgerProjection,
  ledgerSnapshotOf,
  type LedgerReads,
  type LedgerSnapshot,
} from '@landrecords/projections/payments/index';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import { ConcurrencyError, type RecordedEvent } from '@landrecords/projections/platform/eventstore/index';
import { appendWithInlineProjections } from '../../projections/platform/inline';
import { accountStreamId } from './account.events';
import { lockStream } from '../platform/commands/handle-command';
import { UserFacingError } from '../platform/http/errors';
import { paymentMessages as m } from '@landrecords/contracts/payments/messages';

export type LedgerDecision<Result> = { events: LedgerEvent[]; result: Result };

/**
 * A money decision on an account: under the stream's lock, `decide` gets the balances the account's row holds
 * at the stream's version, with what `reads` asks for (read in the same statement), and answers the events
 * and a result; they are appended at that version with the account and ledger read models. The state is one row,
 * not a replay of every purchase: the 10,000th purchase decides as fast as the first.
 */
export async function decideOnLedger<Result>(
  pool: DatabasePool,
  accountId: number,
  metadata: EventMetadata,
  decide: (tx: DatabaseTransactionConnection, state: LedgerSnapshot) => Promise<LedgerDecision<Result>>,
  reads: LedgerReads = {},
): Promise<Result & { events: RecordedEvent[] }> {
  const streamId = accountStreamId(accountId);
  for (let attempt = 1; ; attempt++) {
    try {
      return await pool.transaction(async (tx) => {
        await lockStream(tx, streamId);
        const state = await ledgerSnapshotOf(tx, accountId, reads);
        if (!state) throw new UserFacingError(m.noAccount, 403);
        if (state.status !== 'A') throw new UserFacingError(m.accountInactive, 403);
        const { events, result } = await decide(tx, state);
        if (events.length === 0) return { ...result, events: [] };
        const appended = await appendWithInlineProjections(
          tx,
          streamId,
          events.map((event) => ({ ...event, metadata })),
          state.version,
          [accountsProjection, ledgerProjection],
        );
        return { ...result, events: appended.events };
      });
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= 3) throw error;
    }
  }
}

/**
 * Appends a money event that is decided by nothing but its id (a deposit the provider confirmed, an add-on
 * bought): once, whatever retries or double clicks bring it again.
 */
export const recordOnce = (
  pool: DatabasePool,
  accountId: number,
  metadata: EventMetadata,
  chargeId: string,
  event: LedgerEvent,
) =>
  decideOnLedger(
    pool,
    accountId,
    metadata,
    async (_tx, snapshot) => ({ events: snapshot.charged ? [] : [event], result: {} }),
    { chargeId },
  );
