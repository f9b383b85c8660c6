import type { AuditCheck, AuditEvent, AuditLine, AuditView } from '@landrecords/contracts/auditor/view';
import type { ReportColumn, ReportDocument, ReportRow } from '../platform/reports/report-document';

const kindTitle = { account: 'Account', user: 'User', section: 'Configuration section' } as const;

const columns: ReportColumn[] = [
  { key: 'seq', header: '#', width: 4, kind: 'number' },
  { key: 'at', header: 'When', width: 14, kind: 'date' },
  { key: 'type', header: 'Event', width: 16 },
  { key: 'by', header: 'By', width: 12 },
  { key: 'sourceIp', header: 'From', width: 10 },
  { key: 'details', header: 'Details', width: 40 },
  { key: 'amount', header: 'Amount', width: 9, kind: 'money' },
  { key: 'escrow', header: 'Escrow balance', width: 10, kind: 'money' },
  { key: 'periodCharges', header: 'Charges this period', width: 10, kind: 'money' },
  { key: 'statementBalance', header: 'Statement balance', width: 10, kind: 'money' },
  { key: 'images', header: 'Images remaining', width: 8, kind: 'number' },
];

const lineText = (line: AuditLine) => `${line.field}: ${line.value === null ? '' : String(line.value)}`;

export function auditRowOf(event: AuditEvent): ReportRow {
  return {
    seq: event.seq,
    at: event.at,
    type: event.type,
    by: event.username ?? event.system ?? '',
    sourceIp: event.sourceIp ?? '',
    details: event.lines.map(lineText).join('; '),
    amount: event.amountCents,
    escrow: event.balances?.escrowCents ?? null,
    periodCharges: event.balances?.periodChargesCents ?? null,
    statementBalance: event.balances?.statementBalanceCents ?? null,
    images: event.balances?.imagesRemaining ?? null,
  };
}

async function* rowsOf(events: readonly AuditEvent[]): AsyncIterable<ReportRow> {
  for (const event of events) yield auditRowOf(event);
}

/** The check's outcome in a line, then each difference in a line of its own. */
export function checkLines(check: AuditCheck): string[] {
  const outcome = check.agrees
    ? `Replay check: the read models (${check.readModels.join(', ')}) agree with a replay of ${check.eventsReplayed} events.`
    : `Replay check: ${check.differences.length} differences with a replay of ${check.eventsReplayed} events.`;
  return [
    outcome,
    ...check.differences.map(
      (d) =>
        `${d.readModel}, ${d.key}, ${d.field}: replay ${String(d.replayed)}, read model ${String(d.readModelValue)}`,
    ),
  ];
}

/**
 * The auditor's view as a report document (issue 26): the subject, the moment, the state then and the replay
 * check's outcome as its criteria; a line per event with the running balances; the balances as of the moment.
 */
export function auditReportDocument(
  view: AuditView,
  check: AuditCheck,
  county: { timeZone: string; generatedAt: string },
): ReportDocument {
  const balances = view.state.balances;
  return {
    name: 'AuditorView',
    title: `Auditor's view: ${kindTitle[view.kind]} ${view.title}`,
    criteria: [
      `${kindTitle[view.kind]}: ${view.title} (${view.id})`,
      `Streams: ${view.streams.join(', ')}`,
      `As of: ${view.state.at ?? county.generatedAt}${view.state.at ? '' : ' (now)'}`,
      `State then (version ${view.state.version}): ${view.state.fields.map(lineText).join('; ') || 'none'}`,
      ...checkLines(check),
    ],
    columns,
    rows: rowsOf(view.events),
    total: view.events.length,
    closing: balances
      ? [
          { label: 'Escrow balance', value: balances.escrowCents, kind: 'money' },
          { label: 'Charges this period', value: balances.periodChargesCents, kind: 'money' },
          { label: 'Statement balance', value: balances.statementBalanceCents, kind: 'money' },
          { label: 'Images remaining', value: balances.unlimitedImages ? 'Unlimited' : balances.imagesRemaining },
        ]
      : undefined,
    empty: 'No events.',
    chainHead: view.chainHead ?? check.chainHead ?? '',
    generatedAt: county.generatedAt,
    timeZone: county.timeZone,
    language: 'en',
  };
}
