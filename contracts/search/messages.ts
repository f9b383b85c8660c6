import { declare } from '../message';
import { messages } from '../validation/messages';

/** The search forms' messages (001 §5, §8); the last few are ours where the spec names a rule but no words. */
export const searchMessages = {
  required: messages.required,
  requiredIfMi: declare('SEARCH_REQUIRED_IF_MI', 'Required if MI entered.'),
  requiredIfFirstName: declare('SEARCH_REQUIRED_IF_FIRST_NAME', 'Required if First Name entered.'),
  threeMinimum: declare('SEARCH_THREE_MINIMUM', 'Three characters minimum.'),
  threeMinimumOrBlank: declare('SEARCH_THREE_MINIMUM_OR_BLANK', 'Three characters minimum, or leave blank.'),
  invalidCharacters: declare('SEARCH_INVALID_CHARACTERS', 'Invalid characters.'),
  numbersOnly: declare('SEARCH_NUMBERS_ONLY', 'Numbers only.'),
  numericRange: declare('SEARCH_NUMERIC_RANGE', 'Numeric only on a range search.'),
  invalidNumericRange: declare('SEARCH_INVALID_NUMERIC_RANGE', 'Invalid numeric range.'),
  validPlat: declare('SEARCH_VALID_PLAT', 'A valid plat required.'),
  noMatchingPlat: declare('SEARCH_NO_MATCHING_PLAT', 'No matching plat found.'),
  noRecords: declare('SEARCH_NO_RECORDS', 'No Records Found.'),
  date: messages.date,
  // ours
  twoMinimum: declare('SEARCH_TWO_MINIMUM', 'Two characters minimum.'),
  oneCharacter: declare('SEARCH_ONE_CHARACTER', 'One character maximum.'),
  lettersAndDigits: declare('SEARCH_LETTERS_AND_DIGITS', 'Letters and numbers only.'),
  tooLong: declare('SEARCH_TOO_LONG', ({ max }: { max: number }) => `${max} characters maximum.`),
  choice: declare('SEARCH_CHOICE', 'Choose one of the listed values.'),
  sortKey: declare('SEARCH_SORT_KEY', 'This list cannot be sorted that way.'),
  parcelNotFound: declare('SEARCH_PARCEL_NOT_FOUND', 'Could not find requested Parcel ID'),
  documentNumberNotFound: declare('SEARCH_DOCUMENT_NUMBER_NOT_FOUND', 'Could not find requested Document Number'),
  sortDirection: declare('SEARCH_SORT_DIRECTION', 'Sort direction is ASC or DESC.'),
  pageNumber: declare('SEARCH_PAGE_NUMBER', 'Page number is a whole number.'),
  resultLimit: declare('SEARCH_RESULT_LIMIT', 'Only the first 1000 results are listed: narrow the search.'),
  batch: declare('SEARCH_BATCH', 'Batch is 1 to 4.'),
  noSuchSearch: declare('SEARCH_NO_SUCH_SEARCH', 'There is no such search.'),
  notAvailable: declare('SEARCH_NOT_AVAILABLE', 'This search is not available to you.'),
  searchTooLong: declare(
    'SEARCH_SEARCH_TOO_LONG',
    'This search takes too long. Narrow the criteria (more letters of the name, a date range) and search again.',
  ),
  tooManySearches: declare(
    'SEARCH_TOO_MANY_SEARCHES',
    'Too many searches in a short time. Wait a minute and search again.',
  ),
} as const;
