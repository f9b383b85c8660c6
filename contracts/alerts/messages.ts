import { declare } from '../message';

/** What the alert calls answer (issue 29): the subscription, its confirmation, the staff's view. */
export const alertMessages = {
  checkYourEmail: declare(
    'ALERTS_CHECK_YOUR_EMAIL',
    'Check your email: open the link we sent to confirm your alerts. Nothing is sent until you confirm.',
  ),
  confirmed: declare('ALERTS_CONFIRMED', 'Your alerts are confirmed.'),
  unsubscribed: declare('ALERTS_UNSUBSCRIBED', 'You are unsubscribed: no more alerts will be sent to this address.'),
  notOffered: declare('ALERTS_NOT_OFFERED', 'Property alerts are not offered by this county.'),
  badToken: declare(
    'ALERTS_BAD_TOKEN',
    'This link is not valid or has expired. Subscribe again to receive a new link.',
  ),
  tooManyRequests: declare('ALERTS_TOO_MANY_REQUESTS', 'Too many requests. Try again later.'),
  tooManyEmails: declare(
    'ALERTS_TOO_MANY_EMAILS',
    'Too many confirmation emails were sent to this address today. Try again tomorrow.',
  ),
  watchAdded: declare('ALERTS_WATCH_ADDED', 'The watch was added.'),
  watchRemoved: declare('ALERTS_WATCH_REMOVED', 'The watch was removed.'),
  personRemoved: declare('ALERTS_PERSON_REMOVED', 'The subscriber and their watches were removed.'),
  frequencySaved: declare('ALERTS_FREQUENCY_SAVED', 'How often you are emailed was saved.'),
  noSuchWatch: declare('ALERTS_NO_SUCH_WATCH', 'The watch was not found.'),
  noSuchPerson: declare('ALERTS_NO_SUCH_PERSON', 'The subscriber was not found.'),
  tooManyWatches: declare('ALERTS_TOO_MANY_WATCHES', 'At most 20 watches are allowed.'),
  duplicateWatch: declare('ALERTS_DUPLICATE_WATCH', 'You already have this watch.'),
  staffOnly: declare('ALERTS_STAFF_ONLY', 'Only county staff can see the subscribers.'),
  // field rules
  email: declare('ALERTS_EMAIL', 'Enter a valid email address.'),
  nameTooShort: declare('ALERTS_NAME_TOO_SHORT', 'A last or business name needs at least 3 letters.'),
  parcelForm: declare(
    'ALERTS_PARCEL_FORM',
    'Enter the parcel ID as the county writes it, for example 1-02139-0051 (letters, digits and separators).',
  ),
  platRequired: declare('ALERTS_PLAT_REQUIRED', 'Enter the plat.'),
  sectionTownshipRange: declare('ALERTS_STR_REQUIRED', 'Enter the section, township and range (letters and digits).'),
  watchesRequired: declare('ALERTS_WATCHES_REQUIRED', 'Add at least one watch.'),
  frequency: declare('ALERTS_FREQUENCY', 'Choose IMMEDIATE or DAILY.'),
  tokenRequired: declare('ALERTS_TOKEN_REQUIRED', 'The link has no token.'),
  dailyHour: declare('ALERTS_DAILY_HOUR', 'Choose an hour from 0 to 23.'),
} as const;

/** The confirmation email (English; the portal's catalogs hold the page texts). */
export const alertMailTexts = {
  confirmSubject: 'Confirm your property alerts',
} as const;
