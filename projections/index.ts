import { accountsProjection } from './accounts/accounts.projection';
import { auditLogProjection } from './audit/audit-log.projection';
import { countyConfigProjection } from './config/county-config.projection';
import { ledgerProjection } from './payments/ledger.projection';
import type { Projection } from './platform/projection';
import { purchasesProjection } from './purchases/purchases.projection';
import { searchProjection } from './search/search.projection';
import { usersProjection } from './users/users.projection';

/** Every read model the log feeds; `npm run projections -- rebuild <name|all>` works on these names. */
export const allProjections: readonly Projection[] = [
  accountsProjection,
  auditLogProjection,
  countyConfigProjection,
  ledgerProjection,
  purchasesProjection,
  searchProjection,
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
