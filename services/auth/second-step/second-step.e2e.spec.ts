import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { secondStepMessages as sm } from '@landrecords/contracts/auth/messages';
import { sql } from '@landrecords/projections/platform/database';
import { apiClient } from '../../../tests/support/api-client';
import { givenAccount } from '../../../tests/support/accounts';
import { givenUser } from '../../../tests/support/people';
import { enrolled, login, nextCode, secondStepApp } from '../../../tests/support/second-step-app';
import { totpCodeOf } from './totp';

/** Two-step sign-in for staff (issue 28): enrolment, the code after the password, replays, recovery codes. */
let env: Awaited<ReturnType<typeof secondStepApp>>;
let accountId: number;

beforeAll(async () => {
  env = await secondStepApp();
  accountId = await givenAccount(env.ctx.pool, { name: 'County Recorder' });
  await env.userAccess({ secondStepStaff: true });
});
afterAll(async () => env.close());

const eventTypesOf = async (userId: number) =>
  (await env.ctx.pool.anyFirst(sql.unsafe`
    SELECT type FROM es_events WHERE stream_id = ${`user-${userId}`} ORDER BY stream_position`)) as string[];

describe('enrolment', () => {
  it('asks staff without a factor to enrol, with no session until the first code proves the app', async () => {
    const id = await givenUser(env.ctx.pool, { username: 'county.enrol1', role: 'COUNTY', accountId });
    const client = apiClient(env.app);
    const answer = (await login(client, 'county.enrol1')).json();
    expect(answer).toMatchObject({ ok: true, message: sm.enrolNeeded.text, content: { secondStep: 'enrol' } });
    expect(answer.content.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await client.get('/api/currentUser/loginStatus')).statusCode).toBe(403);

    const { ticket } = answer.content;
    const enrolment = (await client.post('/api/auth/secondStep/enrolment', { ticket })).json();
    expect(enrolment.content.secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    expect(enrolment.content.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*county\.enrol1\?.*secret=[A-Z2-7]+/);
    expect(enrolment.content.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const again = (await client.post('/api/auth/secondStep/enrolment', { ticket })).json();
    expect(again.content.secret).toBe(enrolment.content.secret);

    const secret = enrolment.content.secret.replace(/ /g, '');
    const wrong = await client.post('/api/auth/secondStep/enrol', {
      ticket,
      code: '000000' === totpCodeOf(secret) ? '111111' : '000000',
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([401, sm.wrongCode.text]);

    const done = await client.post('/api/auth/secondStep/enrol', { ticket, code: totpCodeOf(secret) });
    expect(done.json()).toMatchObject({ ok: true, message: sm.enrolled.text, content: { user: { userId: id } } });
    const codes = done.json().content.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect((await client.get('/api/currentUser/loginStatus')).statusCode).toBe(200);
    expect(await eventTypesOf(id)).toEqual(['UserCreated', 'SecondFactorEnrolled', 'UserSignedIn']);

    // The secret is kept encrypted, the recovery codes only hashed.
    const stored = await env.ctx.pool.one(sql.unsafe`
      SELECT second_factor_secret, recovery_code_hashes FROM users WHERE id = ${id}`);
    expect(String(stored.second_factor_secret)).not.toContain(secret);
    expect(JSON.stringify(stored.recovery_code_hashes)).not.toContain(codes[0]!.replace('-', ''));
    const logged = await env.ctx.pool.oneFirst(
      sql.unsafe`SELECT data::text FROM es_events WHERE type = 'SecondFactorEnrolled'`,
    );
    expect(String(logged)).not.toContain(secret);

    // The ticket was used: it enrols nothing more.
    const reused = await client.post('/api/auth/secondStep/enrol', { ticket, code: nextCode(secret) });
    expect([reused.statusCode, reused.json().message]).toEqual([401, sm.signInAgain.text]);
  });

  it('asks an account administrator only when the county says so, and never a public user', async () => {
    await givenUser(env.ctx.pool, { username: 'title.admin1', role: 'ACCOUNT', accountId });
    await givenUser(env.ctx.pool, { username: 'public.user1', accountId });
    expect((await login(apiClient(env.app), 'title.admin1')).json().content).toMatchObject({ role: 'ACCOUNT' });
    await env.userAccess({ secondStepStaff: true, secondStepAccountAdmins: true });
    expect((await login(apiClient(env.app), 'title.admin1')).json().content).toMatchObject({ secondStep: 'enrol' });
    expect((await login(apiClient(env.app), 'public.user1')).json().content).toMatchObject({ role: 'USER' });
    await env.userAccess({ secondStepStaff: false, secondStepAccountAdmins: false });
    await givenUser(env.ctx.pool, { username: 'county.plain1', role: 'COUNTY', accountId });
    expect((await login(apiClient(env.app), 'county.plain1')).json().content).toMatchObject({ role: 'COUNTY' });
    await env.userAccess({ secondStepStaff: true });
  });
});

describe('the second step of a sign-in', () => {
  it('signs an enrolled user in with the code, refuses a wrong one and the same code twice', async () => {
    await givenUser(env.ctx.pool, { username: 'trimin.staff1', role: 'TRIMIN', accountId });
    const { secret } = await enrolled(env.app, 'trimin.staff1');
    const client = apiClient(env.app);
    const answer = (await login(client, 'trimin.staff1')).json();
    expect(answer).toMatchObject({ ok: true, message: sm.needed.text, content: { secondStep: 'verify' } });
    const { ticket } = answer.content;

    // The enrolment's own code is spent.
    const replayedEnrolment = await client.post('/api/auth/secondStep', { ticket, code: totpCodeOf(secret) });
    expect([replayedEnrolment.statusCode, replayedEnrolment.json().message]).toEqual([401, sm.codeUsed.text]);
    const wrong = await client.post('/api/auth/secondStep', { ticket, code: '12345' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([401, sm.wrongCode.text]);
    expect((await client.get('/api/currentUser/loginStatus')).statusCode).toBe(403);

    const code = nextCode(secret);
    const right = await client.post('/api/auth/secondStep', { ticket, code });
    expect(right.json()).toMatchObject({ ok: true, content: { username: 'trimin.staff1', role: 'TRIMIN' } });
    expect((await client.get('/api/currentUser/loginStatus')).statusCode).toBe(200);

    // The same code again, on a new sign-in: refused.
    const other = apiClient(env.app);
    const second = (await login(other, 'trimin.staff1')).json().content.ticket;
    const replayed = await other.post('/api/auth/secondStep', { ticket: second, code });
    expect([replayed.statusCode, replayed.json().message]).toEqual([401, sm.codeUsed.text]);
    expect((await other.get('/api/currentUser/loginStatus')).statusCode).toBe(403);
  });

  it('takes a recovery code once, in any case and without its dash', async () => {
    const id = await givenUser(env.ctx.pool, { username: 'county.lost1', role: 'COUNTY', accountId });
    const { recoveryCodes } = await enrolled(env.app, 'county.lost1');
    const typed = recoveryCodes[3]!.replace('-', '').toUpperCase();

    const client = apiClient(env.app);
    const ticket = (await login(client, 'county.lost1')).json().content.ticket;
    const used = await client.post('/api/auth/secondStep', { ticket, code: ` ${typed} ` });
    expect(used.json()).toMatchObject({ ok: true, message: sm.recoveryCodeUsed({ count: 9 }).text });
    expect((await client.get('/api/currentUser/loginStatus')).statusCode).toBe(200);

    const again = apiClient(env.app);
    const next = (await login(again, 'county.lost1')).json().content.ticket;
    const refused = await again.post('/api/auth/secondStep', { ticket: next, code: recoveryCodes[3] });
    expect([refused.statusCode, refused.json().message]).toEqual([401, sm.wrongCode.text]);
    const other = await again.post('/api/auth/secondStep', { ticket: next, code: recoveryCodes[4] });
    expect(other.json()).toMatchObject({ ok: true, message: sm.recoveryCodeUsed({ count: 8 }).text });
    expect(await eventTypesOf(id)).toEqual([
      'UserCreated',
      'SecondFactorEnrolled',
      'UserSignedIn',
      'RecoveryCodeUsed',
      'UserSignedIn',
      'RecoveryCodeUsed',
      'UserSignedIn',
    ]);
  });

  it('gives a ticket five wrong codes, then asks to sign in again', async () => {
    await givenUser(env.ctx.pool, { username: 'county.guess1', role: 'COUNTY', accountId });
    const { secret } = await enrolled(env.app, 'county.guess1');
    const client = apiClient(env.app);
    const ticket = (await login(client, 'county.guess1')).json().content.ticket;
    const right = nextCode(secret);
    const wrongCode = right === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/auth/secondStep', { ticket, code: wrongCode })).json().message).toBe(
        sm.wrongCode.text,
      );
    }
    const late = await client.post('/api/auth/secondStep', { ticket, code: right });
    expect([late.statusCode, late.json().message]).toEqual([401, sm.signInAgain.text]);
  });

  it('answers odd input with the envelope, never a 500', async () => {
    await givenUser(env.ctx.pool, { username: 'county.odd1', role: 'COUNTY', accountId });
    const client = apiClient(env.app);
    const enrolTicket = (await login(client, 'county.odd1')).json().content.ticket;
    const calls: Array<[string, unknown, number]> = [
      ['/api/auth/secondStep', {}, 400],
      ['/api/auth/secondStep', { ticket: 'x' }, 400],
      ['/api/auth/secondStep', { ticket: 12, code: 123456 }, 400],
      ['/api/auth/secondStep', { ticket: 'x'.repeat(5000), code: '123456' }, 400],
      ['/api/auth/secondStep', { ticket: 'no-such-ticket', code: '123456' }, 401],
      ['/api/auth/secondStep', { ticket: enrolTicket, code: '1'.repeat(41) }, 400],
      ['/api/auth/secondStep', { ticket: enrolTicket, code: '123456' }, 401],
      ['/api/auth/secondStep/enrol', { ticket: enrolTicket, code: '123456' }, 401],
      ['/api/auth/secondStep/enrolment', { ticket: null }, 400],
      ['/api/auth/secondStep/enrolment', { ticket: 'no-such-ticket' }, 401],
      ['/api/auth/secondStep/enrol', { ticket: 'no-such-ticket', code: 'abcd-efgh' }, 401],
    ];
    for (const [url, body, status] of calls) {
      const response = await client.post(url, body);
      expect([url, body, response.statusCode]).toEqual([url, body, status]);
      expect(response.json()).toMatchObject({ ok: false });
      expect(typeof response.json().message).toBe('string');
    }
    // A secret another key sealed (SECOND_FACTOR_KEY changed): no code opens it, and nothing breaks.
    await givenUser(env.ctx.pool, { username: 'county.rekeyed1', role: 'COUNTY', accountId });
    const { secret } = await enrolled(env.app, 'county.rekeyed1');
    await env.ctx.pool.query(sql.unsafe`
      UPDATE users SET second_factor_secret = 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA'
      WHERE username = 'county.rekeyed1'`);
    const rekeyed = apiClient(env.app);
    const ticket = (await login(rekeyed, 'county.rekeyed1')).json().content.ticket;
    const refused = await rekeyed.post('/api/auth/secondStep', { ticket, code: nextCode(secret) });
    expect([refused.statusCode, refused.json().message]).toEqual([401, sm.wrongCode.text]);

    // The enrol ticket still works after all that (those were not its codes).
    expect((await client.post('/api/auth/secondStep/enrolment', { ticket: enrolTicket })).json().ok).toBe(true);
  });
});
