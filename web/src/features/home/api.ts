import type { HomeContent } from '@landrecords/contracts/config/home';
import type { TransactionReportRequest } from '@landrecords/contracts/portal/transaction-report';
import { callForFile, get } from '../../lib/api/client';

export const homeAll = () => get<HomeContent>('home/all');
export const transactionReport = (request: TransactionReportRequest) => callForFile('home/transactionReport', request);
