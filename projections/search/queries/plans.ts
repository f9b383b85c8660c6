import type { SearchType } from '@landrecords/contracts/codes';
import type { CriteriaOf } from '@landrecords/contracts/search/criteria';
import { generalPlanners } from './general.plan';
import { grantorGranteeBookPlanners, taxLienPlanners, torrensPlanners, tractBookPlanners } from './other.plans';
import type { Planners, SearchPlan } from './plan';
import type { PlanContext } from './plan-context';

/** Every search type's plan, each taking exactly its own type's criteria (contracts/search/criteria.ts). */
export const searchPlanners = {
  ...generalPlanners,
  ...torrensPlanners,
  ...tractBookPlanners,
  ...grantorGranteeBookPlanners,
  ...taxLienPlanners,
} satisfies Planners;

/** A search of one type with that type's checked criteria. */
export type TypedCriteria = { [T in SearchType]: { type: T; criteria: CriteriaOf<T> } }[SearchType];

/** The plan of a search of this type from its criteria. */
export function planSearch<T extends SearchType>(type: T, criteria: CriteriaOf<T>, context: PlanContext): SearchPlan {
  const planners: Planners = searchPlanners;
  return planners[type](criteria, context);
}
