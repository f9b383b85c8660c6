import type { FastifyInstance } from 'fastify';
import { countyStaffRoles, managerRoles, type Role } from '@landrecords/contracts/codes';
import { accountAdminMessages } from '@landrecords/contracts/accounts/messages';
import { landLinkStreamId } from '@landrecords/contracts/landlink/events';
import type { HistoryEntry, HistoryValue } from '@landrecords/contracts/users/history';
import { userAdminMessages } from '@landrecords/contracts/users/messages';
import { postgresEventStore, type RecordedEvent } from '@landrecords/projections/platform/eventstore/index';
import { UserFacingError } from '../platform/http/errors';
import { restIdParamsSchema, restListQuerySchema, sendListPage, type RestListQuery } from '../platform/http/rest';
import { signedIn } from '../platform/sessions/plugin';
import { accountStreamId } from '../accounts/index';
import { assertAccountInScope, assertUserInScope, callerScope, userStreamId } from '../users/index';
import { historyOf, lastValues } from './history-of';
import { moneyChangesOf } from './money-lines';
import { secondStepChanges } from './second-step-lines';

type HistoryRequest = { Params: { id: number }; Querystring: RestListQuery };

/** Sign-ins and failed sign-ins record use, not change. */
const unchanged = new Set(['UserSignedIn', 'UserSignInFailed']);
const byTime = (a: RecordedEvent, b: RecordedEvent) =>
  Date.parse(a.recordedAt) - Date.parse(b.recordedAt) || a.globalPosition - b.globalPosition;

/**
 * The change history of a user and of an account (issue 23), read from the aggregate's own stream: TRIMIN and
 * COUNTY see every one; an ACCOUNT administrator the users it manages and its own account; anyone else is
 * refused. A user or account the caller may not reach is answered as if there were none.
 */
async function historyRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;
  const store = postgresEventStore(pool);
  const query = { params: restIdParamsSchema, querystring: restListQuerySchema };

  app.get<HistoryRequest>('/admin/users/:id/history', { schema: query }, async (request, reply) => {
    const scope = await callerScope(pool, request.session!);
    const { events } = await store.readStream(userStreamId(request.params.id));
    if (events.length === 0) throw new UserFacingError(userAdminMessages.noSuchUser, 404);
    const last = lastValues(events, 'userId');
    assertUserInScope(scope, { accountId: Number(last.get('accountId')), role: last.get('role') as Role });
    const hidden = new Set([
      'passwordHash',
      // The second factor's (issue 28): its lines come from secondStepChanges, never these values.
      'secret',
      'recoveryCodeHashes',
      'codeIndex',
      ...(scope.canSeeProtected ? [] : ['viewJudicialProtection']),
    ]);
    const entries = historyOf(events, { skipped: unchanged, hidden, identity: 'userId', records: secondStepChanges });
    return sendPage(reply, 'history', entries.map(withAccountNames(scope.allowableAccounts)), request.query.range);
  });

  app.get<HistoryRequest>('/admin/accounts/:id/history', { schema: query }, async (request, reply) => {
    const scope = await callerScope(pool, request.session!);
    const { id } = request.params;
    if (!countyStaffRoles.includes(scope.role)) assertAccountInScope(scope, id);
    const { events } = await store.readStream(accountStreamId(id));
    if (events.length === 0) throw new UserFacingError(accountAdminMessages.noSuchAccount, 404);
    // Its charges, deposits and statements with its changes, and what LandLink accepted of them (their stream).
    const postings = (await store.readStream(landLinkStreamId(id))).events;
    const entries = historyOf([...events, ...postings].sort(byTime), {
      skipped: new Set(),
      hidden: new Set(),
      identity: 'accountId',
      records: moneyChangesOf,
      numberInOrder: true,
    });
    return sendPage(reply, 'history', entries, request.query.range);
  });
}

/** A user's account by its name where the caller may see it (an account since deleted stays its number). */
const withAccountNames = (accounts: ReadonlyArray<{ id: number; name: string }>) => {
  const names = new Map(accounts.map((account) => [account.id, account.name]));
  const nameOf = (value: HistoryValue) => (typeof value === 'number' ? (names.get(value) ?? value) : value);
  return (entry: HistoryEntry): HistoryEntry => ({
    ...entry,
    changes: entry.changes.map((change) =>
      change.field === 'accountId' ? { ...change, from: nameOf(change.from), to: nameOf(change.to) } : change,
    ),
  });
};

function sendPage<Row>(
  reply: Parameters<typeof sendListPage>[0],
  resource: string,
  rows: Row[],
  range: [number, number] | undefined,
) {
  const [from, to] = range ?? [0, rows.length - 1];
  return sendListPage(reply, resource, rows.slice(from, to + 1), [from, to], rows.length);
}

export const historyCapabilityRoutes = signedIn([historyRoutes], ...managerRoles);
