import type { ImageStateView } from '@landrecords/contracts/payments/fee-schedule';

export type EscrowDepositOptions = {
  /** The escrow account add-on of the image purchase flow (000 §2), rather than the header's deposit. */
  addOn?: boolean;
  /** Offer Back, which ends the flow as 'back'. */
  onBackAllowed?: boolean;
  /** The add-on's escrowOptions from the order's image state (000 §3): the deposit it needs is shown. */
  escrowOptions?: ImageStateView['purchaseOptions']['escrowOptions'];
};

export type FlatFeeAddOnOptions = {
  /** The purchase flow's image state: cancelled on the server whenever this flow closes (000 §4). */
  imageStateGuid?: string | null;
  /** Offer Back on the options, which ends the flow as 'back'. */
  onBackAllowed?: boolean;
};
