import { accountBillingEventTypes } from '@landrecords/contracts/billing/events';
import { landLinkEventTypes } from '@landrecords/contracts/landlink/events';
import { ledgerEventTypes } from '@landrecords/contracts/payments/ledger-events';
import { landSharkCodes } from '@landrecords/contracts/portal/landshark-codes';
import { recordEventTypes } from '@landrecords/contracts/records/events';
import type { LogType, TransactionType } from '@landrecords/contracts/reports/criteria';
import { sql } from '@landrecords/projections/platform/database';
import type { FragmentSqlToken } from 'slonik';

/** E-file's money: the submission (charged to the account or paid by card), the card's capture and refund. */
const efileMoneyEventTypes = [
  'EfileSubmitted',
  'EfilePaymentCaptured',
  'EfilePaymentRefunded',
  'AccountChargeReversed',
];

/** The events that move money: the "transactions" of the log types and of the statement report. */
export const moneyEventTypes: readonly string[] = [
  ...ledgerEventTypes,
  ...accountBillingEventTypes,
  ...landLinkEventTypes,
  ...efileMoneyEventTypes,
];

/**
 * The events each transaction type names (landSharkCodes.transactionTypes): a purchase is any charge (images,
 * searches, details); a renewal is the flat-fee allowance set again; e-file its submission and its card payment.
 */
export const eventTypesOfTransaction: Record<Exclude<TransactionType, 'ALL'>, readonly string[]> = {
  IMAGE_PURCHASE: ['AccountCharged', 'AccountChargeReversed'],
  ESCROW_DEPOSIT: ['EscrowDeposited'],
  FLAT_FEE_ADD_ON: ['FlatFeeAddOnBought'],
  FLAT_FEE_RENEWAL: ['AccountFlatFeeUsageSet', 'AccountTasksMarked'],
  MONTHLY_FEE: ['MonthlyFeeCharged', 'StatementIssued'],
  CARD_AUTHORIZATION: ['CardAuthorized', 'CardAuthorizationClosed'],
  EFILE: efileMoneyEventTypes,
};

/** A log type as a condition on the audit log's row (alias `a`); ALL: none. */
export function logTypeCondition(logType: LogType): FragmentSqlToken {
  const money = sql.array([...moneyEventTypes], 'text');
  switch (logType) {
    case 'ALL':
      return sql.fragment`TRUE`;
    case 'TRANSACTION':
      return sql.fragment`a.event_type = ANY(${money})`;
    case 'ACCOUNT':
      return sql.fragment`(a.stream_category = 'account' AND NOT a.event_type = ANY(${money}))`;
    case 'USER':
      return sql.fragment`a.stream_category = 'user'`;
    case 'CONFIGURATION':
      return sql.fragment`a.stream_category = 'config'`;
    case 'RECORDS':
      return sql.fragment`a.event_type = ANY(${sql.array([...recordEventTypes], 'text')})`;
  }
}

export function transactionTypeCondition(transactionType: TransactionType): FragmentSqlToken {
  if (transactionType === 'ALL') return sql.fragment`TRUE`;
  return sql.fragment`a.event_type = ANY(${sql.array([...eventTypesOfTransaction[transactionType]], 'text')})`;
}

/** The log type a row is of, by the same rules, for the printed column. */
export function logTypeOf(category: string, eventType: string): string {
  const { logTypes } = landSharkCodes;
  if (moneyEventTypes.includes(eventType)) return logTypes.TRANSACTION;
  if (category === 'account') return logTypes.ACCOUNT;
  if (category === 'user') return logTypes.USER;
  if (category === 'config') return logTypes.CONFIGURATION;
  if (recordEventTypes.includes(eventType)) return logTypes.RECORDS;
  return category;
}

/** AccountCharged → "Account Charged". */
export const eventLabel = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1 $2');
