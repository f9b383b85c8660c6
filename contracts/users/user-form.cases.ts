import { messages as m } from '../validation/messages';
import { userFormMessages } from './user';

// Test data shared by the unit tests of the schema and the e2e tests of the call: one rule, one case.

/** A valid new user as the form sends it; each case below breaks one field. */
export const validNewUser = {
  id: 0,
  username: 'escrow.officer',
  password: 'Closing#2024',
  role: 'USER',
  accountId: 12,
  firstName: 'Maria',
  lastName: 'Sablan',
  company: 'Marianas Title',
  address: 'PO Box 77',
  city: 'Garapan',
  state: 'MP',
  zip: '96950',
  email: 'maria@marianastitle.example',
  phoneFormatType: 'STANDARD',
  phone: '(670) 555-0190',
};

/** Every rule of 002 §5 and the shared 000 §5 rules the user form uses, one field broken at a time. */
export const userFormCases: Array<[string, Record<string, unknown>, string]> = [
  ['role', { role: undefined }, m.required.text],
  ['role', { role: 'BOSS' }, userFormMessages.role.text],
  ['accountId', { accountId: undefined }, m.required.text],
  ['accountId', { accountId: '' }, m.required.text],
  ['username', { username: undefined }, m.required.text],
  ['username', { username: '   ' }, m.required.text],
  ['username', { username: 'abc1234' }, m.username.min.text],
  ['username', { username: 'a'.repeat(51) }, m.username.max.text],
  ['username', { username: 'john smith' }, m.username.characters.text],
  ['username', { username: '.johnsmith' }, m.username.start.text],
  ['username', { username: 'johnsmith_' }, m.username.end.text],
  ['username', { username: 'john..smith' }, m.username.consecutive.text],
  ['password', { password: undefined }, m.required.text],
  ['password', { password: 'Ab1!' }, m.password.min.text],
  ['password', { password: `Ab1!${'x'.repeat(61)}` }, m.password.max.text],
  ['password', { password: 'plainpassword' }, m.password.composition.text],
  ['passwordConfirm', { passwordConfirm: '' }, m.required.text],
  ['passwordConfirm', { passwordConfirm: 'Other#2024' }, m.password.mismatch.text],
  ['firstName', { firstName: ' ' }, m.required.text],
  ['firstName', { firstName: 'x'.repeat(31) }, m.max30.text],
  ['lastName', { lastName: undefined }, m.required.text],
  ['lastName', { lastName: 'x'.repeat(31) }, m.max30.text],
  ['company', { company: 'x'.repeat(61) }, m.max60.text],
  ['address', { address: 'x'.repeat(51) }, m.max50.text],
  ['city', { city: 'x'.repeat(51) }, m.max50.text],
  ['state', { state: 'XX' }, m.state.text],
  ['zip', { zip: '9695' }, m.zip.length.text],
  ['zip', { zip: '9695a' }, m.zip.digits.text],
  ['email', { email: '' }, m.required.text],
  ['email', { email: 'not-an-email' }, m.email.text],
  ['email', { email: `${'x'.repeat(40)}@example.com` }, m.max50.text],
  ['phone', { phone: '6705550190' }, m.phone.standard.text],
  ['phone', { phoneFormatType: 'INTERNATIONAL', phone: '12345' }, m.phone.international.text],
  ['phone', { phoneFormatType: 'INTERNATIONAL', phone: '+1 670 555' }, m.phone.internationalDigits.text],
  ['phone', { phoneFormatType: 'INTERNATIONAL', phone: '1'.repeat(16) }, m.phone.internationalMax.text],
];
