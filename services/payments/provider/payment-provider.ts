/** The port every card provider is used through: the built-in sandbox, or Authorize.Net Accept Hosted. */

export type HostedKind = 'authOnly' | 'authCapture';

export interface HostedPaymentRequest {
  kind: HostedKind;
  /** Integer cents, > 0. */
  amountCents: number;
  /** Our id for it (≤ 20 characters: Authorize.Net's invoiceNumber). */
  reference: string;
  /** What is paid for, shown on the page (≤ 255 characters). */
  description: string;
}

export interface ProviderTransaction {
  transactionId: string;
  kind: HostedKind | 'priorAuthCapture';
  approved: boolean;
  /** '1' approved, '2' declined, '3' error, '4' held (Authorize.Net's codes). */
  responseCode: string;
  /** The provider's text, e.g. 'This transaction has been approved.' / 'This transaction has been declined.' */
  message: string;
  /** Authorized (or captured) amount. */
  amountCents: number;
  /** The invoiceNumber given with the token; empty in a capture's answer, which Authorize.Net does not repeat it in. */
  reference: string;
  /** Masked, e.g. 'XXXX1111'. */
  accountNumber: string;
  /** What has been captured of it so far (an authCapture: all of it once approved). */
  capturedCents: number;
  voided: boolean;
}

export interface PaymentProvider {
  readonly name: string;
  /** A token for the hosted page (the portal's hidden form posts it to product.json's paymentPageUrl). */
  hostedPaymentToken(request: HostedPaymentRequest): Promise<{ token: string }>;
  /** The transaction as the provider has it: the browser's transactResponse is never trusted. null when unknown. */
  transaction(transactionId: string): Promise<ProviderTransaction | null>;
  /**
   * The recent transactions made with the token of this reference (not yet settled): how a payment whose browser
   * never reported back is found.
   */
  transactionsOf(reference: string): Promise<ProviderTransaction[]>;
  /** Captures up to the authorized amount of an authOnly transaction. */
  capturePrior(transactionId: string, amountCents: number): Promise<ProviderTransaction>;
  /** Voids an authorization that will not be used. */
  voidTransaction(transactionId: string): Promise<void>;
  /**
   * Gives a captured payment back: voided while it is not settled yet, refunded once it is. Asking again for one
   * already given back answers how it was, and gives nothing twice.
   */
  giveBack(transactionId: string, amountCents: number): Promise<GivenBack>;
}

/** How a payment was given back: voided before settlement (nothing reaches the card) or refunded after it. */
export type GivenBack = { how: 'VOIDED' | 'REFUNDED'; refundTransactionId: string | null };

/** Refuses a request no provider would accept, before anything is sent. */
export function checkHostedPaymentRequest(request: HostedPaymentRequest): void {
  const { amountCents, reference, description } = request;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new Error(`A payment needs a whole number of cents above 0, not ${amountCents}.`);
  }
  if (reference.length === 0 || reference.length > 20) throw new Error('A payment reference has 1 to 20 characters.');
  if (description.length > 255) throw new Error('A payment description has at most 255 characters.');
}

/** Integer cents as the dollars Authorize.Net's amounts are written in: 1234 → '12.34'. */
export const dollarsOf = (cents: number): string =>
  `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;
