export { searchProjection } from './search.projection';
export { runSearch, type SearchPage } from './run-search';
export { planSearch, type TypedCriteria } from './queries/plans';
export type { PlanContext } from './queries/plan-context';
export {
  imageAllowed,
  imageAllowedSql,
  type CallerRecordAccess,
  type ImageRight,
  type ImageSource,
} from './image-access';
export { recordDetails, visibleResult, type DetailKind } from './details.queries';
export { documentDetails } from './document-details.queries';
export { legalDescriptionDetails } from './legal-details.queries';
export { codeList, islandsAndVillages, platPage } from './code-lists.queries';
export { documentOfImageKey, type ImageDocument } from './image-documents.queries';
