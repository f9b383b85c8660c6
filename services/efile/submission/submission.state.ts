import type { EfileEvent } from '@landrecords/contracts/efile/events';
import type { EfileReviewStatus } from '@landrecords/contracts/efile/review';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';

type Submitted = Extract<EfileEvent, { type: 'EfileSubmitted' }>['data'];
type Captured = Extract<EfileEvent, { type: 'EfilePaymentCaptured' }>['data'];

/** A submission's stream folded: the card payments confirmed for it, what was submitted, and where it stands. */
export type SubmissionState = {
  captures: Captured[];
  submitted: Submitted | null;
  status: EfileReviewStatus;
  /** The card payments given back (voided or refunded), by transaction id. */
  refundedTransactions: string[];
  /** The account charge reversed on the ledger. */
  reversed: boolean;
};

export const initialSubmissionState = (): SubmissionState => ({
  captures: [],
  submitted: null,
  status: 'NEW',
  refundedTransactions: [],
  reversed: false,
});

export function evolveSubmission(state: SubmissionState, recorded: RecordedEvent): SubmissionState {
  const event = { type: recorded.type, data: recorded.data } as EfileEvent;
  switch (event.type) {
    case 'EfilePaymentCaptured':
      return { ...state, captures: [...state.captures, event.data] };
    case 'EfileSubmitted':
      return { ...state, submitted: event.data, status: 'NEW' };
    case 'EfileAccepted':
      return { ...state, status: 'ACCEPTED' };
    case 'EfileRejected':
      return { ...state, status: 'REJECTED' };
    case 'EfilePaymentRefunded':
      return { ...state, refundedTransactions: [...state.refundedTransactions, event.data.transactionId] };
    case 'EfileChargeReversed':
      return { ...state, reversed: true };
    default: {
      const unknown: never = event;
      throw new Error(`A submission has no case for ${JSON.stringify(unknown)}`);
    }
  }
}
