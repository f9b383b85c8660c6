import { z } from 'zod';
import { dateIssue, dateRangeIssue, type CalendarDate, formatDate } from '../validation/dates';
import { messages } from '../validation/messages';
import { portalMessages as m } from './messages';

/** ACCOUNT: all transactions of the caller's account (account administrators only); USER: the caller's own. */
export const transactionReportTypes = ['ACCOUNT', 'USER'] as const;
export type TransactionReportType = (typeof transactionReportTypes)[number];

/** 000 §2: today, this month, the year to date (the dialog's default) or a custom from/to range. */
export const transactionReportRanges = ['TODAY', 'MONTH', 'YTD', 'CUSTOM'] as const;
export type TransactionReportRange = (typeof transactionReportRanges)[number];

const dateText = z.preprocess(
  (value) => value ?? '',
  z.string(messages.date.format.text).trim().max(40, messages.date.format.text),
);

/**
 * home/transactionReport (000 §3 Transaction report request, §5): the dates count only for CUSTOM, where the
 * from date is required, a blank to date is today, and the range is at most a year. `today` is the county's
 * on the server and the browser's in the portal's form.
 */
export function transactionReportSchema(today: CalendarDate) {
  return z
    .object({
      fromDate: dateText,
      toDate: dateText,
      reportType: z.enum(transactionReportTypes, m.reportType.text).default('USER'),
      reportRange: z.enum(transactionReportRanges, m.reportRange.text).default('YTD'),
      /** The portal sends its form's errors along (000 §7); they mean nothing here. */
      errors: z.unknown().optional(),
    })
    .superRefine((request, context) => {
      if (request.reportRange !== 'CUSTOM') return;
      const add = (field: 'fromDate' | 'toDate', message: string) =>
        context.addIssue({ code: 'custom', path: [field], message });
      const fromIssue = request.fromDate === '' ? messages.required.text : dateIssue(request.fromDate, today);
      const toIssue = request.toDate === '' ? undefined : dateIssue(request.toDate, today);
      if (fromIssue) add('fromDate', fromIssue);
      if (toIssue) add('toDate', toIssue);
      if (fromIssue || toIssue) return;
      const rangeIssue = dateRangeIssue(request.fromDate, request.toDate || formatDate(today), today, 'year');
      if (rangeIssue) add('toDate', rangeIssue.message);
    });
}
export type TransactionReportRequest = z.infer<ReturnType<typeof transactionReportSchema>>;
