import type { AccountEvent } from '@landrecords/contracts/accounts/events';
import type { LandLinkEvent } from '@landrecords/contracts/landlink/events';
import { formatDollars } from '@landrecords/contracts/money';
import type { HistoryChange, HistoryValue } from '@landrecords/contracts/users/history';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';

type Lines = Record<string, HistoryValue | undefined>;

/** The account's money as the history shows it: what each charge, deposit, statement and posting says. */
function moneyLines(event: AccountEvent | LandLinkEvent): Lines | undefined {
  switch (event.type) {
    case 'AccountCharged': {
      const d = event.data;
      return {
        description: d.description,
        kind: d.kind,
        method: d.method,
        amount: formatDollars(d.amountCents),
        images: d.images > 0 ? d.images : undefined,
      };
    }
    case 'AccountChargeReversed': {
      const d = event.data;
      return { description: d.description, kind: d.kind, method: d.method, amount: formatDollars(d.amountCents) };
    }
    case 'EscrowDeposited': {
      const d = event.data;
      return {
        amount: formatDollars(d.amountCents),
        surcharge: d.surchargeCents > 0 ? formatDollars(d.surchargeCents) : undefined,
        transactionId: d.transactionId,
      };
    }
    case 'FlatFeeAddOnBought': {
      const d = event.data;
      return { images: d.images ?? 'UNLIMITED', amount: formatDollars(d.costCents) };
    }
    case 'CardAuthorized':
      return { amount: formatDollars(event.data.amountCents), transactionId: event.data.transactionId };
    case 'CardAuthorizationClosed':
      return { captured: formatDollars(event.data.capturedCents) };
    case 'MonthlyFeeCharged':
      return { month: event.data.month, amount: formatDollars(event.data.amountCents) };
    case 'StatementIssued': {
      const d = event.data;
      return {
        number: d.number,
        month: d.month,
        openingBalance: formatDollars(d.openingBalanceCents),
        charges: formatDollars(d.chargesCents),
        payments: formatDollars(d.paymentsCents),
        closingBalance: formatDollars(d.closingBalanceCents),
      };
    }
    case 'ChargePostedToLandLink': {
      const d = event.data;
      return {
        landLinkAccount: d.landLinkAccount,
        feeCode: d.feeCode,
        chargeCode: d.chargeCode,
        amount: formatDollars(d.amountCents),
      };
    }
    default:
      return undefined;
  }
}

/** A money event's lines as the history's changes (each a value, nothing before it); undefined for the others. */
export function moneyChangesOf(recorded: RecordedEvent): HistoryChange[] | undefined {
  const lines = moneyLines({ type: recorded.type, data: recorded.data } as AccountEvent | LandLinkEvent);
  if (!lines) return undefined;
  return Object.entries(lines)
    .filter((line): line is [string, HistoryValue] => line[1] !== undefined)
    .map(([field, to]) => ({ field, from: null, to }));
}
