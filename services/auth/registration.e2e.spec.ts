import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { saveSection } from '../config/county-config';
import { sql } from '@landrecords/projections/platform/database';
import { apiClient } from '../../tests/support/api-client';
import { givenAccount } from '../../tests/support/accounts';
import { givenUser } from '../../tests/support/people';
import { mailingApp } from '../../tests/support/mailing-app';
import { mailSubject, mailText } from '../../tests/support/smtp-listener';
import { authRoutes } from './routes';
import { signInMessages } from '@landrecords/contracts/auth/messages';

let world: Awaited<ReturnType<typeof mailingApp>>;
let ctx: Awaited<ReturnType<typeof mailingApp>>['ctx'];
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof mailingApp>>['smtp'];
const staff = { actor: { userId: '1', username: 'countyclerk', role: 'COUNTY' } };

beforeAll(async () => {
  world = await mailingApp([authRoutes], { MAIL_FROM: 'Recorder <recorder@example.gov>' });
  ({ ctx, app, smtp } = world);
  await givenAccount(ctx.pool, { name: 'Public Card Users', accountType: 'A_LA_CARTE', paymentMethod: 'CREDIT_CARD' });
});
afterAll(async () => world.close());

const registration = (overrides: Record<string, unknown> = {}) => ({
  username: 'new.searcher1',
  password: 'Abstract#99',
  firstName: 'Juan',
  lastName: 'Tenorio',
  company: '',
  address: 'PO Box 501',
  city: 'Susupe',
  state: 'MP',
  zip: '96950',
  email: 'juan.tenorio@example.com',
  phoneFormatType: 'STANDARD',
  phone: '(670) 555-0177',
  ...overrides,
});

const ticketIn = (text: string, route: string) => {
  const match = new RegExp(`https://records\\.example\\.gov/${route}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${route} link in: ${text}`);
  return match[1]!;
};
const eventCount = () => ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`);
const login = (username: string, password: string) =>
  apiClient(app).post('/api/auth/login', { username, password, language: 'ENGLISH' });

describe('registration', () => {
  it('creates a pending user, emails a link, and the link completes it once', async () => {
    const response = await apiClient(app).post('/api/auth/signUp', registration());
    expect(response.json()).toMatchObject({ ok: true, message: signInMessages.registered({ count: 4 }).text });
    expect(await ctx.pool.oneFirst(sql.unsafe`SELECT status FROM users WHERE username = 'new.searcher1'`)).toBe('P');
    expect((await login('new.searcher1', 'Abstract#99')).json().message).toBe(signInMessages.status.P.text);

    const mail = await smtp.nextMailTo('juan.tenorio@example.com');
    expect(mailSubject(mail)).toBe('Complete your registration');
    const ticket = ticketIn(mailText(mail), 'CompleteRegistration');
    const stored = await ctx.pool.anyFirst(sql.unsafe`SELECT id_hash FROM auth_tickets`);
    expect(stored).not.toContain(ticket);

    const completed = await apiClient(app).post('/api/auth/completeRegistration', { ticket });
    expect(completed.json()).toMatchObject({
      ok: true,
      content: { fullName: 'Juan Tenorio', username: 'new.searcher1' },
    });
    expect((await login('new.searcher1', 'Abstract#99')).json()).toMatchObject({
      ok: true,
      content: { paymentMethod: 'CREDIT_CARD' },
    });
    const again = await apiClient(app).post('/api/auth/completeRegistration', { ticket });
    expect(again.json()).toMatchObject({ ok: false, message: signInMessages.ticket.used.text });
  });

  it('refuses an expired link', async () => {
    await apiClient(app).post(
      '/api/auth/signUp',
      registration({ username: 'slow.reader1', email: 'slow@example.com' }),
    );
    const ticket = ticketIn(mailText(await smtp.nextMailTo('slow@example.com')), 'CompleteRegistration');
    await ctx.pool.query(sql.unsafe`UPDATE auth_tickets SET expires_at = now() - interval '1 second'`);
    const response = await apiClient(app).post('/api/auth/completeRegistration', { ticket });
    expect(response.json()).toMatchObject({ ok: false, message: signInMessages.ticket.expired.text });
    const unknown = await apiClient(app).post('/api/auth/completeRegistration', { ticket: 'x'.repeat(43) });
    expect(unknown.json()).toMatchObject({ ok: false, message: signInMessages.ticket.unknown.text });
  });

  it.each([
    [{ username: 'short' }, 'username', 'At least 8 characters long.'],
    [{ username: 'a'.repeat(51) }, 'username', 'Maximum 50 characters long.'],
    [{ username: 'has space1' }, 'username', 'Letters, numbers, underscores, dots and @ only.'],
    [{ username: '.dotfirst1' }, 'username', 'Must start with a number or letter.'],
    [{ username: 'dotlast1.' }, 'username', 'Must end with a number or letter.'],
    [{ username: 'two..dots1' }, 'username', 'No consecutive special characters.'],
    [{ password: 'Ab#1' }, 'password', 'At least 8 characters.'],
    [{ password: `Ab#1${'x'.repeat(61)}` }, 'password', '64 characters maximum.'],
    [
      { password: 'NoDigits#here' },
      'password',
      'Must contain a letter, a number and a special character. Special characters are !@#$%^&',
    ],
    [{ firstName: '' }, 'firstName', 'Required.'],
    [{ lastName: 'x'.repeat(31) }, 'lastName', '30 characters max.'],
    [{ company: 'x'.repeat(61) }, 'company', '60 characters max.'],
    [{ address: 'x'.repeat(51) }, 'address', '50 characters max.'],
    [{ city: 'x'.repeat(51) }, 'city', '50 characters max.'],
    [{ zip: '9695' }, 'zip', '5-digit zip.'],
    [{ zip: '96a50' }, 'zip', 'Numbers only.'],
    [{ phone: '670-555-0177' }, 'phone', '(XXX) XXX-XXXX'],
    [{ phoneFormatType: 'INTERNATIONAL', phone: '16705' }, 'phone', 'Country code and phone number.'],
    [{ phoneFormatType: 'INTERNATIONAL', phone: '1 670 555 0177' }, 'phone', 'Numbers only.  No spaces.  No dashes.'],
  ])('refuses %j with the message of 000 §5, saving nothing', async (change, field, message) => {
    const before = await eventCount();
    const response = await apiClient(app).post(
      '/api/auth/signUp',
      registration({ username: 'valid.name1', ...change }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, message, errors: { [field]: [message] } });
    expect(await eventCount()).toBe(before);
  });

  it('refuses a username already taken, and registration when the county turned it off', async () => {
    const taken = await apiClient(app).post('/api/auth/signUp', registration({ username: 'NEW.searcher1' }));
    expect(taken.json()).toMatchObject({ ok: false, message: 'That username is already taken. Choose another.' });
    await saveSection(ctx.pool, 'loginPageRegistration', { selfRegistration: false }, staff);
    const off = await apiClient(app).post('/api/auth/signUp', registration({ username: 'too.late01' }));
    expect(off.json()).toMatchObject({ ok: false, message: signInMessages.selfRegistrationOff.text });
    await saveSection(ctx.pool, 'loginPageRegistration', { selfRegistration: true }, staff);
  });
});

