import { messages } from '../validation/messages';

/** The search forms' messages (001 §5, §8); the last few are ours where the spec names a rule but no words. */
export const searchMessages = {
  required: messages.required,
  requiredIfMi: 'Required if MI entered.',
  requiredIfFirstName: 'Required if First Name entered.',
  threeMinimum: 'Three characters minimum.',
  threeMinimumOrBlank: 'Three characters minimum, or leave blank.',
  invalidCharacters: 'Invalid characters.',
  numbersOnly: 'Numbers only.',
  numericRange: 'Numeric only on a range search.',
  invalidNumericRange: 'Invalid numeric range.',
  validPlat: 'A valid plat required.',
  noMatchingPlat: 'No matching plat found.',
  noRecords: 'No Records Found.',
  date: messages.date,
  // ours
  twoMinimum: 'Two characters minimum.',
  oneCharacter: 'One character maximum.',
  lettersAndDigits: 'Letters and numbers only.',
  tooLong: (max: number) => `${max} characters maximum.`,
  choice: 'Choose one of the listed values.',
  sortKey: 'This list cannot be sorted that way.',
  notAvailable: 'This search is not available to you.',
  searchTooLong:
    'This search takes too long. Narrow the criteria (more letters of the name, a date range) and search again.',
  tooManySearches: 'Too many searches in a short time. Wait a minute and search again.',
} as const;
