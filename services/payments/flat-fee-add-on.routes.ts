import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageStateRequestSchema, type ImageStateRequest } from '@landrecords/contracts/payments/download-order';
import { dollars, imagesText } from '@landrecords/contracts/payments/fee-schedule';
import {
  addOnConfirmationRequestSchema,
  type AddOnConfirmationRequest,
} from '@landrecords/contracts/payments/flat-fee';
import { paymentLabels as l, paymentMessages as m } from '@landrecords/contracts/payments/messages';
import { callerOfRequest } from '@landrecords/projections/callers/index';
import { ledgerStateOf } from '@landrecords/projections/payments/index';
import { runLedgerCommand } from '../accounts/index';
import { success } from '../platform/http/envelope';
import { UserFacingError } from '../platform/http/errors';
import { metadataOf } from '../platform/http/request-metadata';
import { signedIn } from '../platform/sessions/plugin';
import { buyerIdentity } from './buyer';
import { flatFeeAddOnOptions } from './fee-schedule';
import { addOnStateOf, newImageStateGuid, ownerOf, saveImageState } from '../images/index';
import { usageBalanceOfLedger } from './usage-balance';

/**
 * Add-ons are the account administrator's, on a flat-fee account, when the county lets account administrators
 * reload (002 §3 Flat fee override) and the account is reloaded by its administrator (userReload).
 */
async function addOnBuyer(request: FastifyRequest) {
  const identity = buyerIdentity(request);
  const { user, county } = callerOfRequest(request);
  if (identity.role !== 'ACCOUNT') throw new UserFacingError(m.accountAdminOnly, 403);
  if (user!.account!.accountType !== 'FLAT_FEE') throw new UserFacingError(m.notFlatFee, 400);
  const ledger = await ledgerStateOf(request.server.ctx.pool, identity.accountId);
  if (!ledger) throw new UserFacingError(m.noAccount, 403);
  if (!county.flatFeeOverride.accountAdminReload || !ledger.userReload) throw new UserFacingError(m.addOnsOff, 400);
  return { identity, ledger, options: flatFeeAddOnOptions(county) };
}

const describe = (images: number | null) => (images === null ? l.unlimitedImages.text : imagesText(images));

/** flatFee/getAddOnOptions, getUserAddOnConfirmation and userAddOn (000 §4 Flat fee add-on flow). */
async function flatFeeAddOnRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;

  app.post('/flatFee/getAddOnOptions', async (request) => {
    const { identity, options } = await addOnBuyer(request);
    const state = {
      kind: 'ADD_ON' as const,
      guid: newImageStateGuid(),
      owner: ownerOf(request),
      userId: identity.userId,
      accountId: identity.accountId,
      option: null,
    };
    await saveImageState(app.ctx, state);
    return success({
      imageStateGuid: state.guid,
      purchaseOptions: {
        hasBuyOptions: options.length > 0,
        flatFeeOptions: { title: l.buyMoreImages.text, options: options.map(({ value, text }) => ({ value, text })) },
        creditCardOptions: null,
        escrowOptions: null,
      },
    });
  });

  app.post<{ Body: AddOnConfirmationRequest }>(
    '/flatFee/getUserAddOnConfirmation',
    { schema: { body: addOnConfirmationRequestSchema } },
    async (request) => {
      const { ledger, options } = await addOnBuyer(request);
      const state = await addOnStateOf(app.ctx, request, request.body.imageStateReference.imageStateGuid);
      const chosen = options.find((option) => option.value === request.body.option);
      if (!chosen) return success({ ok: false, errorMessage: m.noSuchOption.text });
      await saveImageState(app.ctx, { ...state, option: chosen.value });
      const images = chosen.rate.unlimitedNumberOfPages ? null : chosen.rate.numberOfPages!;
      const remaining = ledger.unlimitedImages ? l.unlimited.text : imagesText(ledger.imagesRemaining);
      return success({
        ok: true,
        message: null,
        errorMessage: null,
        accountMessage: m.accountMessage({ name: ledger.name }).text,
        headers: [l.purchase.text, l.cost.text],
        beginningBalance: { description: l.imagesRemaining.text, value: remaining },
        purchase: { description: describe(images), value: dollars(chosen.rate.cost ?? 0) },
        endingBalance: {
          description: l.imagesRemainingAfter.text,
          value:
            images === null || ledger.unlimitedImages ? l.unlimited.text : imagesText(ledger.imagesRemaining + images),
        },
        insufficientBalance: false,
        purchaseMessage: m.addOnCost.text,
      });
    },
  );

  app.post<{ Body: ImageStateRequest }>(
    '/flatFee/userAddOn',
    { schema: { body: imageStateRequestSchema } },
    async (request) => {
      const { identity, options } = await addOnBuyer(request);
      const state = await addOnStateOf(app.ctx, request, request.body.imageStateGuid);
      const chosen = options.find((option) => option.value === state.option);
      if (!chosen) return success({ ok: false, message: m.noSuchOption.text });
      const images = chosen.rate.unlimitedNumberOfPages ? null : chosen.rate.numberOfPages!;
      const { result, after } = await runLedgerCommand(pool, identity.accountId, metadataOf(request), {
        type: 'BuyAddOn',
        userId: identity.userId,
        addOnId: state.guid,
        option: chosen.value,
        images,
        costCents: chosen.rate.cost ?? 0,
      });
      const usageBalance = usageBalanceOfLedger(identity.role, after);
      // A double click or a retry of a bought add-on adds nothing, and says so.
      if (result === 'ALREADY_RECORDED')
        return success({ ok: false, message: m.addOnAlreadyBought.text, usageBalance });
      return success({ ok: true, message: m.addOnDone({ images: describe(images) }).text, usageBalance });
    },
  );
}

export async function flatFeeAddOn(app: FastifyInstance): Promise<void> {
  await app.register(signedIn([flatFeeAddOnRoutes]));
}
