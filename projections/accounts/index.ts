export { accountsProjection, accountsProjectionFrom } from './accounts.projection';
export * from './account.state';
export { currentPeriodStart } from './billing-period';
export * from './queries';
