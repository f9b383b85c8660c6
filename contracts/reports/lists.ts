import { z } from 'zod';
import { reportNames } from './criteria';

const codeDescription = z.object({ code: z.string(), description: z.string() });

/**
 * content of GET report/lists: what the caller's report screens offer (002 §6): the log and transaction types it
 * may filter by (full for TRIMIN and COUNTY, restricted otherwise), the data sources (county staff only, else
 * empty), its allowable accounts, whether it chooses the account, and the reports the county enables for it with
 * their county notes. Accounts and users are sent in the criteria by name (accountName, username).
 */
export const reportListsSchema = z.object({
  logTypes: z.array(codeDescription),
  transactionTypes: z.array(codeDescription),
  dataSources: z.array(codeDescription),
  accounts: z.array(z.object({ id: z.number().int(), name: z.string() })),
  chooseAccount: z.boolean(),
  chooseDataSource: z.boolean(),
  reports: z.array(z.enum(reportNames)),
  /** Each enabled report's county note (002 §3 Reports settings), '' when none. */
  notes: z.partialRecord(z.enum(reportNames), z.string()),
});
export type ReportLists = z.infer<typeof reportListsSchema>;

/** GET report/usernames?accountName=&startsWith=: the username lookup, within the caller's accounts (at most 50). */
export const reportUsernamesQuerySchema = z.object({
  accountName: z.string().trim().max(60).default(''),
  startsWith: z.string().trim().max(50).default(''),
});
export const reportUsernamesSchema = z.array(z.object({ username: z.string(), accountName: z.string() }));
