import { declare } from '../message';
/** The spec's exact validation messages (000 §5, 002 §5): one place, so server, portal and admin say the same. */
export const messages = {
  required: declare('VALIDATION_REQUIRED', 'Required.'),
  username: {
    min: declare('VALIDATION_USERNAME_MIN', 'At least 8 characters long.'),
    max: declare('VALIDATION_USERNAME_MAX', 'Maximum 50 characters long.'),
    characters: declare('VALIDATION_USERNAME_CHARACTERS', 'Letters, numbers, underscores, dots and @ only.'),
    start: declare('VALIDATION_USERNAME_START', 'Must start with a number or letter.'),
    end: declare('VALIDATION_USERNAME_END', 'Must end with a number or letter.'),
    consecutive: declare('VALIDATION_USERNAME_CONSECUTIVE', 'No consecutive special characters.'),
  },
  password: {
    min: declare('VALIDATION_PASSWORD_MIN', 'At least 8 characters.'),
    max: declare('VALIDATION_PASSWORD_MAX', '64 characters maximum.'),
    composition: declare(
      'VALIDATION_PASSWORD_COMPOSITION',
      'Must contain a letter, a number and a special character. Special characters are !@#$%^&',
    ),
    mismatch: declare('VALIDATION_PASSWORD_MISMATCH', 'Mismatched passwords.'),
  },
  max30: declare('VALIDATION_MAX_30', '30 characters max.'),
  max50: declare('VALIDATION_MAX_50', '50 characters max.'),
  max60: declare('VALIDATION_MAX_60', '60 characters max.'),
  max150: declare('VALIDATION_MAX_150', '150 characters max.'),
  zip: {
    length: declare('VALIDATION_ZIP_LENGTH', '5-digit zip.'),
    digits: declare('VALIDATION_ZIP_DIGITS', 'Numbers only.'),
  },
  email: declare('VALIDATION_EMAIL', 'Enter a valid email address.'),
  state: declare('VALIDATION_STATE', 'Choose a state from the list.'),
  phone: {
    standard: declare('VALIDATION_PHONE_STANDARD', '(XXX) XXX-XXXX'),
    international: declare('VALIDATION_PHONE_INTERNATIONAL', 'Country code and phone number.'),
    internationalDigits: declare('VALIDATION_PHONE_INTERNATIONAL_DIGITS', 'Numbers only.  No spaces.  No dashes.'),
    internationalMax: declare('VALIDATION_PHONE_INTERNATIONAL_MAX', 'At most 15 digits.'),
  },
  date: {
    format: declare('VALIDATION_DATE_FORMAT', 'MM/DD/YYYY'),
    dateTimeFormat: declare('VALIDATION_DATE_DATE_TIME_FORMAT', 'MM/DD/YYYY h:m a'),
    future: declare('VALIDATION_DATE_FUTURE', 'Future date entered.'),
    range: declare('VALIDATION_DATE_RANGE', 'Invalid date range.'),
    dateTimeRange: declare('VALIDATION_DATE_DATE_TIME_RANGE', 'Invalid date/time range.'),
    month: declare('VALIDATION_DATE_MONTH', 'Date range cannot exceed a month.'),
    year: declare('VALIDATION_DATE_YEAR', 'Date range cannot exceed a year.'),
  },
} as const;

/** A dollar amount on a form (money.ts's dollarsAsCents). */
export const amountMessage = declare('VALIDATION_AMOUNT', 'Enter an amount in dollars and cents.');