describe('recovery', () => {
  beforeAll(async () => {
    const accountId = Number(await ctx.pool.oneFirst(sql.unsafe`SELECT min(id) FROM accounts`));
    await givenUser(ctx.pool, { username: 'rita.aldan1', accountId, email: 'rita@example.com' });
    await givenUser(ctx.pool, { username: 'rita.office', accountId, email: 'RITA@example.com' });
  });

  it('emails every username of an address, and answers the same for an unknown one', async () => {
    const known = await apiClient(app).post('/api/auth/forgotUsername', { email: 'rita@example.com' });
    expect(known.json()).toMatchObject({ ok: true, message: signInMessages.forgotUsernameSent.text });
    const text = mailText(await smtp.nextMailTo('rita@example.com'));
    expect(text).toContain('rita.aldan1');
    expect(text).toContain('rita.office');
    const unknown = await apiClient(app).post('/api/auth/forgotUsername', { email: 'nobody@example.com' });
    expect(unknown.json()).toEqual(known.json());
  });

  it('emails a reset link that sets a new password once and signs the user out elsewhere', async () => {
    const session = apiClient(app);
    await session.post('/api/auth/login', { username: 'rita.aldan1', password: 'Secret#2024' });
    const asked = await apiClient(app).post('/api/auth/forgotPassword', {
      username: 'rita.aldan1',
      email: 'rita@example.com',
    });
    expect(asked.json()).toMatchObject({ ok: true, message: signInMessages.forgotPasswordSent.text });
    const ticket = ticketIn(mailText(await smtp.nextMailTo('rita@example.com')), 'passwordReset');

    const weak = await apiClient(app).post('/api/auth/resetPassword', { ticket, password: 'short' });
    expect(weak.json()).toMatchObject({ ok: false, message: 'At least 8 characters.' });
    const reset = await apiClient(app).post('/api/auth/resetPassword', { ticket, password: 'Brand#New22' });
    expect(reset.json()).toMatchObject({ ok: true, message: signInMessages.passwordUpdated.text });
    expect((await session.get('/api/currentUser/loginStatus')).statusCode).toBe(403);
    expect((await login('rita.aldan1', 'Secret#2024')).json().ok).toBe(false);
    expect((await login('rita.aldan1', 'Brand#New22')).json().ok).toBe(true);
    const reused = await apiClient(app).post('/api/auth/resetPassword', { ticket, password: 'Other#New33' });
    expect(reused.json()).toMatchObject({ ok: false, message: signInMessages.ticket.used.text });
  });

  it('sends nothing when the username and email do not match', async () => {
    const response = await apiClient(app).post('/api/auth/forgotPassword', {
      username: 'rita.aldan1',
      email: 'x@example.com',
    });
    expect(response.json()).toMatchObject({ ok: true, message: signInMessages.forgotPasswordSent.text });
    await expect(smtp.nextMailTo('x@example.com', 1500)).rejects.toThrow('no mail');
  });
});
