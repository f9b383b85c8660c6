import type { CurrentUser } from '@landrecords/contracts/auth/current-user';
import type { TopUps } from '@landrecords/contracts/payments/top-ups';

const none: TopUps = { escrowDeposit: null, flatFeeAddOn: false };

/** The top-ups the server offers this user (000 §2, §6): none while no one is signed in. */
export const topUpsOf = (user: CurrentUser | null | undefined): TopUps => user?.topUps ?? none;
