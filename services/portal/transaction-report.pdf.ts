import { formatDollars as dollars } from '@landrecords/contracts/money';
import { tablePdf } from '../platform/pdf/table-pdf';
import type { ReportPeriod } from './report-period';
import type { ReportTransaction } from './report-transactions';

const columns = [
  { header: 'Date', width: 110, value: (row: ReportTransaction) => row.recordedAt },
  { header: 'User', width: 110, value: (row: ReportTransaction) => row.username },
  { header: 'Description', width: 216, value: (row: ReportTransaction) => row.description },
  { header: 'Amount', width: 80, value: (row: ReportTransaction) => dollars(row.amountCents) },
];

export type TransactionReport = {
  countyName: string;
  appTitle: string;
  /** "Account: Marianas Title" or "User: title.clerk (Rosa Camacho), Marianas Title". */
  owner: string;
  period: ReportPeriod;
  printedAt: string;
  transactions: ReportTransaction[];
};

/**
 * TransactionReport.pdf (000 §2 Transactions report dialog): the heading, then a line per transaction, signed as
 * a statement is (a deposit a credit, a charge a debit), then the credits, debits and their net.
 */
export async function transactionReportPdf(report: TransactionReport): Promise<Uint8Array> {
  const { period } = report;
  const range = `${period.label}: ${period.from} to ${period.to}`;
  const credits = report.transactions.reduce((sum, row) => sum + Math.max(row.amountCents, 0), 0);
  const debits = report.transactions.reduce((sum, row) => sum + Math.min(row.amountCents, 0), 0);
  return tablePdf({
    title: `${report.countyName}: Transactions Report, ${range}`,
    producer: report.appTitle,
    page: { width: 612, height: 792, margin: 48 },
    size: 9,
    line: 13,
    heading: [
      { text: report.countyName, bold: true, size: 14, advance: 18 },
      { text: 'Transactions Report', bold: true, size: 12, advance: 16 },
      { text: report.owner, advance: 13 },
      { text: range, advance: 13 },
      { text: `Printed ${report.printedAt}`, advance: 20 },
    ],
    columns,
    rows: report.transactions,
    empty: 'No transactions in this range.',
    // As a statement sums up: what came in, what went out, and the net of the two.
    closing: `Credits: ${dollars(credits)}, Debits: ${dollars(debits)}, Total: ${dollars(credits + debits)}`,
  });
}
