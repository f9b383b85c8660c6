// Everything a browser test needs: `import { useBrowser, checkAccessibility, ... } from './support'`.
export { checkAccessibility, describeViolations, wcagTags, type AccessibilityOptions } from './accessibility';
export { chromiumArgs, chromiumPath } from './chromium';
export { query } from './database';
export { closeBrowser, newPage, openBrowser, useBrowser, type PageOptions, type TestPage } from './browser';
export {
  latestMailTo,
  parseMail,
  passwordResetLink,
  readMailbox,
  registrationLink,
  type Mail,
  type MailLink,
} from './mailbox';
export { animationsEnded, screenshot, settledScreenshot } from './screenshot';
export { testServer, url, type BrowserTestServer } from './server';
export { demoEmail, demoUser, demoUsers, uniqueEmail, uniqueSurname, type DemoUser } from './users';
export { givenEscrowUser, newUserPassword } from './user-manager';
export { apiAs, catalogText, enterPassword, input, messageUnder, signIn } from './portal';
export {
  chargeDialog,
  choosePages,
  documentsToBuy,
  imageButton,
  imagedDocuments,
  openImagePreview,
  previewDialog,
  type DocumentToBuy,
  type ImagedDocument,
  type SourcedDocKey,
} from './images';
export { focusedName, focusReaches, tabTo, type FocusNaming } from './keyboard';
export { balanceCents, cardFrame, dollars, headerBalance, typeCard, usageBalance, type UsageBalance } from './payments';
export { pdfPages, savedPdf } from './pdf';
export {
  currentSearch,
  detailPane,
  documentNumberSearch,
  openDetailByLink,
  openDetailOf,
  openResultsOf,
  openStoredSearch,
  resultRows,
} from './search-results';
export {
  alertSaying,
  alertWith,
  button,
  fieldError,
  openSection,
  panelHeading,
  readSection,
  restoringSections,
  saveSection,
  savedAlert,
  signInAs,
  submit,
  type OpenSectionOptions,
  type Section,
} from './control-panel';
