import { declare } from '../message';
import { amountMessage, messages } from '../validation/messages';

/**
 * The configuration forms' messages: 002 §5's words where it gives them, ours where it does not (this file is
 * the one list of them).
 */
export const configMessages = {
  required: messages.required,
  requiredZeroOk: declare('CONFIG_REQUIRED_ZERO_OK', 'Required. Zero is ok.'),
  requiredWithFeeCode: declare('CONFIG_REQUIRED_WITH_FEE_CODE', 'Required with Fee Code.'),
  requiredWithChargeCode: declare('CONFIG_REQUIRED_WITH_CHARGE_CODE', 'Required with Charge Code.'),
  maxBelowMin: declare('CONFIG_MAX_BELOW_MIN', 'Cannot be less than Min $.'),
  unlimitedLast: declare('CONFIG_UNLIMITED_LAST', 'Unlimited should be last.'),
  specialRateNeedsDocumentType: declare(
    'CONFIG_SPECIAL_RATE_NEEDS_DOCUMENT_TYPE',
    'Each special rate must have a document type if an instrument code is provided.',
  ),
  specialRateNeedsRate: declare(
    'CONFIG_SPECIAL_RATE_NEEDS_RATE',
    'Each special rate must have at least a document or page rate.',
  ),
  specialRateDuplicateAll: declare(
    'CONFIG_SPECIAL_RATE_DUPLICATE_ALL',
    'Duplicate instrument codes found; a duplicate rate has been defined for All document types.',
  ),
  specialRateDuplicate: declare(
    'CONFIG_SPECIAL_RATE_DUPLICATE',
    'Duplicate document-type instrument-code combinations found.',
  ),
  specialRateLimit: declare('CONFIG_SPECIAL_RATE_LIMIT', 'The rate table has a limit of 100 entries.'),
  defaultSearchDisabled: declare('CONFIG_DEFAULT_SEARCH_DISABLED', 'Your default search needs to be enabled first.'),
  paragraphLimit: declare('CONFIG_PARAGRAPH_LIMIT', "There's a limit of 50 paragraphs."),
  linkLimit: declare('CONFIG_LINK_LIMIT', "There's a limit of 50 links."),
  dateFormat: messages.date.format,
  futureDate: messages.date.future,
  email: messages.email,
  state: messages.state,
  phone: messages.phone.standard,
  amount: amountMessage,
  // Ours: the spec names these rules but not their words.
  specialRateNeedsDocumentTypeAlone: declare(
    'CONFIG_SPECIAL_RATE_NEEDS_DOCUMENT_TYPE_ALONE',
    'Each special rate must have a document type.',
  ),
  loginLinksCount: declare('CONFIG_LOGIN_LINKS_COUNT', 'The login page has exactly 12 links.'),
  flatFeeRatesCount: declare('CONFIG_FLAT_FEE_RATES_COUNT', 'There are exactly 5 rate options.'),
  userPurgeMinimum: declare('CONFIG_USER_PURGE_MINIMUM', 'At least 365 days.'),
  auditLogPurgeMinimum: declare('CONFIG_AUDIT_LOG_PURGE_MINIMUM', 'At least 60 days.'),
  inactivityMaximum: declare('CONFIG_INACTIVITY_MAXIMUM', 'At most 120 minutes.'),
  wholeNumber: declare('CONFIG_WHOLE_NUMBER', 'Whole numbers only.'),
  atLeastOne: declare('CONFIG_AT_LEAST_ONE', 'At least 1.'),
  loginAttemptsMaximum: declare('CONFIG_LOGIN_ATTEMPTS_MAXIMUM', 'At most 100 attempts.'),
  loginAttemptsWindowMaximum: declare('CONFIG_LOGIN_ATTEMPTS_WINDOW_MAXIMUM', 'At most 1440 minutes (a day).'),
  emailExpiryMaximum: declare('CONFIG_EMAIL_EXPIRY_MAXIMUM', 'At most 168 hours (one week).'),
  percent: declare('CONFIG_PERCENT', 'Enter a percent from 0 to 100.'),
  slides: declare('CONFIG_SLIDES', 'Choose 1 to 6 slides.'),
  renewalDay: declare('CONFIG_RENEWAL_DAY', 'Choose a day from 1 to 28.'),
  renewalTime: declare('CONFIG_RENEWAL_TIME', 'Enter a time from 0:00 to 23:59.'),
  searchesPerMinute: declare('CONFIG_SEARCHES_PER_MINUTE', 'Enter a number of searches a minute from 1 to 1000000.'),
  timeZone: declare('CONFIG_TIME_ZONE', 'Enter a time zone such as Pacific/Saipan.'),
  url: declare('CONFIG_URL', 'Enter a web address starting with http:// or https://.'),
  linkTemplate: declare(
    'CONFIG_LINK_TEMPLATE',
    'Enter a web address starting with http:// or https:// that contains {parcelId}, or leave blank.',
  ),
  feedKey: declare('CONFIG_FEED_KEY', 'At least 32 characters with no spaces, or leave blank.'),
  yesOrNo: declare('CONFIG_YES_OR_NO', 'Choose yes or no.'),
  choice: declare('CONFIG_CHOICE', 'Choose one of the options.'),
  // What saving and the control panel answer (002 §7).
  updated: declare('CONFIG_UPDATED', 'Settings updated'),
  updatedWithUsers: declare('CONFIG_UPDATED_WITH_USERS', 'Settings and Users updated'),
  lockoutInPlace: declare(
    'CONFIG_LOCKOUT_IN_PLACE',
    'Settings updated. The lockout is in place: only TRIMIN and COUNTY users can sign in. End all user sessions to sign out everyone already signed in.',
  ),
  purged: declare(
    'CONFIG_PURGED',
    ({ count, date }: { count: number; date: string }) =>
      `Settings updated. ${count} user${count === 1 ? '' : 's'} not signed in since ${date} purged.`,
  ),
  lockedUsers: declare(
    'CONFIG_LOCKED_USERS',
    ({ count }: { count: number }) =>
      `${count} user${count === 1 ? ' is' : 's are'} locked after too many failed sign-ins. The user manager unlocks them; each can also unlock itself by resetting its password.`,
  ),
  migrationUnavailable: declare(
    'CONFIG_MIGRATION_UNAVAILABLE',
    "Migration from LandShark One is not available in this version: this portal does not know the layout of the LandShark One database, so nothing was read and nothing was changed. Enter accounts and users in Account Admin and User Admin, or send an export of them from LandShark One to your portal provider to load; keep LandShark One's audit log there for as long as you must keep it.",
  ),
  sessionsEnded: declare(
    'CONFIG_SESSIONS_ENDED',
    ({ count }: { count: number }) => `${count} user session${count === 1 ? '' : 's'} ended.`,
  ),
  reloaded: declare(
    'CONFIG_RELOADED',
    ({ sections }: { sections: number }) => `Configuration reloaded: ${sections} sections.`,
  ),
  reloadedRebuilt: declare(
    'CONFIG_RELOADED_REBUILT',
    ({ sections }: { sections: number }) =>
      `Configuration reloaded: ${sections} sections. The stored settings differed from their history and were rebuilt from it.`,
  ),
  reloadedUnreadable: declare(
    'CONFIG_RELOADED_UNREADABLE',
    ({ sections, unreadable }: { sections: number; unreadable: string }) =>
      `Configuration reloaded: ${sections} sections. These no longer pass their rules and are used as saved: ${unreadable}.`,
  ),
  reloadedRebuiltUnreadable: declare(
    'CONFIG_RELOADED_REBUILT_UNREADABLE',
    ({ sections, unreadable }: { sections: number; unreadable: string }) =>
      `Configuration reloaded: ${sections} sections. The stored settings differed from their history and were rebuilt from it. These no longer pass their rules and are used as saved: ${unreadable}.`,
  ),
  max: declare('CONFIG_MAX', ({ max }: { max: number }) => `${max} characters max.`),
} as const;
