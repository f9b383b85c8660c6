/** The five result screens (001 §2.15, §2.18–§2.21), mounted by the search area at their routes (seam A). */
export {
  GeneralResultsScreen,
  GrantorGranteeBookResultsScreen,
  TaxLienResultsScreen,
  TorrensResultsScreen,
  TractBookResultsScreen,
} from './screens';
export type { ResultsScreenProps } from './ResultsScreen';
export type { ImageHandler, ImageTarget } from '../details/DetailPane';
