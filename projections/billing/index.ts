/** Billing's read models (issue 25): the accounts' monthly statements. */
export { statementsProjection } from './statements.projection';
export { statementsOf, type StatementRow } from './queries';
