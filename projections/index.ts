import { accountsProjection } from './accounts/accounts.projection';
import { alertMatchingProjection } from './alerts/matching/index';
import { alertSubscribersProjection } from './alerts/subscribers.projection';
import { auditLogProjection } from './audit/audit-log.projection';
import { statementsProjection } from './billing/statements.projection';
import { countyConfigProjection } from './config/county-config.projection';
import { efileSubmissionsProjection } from './efile/submissions.projection';
import { landLinkOutboxProjection } from './landlink/outbox.projection';
import { ledgerProjection } from './payments/ledger.projection';
import type { Projection } from './platform/projection';
import { purchasesProjection } from './purchases/purchases.projection';
import { searchProjection } from './search/search.projection';
import { usersProjection } from './users/users.projection';

/** Every read model the log feeds; `npm run projections -- rebuild <name|all>` works on these names. */
export const allProjections: readonly Projection[] = [
  accountsProjection,
  alertMatchingProjection,
  alertSubscribersProjection,
  auditLogProjection,
  countyConfigProjection,
  efileSubmissionsProjection,
  landLinkOutboxProjection,
  ledgerProjection,
  purchasesProjection,
  searchProjection,
  statementsProjection,
  usersProjection,
];

export function findProjections(name: string): Projection[] {
  if (name === 'all') return [...allProjections];
  const found = allProjections.filter((projection) => projection.name === name);
  if (found.length === 0) {
    throw new Error(`No projection named "${name}". Known: ${allProjections.map((p) => p.name).join(', ')}, all`);
  }
  return found;
}
