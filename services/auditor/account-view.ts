import type { AuditBalances, AuditEvent, AuditView } from '@landrecords/contracts/auditor/view';
import { accountAdminMessages } from '@landrecords/contracts/accounts/messages';
import { landLinkStreamId } from '@landrecords/contracts/landlink/events';
import { initialAccountState, type AccountState } from '@landrecords/projections/accounts/index';
import type { Queryable } from '@landrecords/projections/platform/database';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';
import { UserFacingError } from '../platform/http/errors';
import { accountStreamId } from '../accounts/index';
import { accountFieldsOf, balancesOf, foldAccountEvent } from './account-fold';
import { amountOf, auditEventOf, eventLinesOf } from './event-lines';
import { allEventsOf, inLogOrder, recordedBy, streamBatches } from './stream-batches';

export type AccountTimeline = {
  /** Each event of the account's stream with the balances the fold left after it. */
  steps: Array<{ event: RecordedEvent; balances: AuditBalances | null }>;
  /** The account as of the moment, and how many of its events that folded. */
  asOf: { account: AccountState; version: number };
  /** The account now. */
  account: AccountState;
};

/** An account stream folded event by event, read in batches. */
export async function accountTimeline(db: Queryable, accountId: number, asOf?: string): Promise<AccountTimeline> {
  const by = recordedBy(asOf);
  let account = initialAccountState();
  let then = { account, version: 0 };
  const steps: AccountTimeline['steps'] = [];
  for await (const batch of streamBatches(db, accountStreamId(accountId)))
    for (const event of batch) {
      account = foldAccountEvent(account, event);
      if (by(event)) then = { account, version: event.streamPosition };
      steps.push({ event, balances: balancesOf(account) });
    }
  return { steps, asOf: then, account };
}

const identity = new Set(['accountId']);

/**
 * An account's events in the log's order (its own stream, and what LandLink accepted of its charges), each
 * with the balances the account stream's fold leaves after it; up to `asOf` when given, and its state then.
 */
export async function accountView(
  db: Queryable,
  accountId: number,
  asOf: string | undefined,
): Promise<Omit<AuditView, 'chainHead'>> {
  const timeline = await accountTimeline(db, accountId, asOf);
  if (timeline.steps.length === 0) throw new UserFacingError(accountAdminMessages.noSuchAccount, 404);
  const postings = await allEventsOf(db, landLinkStreamId(accountId));
  const after = new Map(timeline.steps.map((step) => [step.event.id, step.balances]));
  let balances: AuditBalances | null = null;
  const events = [...timeline.steps.map((step) => step.event), ...postings]
    .filter(recordedBy(asOf))
    .sort(inLogOrder)
    .map((event, index): AuditEvent => {
      if (after.has(event.id)) balances = after.get(event.id)!;
      return {
        seq: index + 1,
        ...auditEventOf(event, eventLinesOf(event, identity)),
        amountCents: amountOf(event),
        balances,
      };
    });
  const { account, version } = timeline.asOf;
  return {
    kind: 'account',
    id: String(accountId),
    title: timeline.account.exists ? timeline.account.name : String(accountId),
    streams: [accountStreamId(accountId), landLinkStreamId(accountId)],
    events,
    state: {
      at: asOf ?? null,
      version,
      exists: account.exists && !account.deleted,
      fields: accountFieldsOf(account),
      balances: balancesOf(account),
    },
  };
}
