import { z } from 'zod';
import { amount, choice, code, flag, optionalAmount, optionalPercent, text } from './fields';
import { configMessages as m } from './messages';

export const surchargeMethods = ['dollars', 'percent'] as const;

type Issue = (field: string, message?: string) => void;
const issuesOn =
  (context: z.RefinementCtx): Issue =>
  (field, message = m.required.text) =>
    context.addIssue({ code: 'custom', path: [field], message });

/** A LandLink fee code and charge code go together (002 §5 Escrow settings). */
function requiredTogether(issue: Issue, feeCode: [string, string], chargeCode: [string, string]) {
  if (feeCode[1] && !chargeCode[1]) issue(chargeCode[0], m.requiredWithFeeCode.text);
  if (chargeCode[1] && !feeCode[1]) issue(feeCode[0], m.requiredWithChargeCode.text);
}

export const creditCardExtraSchema = z
  .object({
    postToLandLink: flag(),
    chargeFeeCode: code(),
    chargeChargeCode: code(),
    surchargeFeeCode: code(),
    surchargeChargeCode: code(),
    /** The most one preauthorization holds (000 §9: the preauthorization amount). */
    maxAmount: amount(100_00),
    applySurcharge: flag(),
    surchargeMethod: choice(surchargeMethods, 'dollars'),
    surcharge: optionalAmount(),
    surchargePercent: optionalPercent(),
    surchargeMessage: text(500),
  })
  .superRefine((value, context) => {
    const issue = issuesOn(context);
    requiredTogether(issue, ['chargeFeeCode', value.chargeFeeCode], ['chargeChargeCode', value.chargeChargeCode]);
    requiredTogether(
      issue,
      ['surchargeFeeCode', value.surchargeFeeCode],
      ['surchargeChargeCode', value.surchargeChargeCode],
    );
    if (value.applySurcharge && value.surchargeMethod === 'dollars' && value.surcharge === null) issue('surcharge');
    if (value.applySurcharge && value.surchargeMethod === 'percent' && value.surchargePercent === null) {
      issue('surchargePercent');
    }
  });
export const creditCardExtraAmounts = ['maxAmount', 'surcharge'];

export const escrowSchema = z
  .object({
    feeCode: code(),
    chargeCode: code(),
    reloadByCreditCard: flag(),
    minReloadAmount: optionalAmount(),
    maxReloadAmount: optionalAmount(),
    applySurcharge: flag(),
    creditCardSurchargeMethod: choice(surchargeMethods, 'dollars'),
    creditCardSurcharge: optionalAmount(),
    creditCardSurchargePercent: optionalPercent(),
  })
  .superRefine((value, context) => {
    const issue = issuesOn(context);
    requiredTogether(issue, ['feeCode', value.feeCode], ['chargeCode', value.chargeCode]);
    if (value.applySurcharge) {
      const dollars = value.creditCardSurchargeMethod === 'dollars';
      if (dollars && value.creditCardSurcharge === null) issue('creditCardSurcharge');
      if (!dollars && value.creditCardSurchargePercent === null) issue('creditCardSurchargePercent');
    }
    if (value.reloadByCreditCard) {
      const { minReloadAmount: min, maxReloadAmount: max } = value;
      if (min === null) issue('minReloadAmount');
      if (max === null) issue('maxReloadAmount');
      if (min !== null && max !== null && max < min) issue('maxReloadAmount', m.maxBelowMin.text);
    }
  });
export const escrowAmounts = ['minReloadAmount', 'maxReloadAmount', 'creditCardSurcharge'];
