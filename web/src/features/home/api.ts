import type { HomeContent } from '@landrecords/contracts/config/home';
import type { TransactionReportRequest } from '@landrecords/contracts/portal/transaction-report';
import type { TransactionTotals } from '@landrecords/contracts/portal/transaction-totals';
import { callForFile, get } from '../../lib/api/client';

export const homeAll = () => get<HomeContent>('home/all');
export const transactionReport = (request: TransactionReportRequest) => callForFile('home/transactionReport', request);

/** The caller's totals for the Transactions card; under ['home'], so a payment that refreshes the home refreshes them. */
export const transactionTotalsQuery = {
  queryKey: ['home', 'transactionTotals'],
  queryFn: () => get<TransactionTotals>('home/transactionTotals'),
} as const;
