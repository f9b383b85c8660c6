export { accountsProjection } from './accounts.projection';
export { currentPeriodStart } from './billing-period';
export * from './queries';
