/** Accounts (002 §3 Account, §4): the account manager, settings and tasks; page access and the usage balance. */
export { createAccount, setAccountDocTypes, setFlatFeeUsage } from './account.commands';
export { accountStreamId } from './account.events';
export { applySearchesToAccounts } from './page-access';
export { accountRoutes } from './routes';
export { usageBalanceOf } from './usage-balance';
export { decideOnAccount, runLedgerCommand, type AccountCommandResult } from './ledger';
export { buyerOfLedger, decideLedger, type LedgerCommand, type LedgerOutcome } from './ledger.decide';
export { evolveLedger, initialLedger, type Ledger } from './ledger.state';
export { authorizationLeft, buyerFrom, buyerOf, chargeMethodOf, coverage, type Buyer } from './charge-coverage';
export {
  countyBillingAt,
  runTasksOnAccount,
  type CountyBilling,
  type TaskRunOptions,
  type TaskRunOutcome,
} from './account-tasks';
