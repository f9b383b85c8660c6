import type { FastifyInstance } from 'fastify';
import type { UserRecord } from '@landrecords/contracts/users/user';
import { portalMessages } from '@landrecords/contracts/portal/messages';
import {
  transactionReportSchema,
  type TransactionReportRequest,
} from '@landrecords/contracts/portal/transaction-report';
import { todayIn } from '@landrecords/contracts/validation/dates';
import { requireSession } from '../platform/sessions/plugin';
import { readSection } from '@landrecords/projections/config/index';
import { failure } from '../platform/http/envelope';
import { UserFacingError } from '../platform/http/errors';
import { parseOrReject } from '../platform/http/validation';
import { findUser } from '../users/index';
import { reportPeriod } from './report-period';
import { reportTransactions, type TransactionOwner } from './report-transactions';
import { transactionReportPdf } from './transaction-report.pdf';
import { totalsPeriods, transactionTotals, yearToDate } from './transaction-report.totals';
import type { TransactionTotals } from '@landrecords/contracts/portal/transaction-totals';
import type { Envelope } from '@landrecords/contracts/envelope';
import { success } from '../platform/http/envelope';
import { userAdminMessages as um } from '@landrecords/contracts/users/messages';

/** The moment as the county's clock reads it: 03/05/2026 09:30 AM. */
const countyClock = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  })
    .format(now)
    .replace(',', '');

function ownerOf(
  user: UserRecord,
  reportType: TransactionReportRequest['reportType'],
): { owner: TransactionOwner; heading: string } {
  if (reportType === 'ACCOUNT') {
    return { owner: { accountId: user.accountId }, heading: `Account: ${user.accountName}` };
  }
  const name = `${user.firstName} ${user.lastName}`.trim();
  return {
    owner: { accountId: user.accountId, userId: user.id },
    heading: `User: ${user.username}${name ? ` (${name})` : ''}, ${user.accountName}`,
  };
}

/**
 * home/transactionReport (000 §2, §7): the caller's transactions in a range of the county's days, as a PDF the
 * portal opens in a new window. Signed in and not GUEST (the home page hides the card from guests); the whole
 * account's transactions only for its administrator (the dialog offers them to the ACCOUNT role alone).
 */
export async function transactionReportRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;

  app.post(
    '/home/transactionReport',
    // Before the body is read: a caller who may not run the report learns nothing of its rules.
    { onRequest: requireSession('TRIMIN', 'COUNTY', 'ACCOUNT', 'USER') },
    async (request, reply) => {
      const session = request.session!;
      const { timeZone, countyName, appTitle } = await readSection(pool, 'common');
      const today = todayIn(timeZone);
      const body = parseOrReject(transactionReportSchema(today), request.body ?? {});
      if (body.reportType === 'ACCOUNT' && session.role !== 'ACCOUNT') {
        return reply.code(403).send(failure(portalMessages.accountReportOnly));
      }
      const user = await findUser(pool, Number(session.userId));
      if (!user) throw new UserFacingError(um.noSuchUser, 404);
      const { owner, heading } = ownerOf(user, body.reportType);
      const period = reportPeriod(body, today, timeZone);
      const pdf = await transactionReportPdf({
        countyName,
        appTitle,
        owner: heading,
        period,
        printedAt: countyClock(timeZone),
        transactions: await reportTransactions(pool, owner, period),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="TransactionReport.pdf"')
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );

  // home/transactionTotals: the home card's today, this month and year to date (000 §2 Transactions card), from
  // the report's own lines (reportTransactions) for the year so far: an account administrator's whole account,
  // anyone else's own. Same callers as the report.
  app.get(
    '/home/transactionTotals',
    { onRequest: requireSession('TRIMIN', 'COUNTY', 'ACCOUNT', 'USER') },
    async (request): Promise<Envelope<TransactionTotals>> => {
      const session = request.session!;
      const { timeZone } = await readSection(pool, 'common');
      const user = await findUser(pool, Number(session.userId));
      if (!user) throw new UserFacingError(um.noSuchUser, 404);
      const reportType = session.role === 'ACCOUNT' ? 'ACCOUNT' : 'USER';
      const periods = totalsPeriods(todayIn(timeZone), timeZone);
      const transactions = await reportTransactions(pool, ownerOf(user, reportType).owner, yearToDate(periods));
      return success({ reportType, totals: transactionTotals(transactions, periods) });
    },
  );
}
