import { landLinkStreamId, type LandLinkEvent } from '@landrecords/contracts/landlink/events';
import { markRecorded, sentUnrecorded } from '@landrecords/projections/landlink/index';
import { postgresEventStore } from '@landrecords/projections/platform/eventstore/index';
import type { AppContext } from '../platform/context';

/**
 * The account history's record of each sent posting: `ChargePostedToLandLink` on the account's LandLink stream,
 * appended once (the deliveries are locked and marked in the append's transaction), a batch of an account's at a
 * time. Resolves with how many were recorded.
 */
export async function recordSentPostings(app: AppContext, limit = 1000): Promise<number> {
  return app.pool.transaction(async (tx) => {
    const sent = await sentUnrecorded(tx, limit);
    const byAccount = new Map<number, typeof sent>();
    for (const posting of sent)
      byAccount.set(posting.accountId, [...(byAccount.get(posting.accountId) ?? []), posting]);
    for (const [accountId, postings] of byAccount) {
      const events = postings.map((posting): LandLinkEvent & { metadata: Record<string, unknown> } => ({
        type: 'ChargePostedToLandLink',
        data: {
          accountId,
          key: posting.key,
          chargeEventId: posting.chargeEventId,
          landLinkAccount: posting.landLinkAccount,
          feeCode: posting.feeCode,
          chargeCode: posting.chargeCode,
          amountCents: posting.amountCents,
          duplicate: posting.duplicate,
        },
        metadata: { system: 'landlink' },
      }));
      await postgresEventStore(tx).appendToStream(landLinkStreamId(accountId), events, 'any');
    }
    await markRecorded(
      tx,
      sent.map((posting) => posting.key),
    );
    return sent.length;
  });
}
