export { ledgerProjection } from './ledger.projection';
export * from './queries';
