import { amountMessage } from '../money';
import { messages } from '../validation/messages';

/**
 * The configuration forms' messages: 002 §5's words where it gives them, ours where it does not
 * (listed in docs/decisions.md, "County configuration").
 */
export const configMessages = {
  required: messages.required,
  requiredZeroOk: 'Required. Zero is ok.',
  requiredWithFeeCode: 'Required with Fee Code.',
  requiredWithChargeCode: 'Required with Charge Code.',
  maxBelowMin: 'Cannot be less than Min $.',
  unlimitedLast: 'Unlimited should be last.',
  specialRateNeedsDocumentType: 'Each special rate must have a document type if an instrument code is provided.',
  specialRateNeedsRate: 'Each special rate must have at least a document or page rate.',
  specialRateDuplicateAll:
    'Duplicate instrument codes found; a duplicate rate has been defined for All document types.',
  specialRateDuplicate: 'Duplicate document-type instrument-code combinations found.',
  specialRateLimit: 'The rate table has a limit of 100 entries.',
  defaultSearchDisabled: 'Your default search needs to be enabled first.',
  paragraphLimit: "There's a limit of 50 paragraphs.",
  linkLimit: "There's a limit of 50 links.",
  dateFormat: messages.date.format,
  futureDate: messages.date.future,
  email: messages.email,
  state: messages.state,
  phone: messages.phone.standard,
  amount: amountMessage,
  // Ours: the spec names these rules but not their words.
  specialRateNeedsDocumentTypeAlone: 'Each special rate must have a document type.',
  loginLinksCount: 'The login page has exactly 12 links.',
  flatFeeRatesCount: 'There are exactly 5 rate options.',
  userPurgeMinimum: 'At least 365 days.',
  auditLogPurgeMinimum: 'At least 60 days.',
  inactivityMaximum: 'At most 120 minutes.',
  wholeNumber: 'Whole numbers only.',
  atLeastOne: 'At least 1.',
  loginAttemptsMaximum: 'At most 100 attempts.',
  loginAttemptsWindowMaximum: 'At most 1440 minutes (a day).',
  emailExpiryMaximum: 'At most 168 hours (one week).',
  percent: 'Enter a percent from 0 to 100.',
  slides: 'Choose 1 to 6 slides.',
  renewalDay: 'Choose a day from 1 to 28.',
  renewalTime: 'Enter a time from 0:00 to 23:59.',
  searchesPerMinute: 'Enter a number of searches a minute from 1 to 1000000.',
  timeZone: 'Enter a time zone such as Pacific/Saipan.',
  url: 'Enter a web address starting with http:// or https://.',
  linkTemplate: 'Enter a web address starting with http:// or https:// that contains {parcelId}, or leave blank.',
  feedKey: 'At least 32 characters with no spaces, or leave blank.',
  yesOrNo: 'Choose yes or no.',
  choice: 'Choose one of the options.',
  max: (length: number) => `${length} characters max.`,
} as const;
