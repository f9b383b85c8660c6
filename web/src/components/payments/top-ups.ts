import type { CurrentUser } from '@landrecords/contracts/auth/current-user';
import type { TopUps } from '@landrecords/contracts/payments/top-ups';

const none: TopUps = { escrowDeposit: null, flatFeeAddOn: false };

/** The top-ups the server offers this user (000 §2, §6): none while a server that does not say is answering. */
export const topUpsOf = (user: CurrentUser | null | undefined): TopUps =>
  (user as (CurrentUser & { topUps?: TopUps }) | null | undefined)?.topUps ?? none;
