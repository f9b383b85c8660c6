import { z } from 'zod';
import { dollarsAsCents } from '../money';
import { paymentMessages as m } from './messages';

/** escrowDeposit/initiateDeposit: the amount in dollars (000 §2: free text, step 0.01). Limits are the county's. */
export const initiateDepositSchema = z.object({
  amount: dollarsAsCents().refine((cents) => cents > 0, m.amountAboveZero.text),
});
export type InitiateDeposit = z.output<typeof initiateDepositSchema>;

/**
 * What the card frame's transactResponse carried (000 §7): the provider's response, as the object or its JSON
 * text. Only its transaction id is read; the provider is asked for the rest.
 */
export const cardResponseSchema = z.object({
  response: z.union([z.string().max(20_000), z.record(z.string(), z.unknown())]).optional(),
  transId: z.union([z.string(), z.number()]).optional(),
});
export type CardResponse = z.infer<typeof cardResponseSchema>;

/** The provider's transaction id in a transactResponse, or null. */
export function transactionIdOf(body: CardResponse): string | null {
  if (body.transId !== undefined) return String(body.transId);
  let response: unknown = body.response;
  if (typeof response === 'string') {
    try {
      response = JSON.parse(response);
    } catch {
      return null;
    }
  }
  const id = (response as { transId?: unknown } | undefined)?.transId;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}
