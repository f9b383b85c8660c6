import type { UsageBalance } from '@landrecords/contracts/auth/current-user';
import type { ImageStateView } from '@landrecords/contracts/payments/fee-schedule';
import { post } from '../../lib/api/client';

/** currentUser/usageBalance (000 §7): the header's balance as the server has it now. */
export const loadUsageBalance = (userId: number) =>
  post<{ usageBalance: UsageBalance | null }>('currentUser/usageBalance', { userId });

/** escrowDeposit/initiateDeposit: the provider's token for a deposit of this many dollars (000 §4 Escrow top-up). */
export const initiateDeposit = (amount: string) =>
  post<{ tokenResults: { token: string }; amount: string; surcharge: string; total: string }>(
    'escrowDeposit/initiateDeposit',
    { amount },
  );

/** escrowDeposit/completeDeposit: the card frame's transactResponse; the server confirms it with the provider. */
export const completeDeposit = (response: string) =>
  post<{ usageBalance: UsageBalance | null }>('escrowDeposit/completeDeposit', { response });

/** flatFee/getAddOnOptions: an add-on's image state with its purchase options (000 §4 Flat fee add-on flow). */
export const getAddOnOptions = () => post<ImageStateView>('flatFee/getAddOnOptions', {});

type Line = { description: string; value: string };
/** The flat fee confirmation content of 000 §3. */
export type AddOnConfirmation = {
  ok: boolean;
  message: string | null;
  errorMessage: string | null;
  accountMessage?: string;
  headers?: string[];
  beginningBalance?: Line;
  purchase?: Line;
  endingBalance?: Line;
  insufficientBalance?: boolean;
  purchaseMessage?: string;
};

/** flatFee/getUserAddOnConfirmation: the option chosen, priced against the account. */
export const getAddOnConfirmation = (option: number, imageStateGuid: string) =>
  post<AddOnConfirmation>('flatFee/getUserAddOnConfirmation', { option, imageStateReference: { imageStateGuid } });

/** flatFee/userAddOn: buys the option the add-on's image state holds. */
export const buyAddOn = (imageStateGuid: string) =>
  post<{ ok: boolean; message: string; usageBalance: UsageBalance | null }>('flatFee/userAddOn', { imageStateGuid });

/** imaging/cancelImageState: the state is dropped on the server. */
export const cancelImageState = (imageStateGuid: string) => post<null>('imaging/cancelImageState', { imageStateGuid });
