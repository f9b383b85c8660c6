import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { userFormMessages } from '@landrecords/contracts/users/user';
import { userFormCases, validNewUser } from '@landrecords/contracts/users/user-form.cases';
import { messages as m } from '@landrecords/contracts/validation/messages';
import type { ApiClient } from '../../tests/support/api-client';
import { givenAccount } from '../../tests/support/accounts';
import { givenUser } from '../../tests/support/people';
import { sql } from '@landrecords/projections/platform/database';
import { editedForm, signedIn, userManagerApp } from '../../tests/support/user-manager-fixtures';
import { messageOfText } from '@landrecords/contracts/messages';

let env: Awaited<ReturnType<typeof userManagerApp>>;
let county: ApiClient;
let titleCo: number;
let existing: number;

beforeAll(async () => {
  env = await userManagerApp();
  titleCo = await givenAccount(env.ctx.pool, { name: 'Marianas Title' });
  county = (await signedIn(env.app, { username: 'county.clerk1', role: 'COUNTY', accountId: titleCo })).client;
  existing = await givenUser(env.ctx.pool, { username: 'law.clerk01', accountId: titleCo });
});
afterAll(async () => {
  await env.close();
});

const userRows = () => env.ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM users`);

/** The call answers 400 with the spec's message, for that field alone, and stores nothing. */
async function expectRefused(url: string, body: object, field: string, message: string) {
  const [events, users] = [await env.eventCount(), await userRows()];
  const response = await county.post(url, body);
  expect([response.statusCode, response.json()]).toEqual([
    400,
    {
      ok: false,
      message,
      code: messageOfText(message)?.code,
      lockout: false,
      content: null,
      errors: { [field]: [message] },
    },
  ]);
  expect([await env.eventCount(), await userRows()]).toEqual([events, users]);
}

describe('userManager/user refuses each rule of the user form (002 §5, 000 §5), saving nothing', () => {
  it.each(userFormCases)('%s in %j', async (field, change, message) => {
    await expectRefused('/api/userManager/user', { ...validNewUser, accountId: titleCo, ...change }, field, message);
  });

  it('a password sent with an existing user', async () => {
    const form = await editedForm(county, existing, { password: 'New#Pass2024' });
    await expectRefused('/api/userManager/user', form, 'password', userFormMessages.passwordOnSave.text);
  });

  it('accepts a user with only account, names, email, username and password', async () => {
    const minimal = { ...validNewUser, accountId: titleCo, address: '', city: '', state: '', zip: '', phone: '' };
    const response = await county.post('/api/userManager/user', minimal);
    expect(response.json()).toMatchObject({ ok: true, message: 'User escrow.officer added.' });
  });
});

describe('userManager/userPassword refuses each rule of the password form, saving nothing', () => {
  const reset = () => ({
    id: existing,
    username: 'law.clerk01',
    password: 'New#Pass2024',
    passwordConfirm: 'New#Pass2024',
  });

  it.each([
    ['password', { password: '' }, m.required],
    ['password', { password: 'Ab1!', passwordConfirm: 'Ab1!' }, m.password.min],
    ['password', { password: `Ab1!${'x'.repeat(61)}`, passwordConfirm: `Ab1!${'x'.repeat(61)}` }, m.password.max],
    ['password', { password: 'plainpassword', passwordConfirm: 'plainpassword' }, m.password.composition],
    ['passwordConfirm', { passwordConfirm: '' }, m.required],
    ['passwordConfirm', { passwordConfirm: 'Other#2024' }, m.password.mismatch],
  ])('%s in %j', async (field, change, message) => {
    await expectRefused('/api/userManager/userPassword', { ...reset(), ...change }, field, message.text);
  });
});
