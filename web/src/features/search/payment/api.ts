import { queryOptions } from '@tanstack/react-query';
import { callForEnvelope, post } from '../../../lib/api/client';

/** creditcard/authorize (001 §7): a token for the card frame and the preauthorization's amount ("$50.00"). */
export type CardToken = { token: string; amount: string };

/**
 * The card user's token, asked for when a search form or results table opens (001 §4.2) and kept ten minutes
 * (the provider's lasts fifteen): Continue then opens the frame at once. A token is spent by one payment.
 */
export const cardTokenQuery = queryOptions({
  queryKey: ['creditCardToken'],
  queryFn: () => post<CardToken>('creditcard/authorize'),
  staleTime: 10 * 60_000,
  gcTime: 10 * 60_000,
  retry: false,
});

/** creditcard/authorizationResponse: the server asks the provider and records the preauthorization. */
export async function authorizeCard(response: string): Promise<{ okay: boolean; message: string | null }> {
  const envelope = await callForEnvelope<{ authorizationOkay: boolean }>('POST', 'creditcard/authorizationResponse', {
    response,
  });
  return { okay: envelope.content?.authorizationOkay === true, message: envelope.message ?? null };
}
