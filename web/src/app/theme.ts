// The portal and the administration app share one theme, so moving between them is not noticed (ui/theme.ts).
export { theme } from '@landrecords/ui/theme';
