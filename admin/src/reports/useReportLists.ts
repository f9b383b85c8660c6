import { useQuery } from '@tanstack/react-query';
import type { ReportLists } from '@landrecords/contracts/reports/lists';
import { call } from '../lib/api';

/**
 * What this caller's report screens offer (GET report/lists, 002 §2.2, §6): the reports the county enables for it,
 * the log and transaction types, the data sources and the accounts it may choose; read afresh on each visit, so a
 * report the county has just turned on or off shows so.
 */
export function useReportLists() {
  return useQuery({
    queryKey: ['reports', 'lists'],
    queryFn: () => call<ReportLists>('GET', 'report/lists'),
    retry: false,
  });
}
