/**
 * The section form kit every control panel screen is built on (002 §4): `<SectionForm section="escrow">` with
 * react-admin inputs bound by `source`, MoneyInput for amounts, and useSectionForm() for custom toolbars and actions.
 */
export { SectionForm } from './SectionForm';
export {
  useSectionForm,
  type SectionFormApi,
  type SectionFormProps,
  type SectionStatus,
  type AlertSeverity,
} from './SectionFormContext';
export { StatusMark } from './SectionToolbar';
export { MoneyInput } from './MoneyInput';
export { SectionTextInput } from './SectionTextInput';
export { keepBlank, type FormValues } from './values';
export { panelCall, sectionPath } from './api';
export { useSectionMessage } from './useSectionMessage';
