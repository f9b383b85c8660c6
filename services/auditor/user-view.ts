import type { AuditBalances, AuditEvent, AuditLine, AuditView } from '@landrecords/contracts/auditor/view';
import { ledgerEventTypes } from '@landrecords/contracts/payments/ledger-events';
import { userAdminMessages } from '@landrecords/contracts/users/messages';
import type { Queryable } from '@landrecords/projections/platform/database';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';
import { UserFacingError } from '../platform/http/errors';
import { accountStreamId } from '../accounts/index';
import { evolveUser, initialUserState, userStreamId, type UserState } from '../users/index';
import { balancesOf } from './account-fold';
import { accountTimeline, type AccountTimeline } from './account-view';
import { amountOf, auditEventOf, eventLinesOf, linesOf } from './event-lines';
import { inLogOrder, recordedBy, streamBatches } from './stream-batches';

const moneyTypes = new Set<string>(ledgerEventTypes);

/** A user's stream folded with the users capability's own evolve, up to a moment; the events read in batches. */
export async function userTimeline(db: Queryable, userId: number, asOf?: string) {
  const by = recordedBy(asOf);
  let user: UserState = initialUserState();
  let then = { user, version: 0 };
  const events: RecordedEvent[] = [];
  const accounts = new Set<number>();
  for await (const batch of streamBatches(db, userStreamId(userId)))
    for (const event of batch) {
      user = evolveUser(user, event);
      if (by(event)) then = { user, version: event.streamPosition };
      if (user.exists) accounts.add(user.accountId);
      events.push(event);
    }
  return { events, asOf: then, user, accounts };
}

/**
 * The user's fields as the fold leaves them: never the password's hash nor the second factor's secret; the failed
 * sign-ins counted, and whether a second factor is enrolled.
 */
export function userFieldsOf(user: UserState): AuditLine[] {
  if (!user.exists) return [];
  const { exists: _exists, passwordHash: _hash, failures, secondFactor, ...fields } = user;
  return linesOf({ ...fields, failedSignIns: failures.length, secondStepEnrolled: (secondFactor ?? null) !== null });
}

const identity = new Set(['userId']);

/**
 * A user's events in the log's order: its own stream's, and the money it moved on the accounts it belonged to
 * (charges, deposits, add-ons, card preauthorizations), each of those with its account's balances after it as
 * the account stream's fold leaves them. Up to `asOf` when given, and the user and its account's balances then.
 */
export async function userView(
  db: Queryable,
  userId: number,
  asOf: string | undefined,
): Promise<Omit<AuditView, 'chainHead'>> {
  const timeline = await userTimeline(db, userId, asOf);
  if (timeline.events.length === 0) throw new UserFacingError(userAdminMessages.noSuchUser, 404);
  const accounts = new Map<number, AccountTimeline>();
  for (const accountId of timeline.accounts) accounts.set(accountId, await accountTimeline(db, accountId, asOf));
  const balancesAfter = new Map<string, AuditBalances | null>();
  const money: RecordedEvent[] = [];
  for (const account of accounts.values())
    for (const step of account.steps)
      if (moneyTypes.has(step.event.type) && (step.event.data as { userId?: number }).userId === userId) {
        money.push(step.event);
        balancesAfter.set(step.event.id, step.balances);
      }
  const events = [...timeline.events, ...money]
    .filter(recordedBy(asOf))
    .sort(inLogOrder)
    .map((event, index): AuditEvent => ({
      seq: index + 1,
      ...auditEventOf(event, eventLinesOf(event, identity)),
      amountCents: balancesAfter.has(event.id) ? amountOf(event) : null,
      balances: balancesAfter.get(event.id) ?? null,
    }));
  const { user, version } = timeline.asOf;
  const accountThen = user.exists ? accounts.get(user.accountId)?.asOf.account : undefined;
  return {
    kind: 'user',
    id: String(userId),
    title: timeline.user.exists ? timeline.user.username : String(userId),
    streams: [userStreamId(userId), ...[...timeline.accounts].map(accountStreamId)],
    events,
    state: {
      at: asOf ?? null,
      version,
      exists: user.exists && !user.deleted,
      fields: userFieldsOf(user),
      balances: accountThen ? balancesOf(accountThen) : null,
    },
  };
}
