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
  ['role', { role: undefined }, m.required],
  ['role', { role: 'BOSS' }, userFormMessages.role],
  ['accountId', { accountId: undefined }, m.required],
  ['accountId', { accountId: '' }, m.required],
  ['username', { username: undefined }, m.required],
  ['username', { username: '   ' }, m.required],
  ['username', { username: 'abc1234' }, m.username.min],
  ['username', { username: 'a'.repeat(51) }, m.username.max],
  ['username', { username: 'john smith' }, m.username.characters],
  ['username', { username: '.johnsmith' }, m.username.start],
  ['username', { username: 'johnsmith_' }, m.username.end],
  ['username', { username: 'john..smith' }, m.username.consecutive],
  ['password', { password: undefined }, m.required],
  ['password', { password: 'Ab1!' }, m.password.min],
  ['password', { password: `Ab1!${'x'.repeat(61)}` }, m.password.max],
  ['password', { password: 'plainpassword' }, m.password.composition],
  ['passwordConfirm', { passwordConfirm: '' }, m.required],
  ['passwordConfirm', { passwordConfirm: 'Other#2024' }, m.password.mismatch],
  ['firstName', { firstName: ' ' }, m.required],
  ['firstName', { firstName: 'x'.repeat(31) }, m.max30],
  ['lastName', { lastName: undefined }, m.required],
  ['lastName', { lastName: 'x'.repeat(31) }, m.max30],
  ['company', { company: 'x'.repeat(61) }, m.max60],
  ['address', { address: 'x'.repeat(51) }, m.max50],
  ['city', { city: 'x'.repeat(51) }, m.max50],
  ['state', { state: 'XX' }, m.state],
  ['zip', { zip: '9695' }, m.zip.length],
  ['zip', { zip: '9695a' }, m.zip.digits],
  ['email', { email: '' }, m.required],
  ['email', { email: 'not-an-email' }, m.email],
  ['email', { email: `${'x'.repeat(40)}@example.com` }, m.max50],
  ['phone', { phone: '6705550190' }, m.phone.standard],
  ['phone', { phoneFormatType: 'INTERNATIONAL', phone: '12345' }, m.phone.international],
  ['phone', { phoneFormatType: 'INTERNATIONAL', phone: '+1 670 555' }, m.phone.internationalDigits],
  ['phone', { phoneFormatType: 'INTERNATIONAL', phone: '1'.repeat(16) }, m.phone.internationalMax],
];
