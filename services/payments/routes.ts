import type { FastifyInstance } from 'fastify';
import { cardAuthorization } from './card-authorization.routes';
import { downloadOrder } from './download-order.routes';
import { escrowDeposit } from './escrow-deposit.routes';
import { flatFeeAddOn } from './flat-fee-add-on.routes';

/** Buying: the download order, escrow deposits, flat-fee add-ons and card preauthorizations. */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(downloadOrder);
  await app.register(escrowDeposit);
  await app.register(flatFeeAddOn);
  await app.register(cardAuthorization);
}
