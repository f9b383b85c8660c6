import { landLinkStreamId } from '@landrecords/contracts/landlink/events';
import type { ReportCriteria } from '@landrecords/contracts/reports/criteria';
import type { ReportRow } from '../platform/reports/report-document';
import { sql, type DatabasePool, type Queryable, type Row } from '@landrecords/projections/platform/database';
import type { FragmentSqlToken } from 'slonik';
import { accountStreamId } from '../accounts/index';
import { userStreamId } from '../users/index';
import { cursorBatches, rowsOf } from './cursor';
import { eventDetails } from './event-details';
import type { ReportReach } from './report-scope';
import { eventLabel, logTypeCondition, logTypeOf, transactionTypeCondition } from './report-types';
import type { ReportWindow } from './report-window';

export type AuditReport = 'AccountReport' | 'UserReport';

const usersOfAccounts = (ids: number[]) => sql.fragment`
  SELECT id FROM users WHERE account_id = ANY(${sql.array(ids, 'int8')})`;

/**
 * The audit log's rows an account report reaches: the account's own stream, its LandLink postings and its users'
 * streams; every account's (the whole log) for county staff who named none.
 */
function accountCondition(reach: ReportReach): FragmentSqlToken {
  if (reach.accountIds === null) return sql.fragment`TRUE`;
  const streams = reach.accountIds.flatMap((id) => [accountStreamId(id), landLinkStreamId(id)]);
  return sql.fragment`(a.stream_id = ANY(${sql.array(streams, 'text')})
    OR a.stream_id IN (SELECT 'user-' || id FROM (${usersOfAccounts(reach.accountIds)}) AS reached))`;
}

/** A user report reaches the user's own stream (changes, sign-ins) and whatever the user did elsewhere. */
function userCondition(reach: ReportReach): FragmentSqlToken {
  if (reach.user)
    return sql.fragment`(a.stream_id = ${userStreamId(reach.user.id)} OR a.actor_user_id = ${String(reach.user.id)})`;
  if (reach.accountIds === null) return sql.fragment`(a.stream_category = 'user' OR a.actor_user_id IS NOT NULL)`;
  const users = usersOfAccounts(reach.accountIds);
  return sql.fragment`(a.stream_id IN (SELECT 'user-' || id FROM (${users}) AS reached)
    OR a.actor_user_id IN (SELECT id::text FROM (${users}) AS reached))`;
}

function auditWhere(report: AuditReport, reach: ReportReach, criteria: ReportCriteria, window: ReportWindow) {
  const subject = report === 'AccountReport' ? accountCondition(reach) : userCondition(reach);
  const actor =
    report === 'AccountReport' && reach.user
      ? sql.fragment`AND (a.actor_user_id = ${String(reach.user.id)} OR a.stream_id = ${userStreamId(reach.user.id)})`
      : sql.fragment``;
  return sql.fragment`a.recorded_at BETWEEN ${window.from}::timestamptz AND ${window.to}::timestamptz
    AND ${subject} ${actor}
    AND ${logTypeCondition(criteria.logInformation)}
    AND ${transactionTypeCondition(criteria.transactionType)}`;
}

export async function countAuditRows(
  db: Queryable,
  report: AuditReport,
  reach: ReportReach,
  criteria: ReportCriteria,
  window: ReportWindow,
): Promise<number> {
  const where = auditWhere(report, reach, criteria, window);
  if (criteria.summaryMode)
    return Number(
      await db.oneFirst(sql.unsafe`
        SELECT count(*) FROM (SELECT 1 FROM audit_log a WHERE ${where} GROUP BY a.stream_category, a.event_type) s`),
    );
  return Number(await db.oneFirst(sql.unsafe`SELECT count(*) FROM audit_log a WHERE ${where}`));
}

const auditRowOf = (row: Row): ReportRow => ({
  recordedAt: String(row.recorded_at),
  username: String(row.username),
  sourceIp: row.source_ip === null ? '' : String(row.source_ip),
  logType: logTypeOf(String(row.stream_category), String(row.event_type)),
  event: eventLabel(String(row.event_type)),
  subject: String(row.stream_id),
  details: eventDetails(String(row.event_type), (row.data ?? {}) as Record<string, unknown>),
});

/**
 * Each event the report reaches: who (the user, or the system process), when, from where (the IP), what. In
 * the order asked (002 §2.2: date and time, or username), read from a cursor.
 */
export function auditRows(
  pool: DatabasePool,
  report: AuditReport,
  reach: ReportReach,
  criteria: ReportCriteria,
  window: ReportWindow,
): AsyncIterable<ReportRow> {
  const order =
    criteria.orderBy === 'USERNAME'
      ? sql.fragment`lower(coalesce(a.actor_username, a.system_process, '')), a.recorded_at, a.global_position`
      : sql.fragment`a.recorded_at, a.global_position`;
  const query = sql.fragment`
    SELECT a.recorded_at, a.stream_category, a.stream_id, a.event_type, a.source_ip,
      coalesce(a.actor_username, a.system_process, '') AS username, e.data
    FROM audit_log a LEFT JOIN es_events e ON e.global_position = a.global_position
    WHERE ${auditWhere(report, reach, criteria, window)}
    ORDER BY ${order}`;
  return rowsOf(cursorBatches(pool, query), auditRowOf);
}

/** Summary mode: how many events of each type, by log type (002 §2.2 "Run in Summary Mode"). */
export async function auditSummary(
  db: Queryable,
  report: AuditReport,
  reach: ReportReach,
  criteria: ReportCriteria,
  window: ReportWindow,
): Promise<ReportRow[]> {
  const rows = await db.any(sql.unsafe`
    SELECT a.stream_category, a.event_type, count(*) AS events FROM audit_log a
    WHERE ${auditWhere(report, reach, criteria, window)}
    GROUP BY a.stream_category, a.event_type`);
  const counts = new Map<string, ReportRow>();
  for (const row of rows) {
    const logType = logTypeOf(String(row.stream_category), String(row.event_type));
    const event = eventLabel(String(row.event_type));
    const key = `${logType}\u0000${event}`;
    const known = counts.get(key);
    counts.set(key, { logType, event, events: Number(known?.events ?? 0) + Number(row.events) });
  }
  return [...counts.values()].sort(
    (a, b) => String(a.logType).localeCompare(String(b.logType)) || String(a.event).localeCompare(String(b.event)),
  );
}
