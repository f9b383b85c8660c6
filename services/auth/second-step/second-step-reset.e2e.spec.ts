import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { secondStepMessages as sm } from '@landrecords/contracts/auth/messages';
import { apiClient, clientWithSession, type ApiClient } from '../../../tests/support/api-client';
import { givenAccount } from '../../../tests/support/accounts';
import { givenUser } from '../../../tests/support/people';
import { enrolled, login, secondStepApp } from '../../../tests/support/second-step-app';

/** A lost authenticator (issue 28): staff reset a user's second factor, within the user manager's scope. */
let env: Awaited<ReturnType<typeof secondStepApp>>;
let recorder: number;
let titleCo: number;
let lawFirm: number;
let trimin: ApiClient;

const sessionOf = async (username: string, role: 'TRIMIN' | 'COUNTY' | 'ACCOUNT', accountId: number) => {
  const id = await givenUser(env.ctx.pool, { username, role, accountId });
  return clientWithSession(env.app, { userId: String(id), username, role });
};

beforeAll(async () => {
  env = await secondStepApp();
  recorder = await givenAccount(env.ctx.pool, { name: 'County Recorder' });
  titleCo = await givenAccount(env.ctx.pool, { name: 'Marianas Title' });
  lawFirm = await givenAccount(env.ctx.pool, { name: 'Commonwealth Law' });
  await env.userAccess({ secondStepStaff: true, secondStepAccountAdmins: true });
  trimin = await sessionOf('vendor.staff1', 'TRIMIN', recorder);
});
afterAll(async () => env.close());

describe('the reset of a second factor', () => {
  it('by staff: recorded with who did it, shown in the history, and the user enrols again', async () => {
    const id = await givenUser(env.ctx.pool, { username: 'county.phone1', role: 'COUNTY', accountId: recorder });
    await enrolled(env.app, 'county.phone1');
    expect((await trimin.get(`/api/userManager/user/${id}`)).json().content.secondStepEnrolled).toBe(true);

    const reset = await trimin.post(`/api/userManager/secondStepReset/${id}`);
    expect(reset.json()).toMatchObject({ ok: true, message: sm.reset.text });
    expect((await trimin.get(`/api/userManager/user/${id}`)).json().content.secondStepEnrolled).toBe(false);
    const listed = (await trimin.post('/api/userManager/users', { filterText: 'county.phone1' })).json().content.users;
    expect(listed).toEqual([expect.objectContaining({ username: 'county.phone1', secondStepEnrolled: false })]);

    const history = (await trimin.get(`/api/admin/users/${id}/history`)).json() as Array<Record<string, unknown>>;
    expect(history.slice(0, 2)).toEqual([
      expect.objectContaining({
        type: 'SecondFactorReset',
        username: 'vendor.staff1',
        role: 'TRIMIN',
        changes: [{ field: 'secondStepEnrolled', from: true, to: false }],
      }),
      expect.objectContaining({
        type: 'SecondFactorEnrolled',
        username: 'county.phone1',
        changes: [
          { field: 'secondStepEnrolled', from: false, to: true },
          { field: 'recoveryCodesLeft', from: null, to: 10 },
        ],
      }),
    ]);
    expect(JSON.stringify(history)).not.toMatch(/secret|recoveryCodeHashes/i);

    expect((await login(apiClient(env.app), 'county.phone1')).json().content).toMatchObject({ secondStep: 'enrol' });
    const twice = await trimin.post(`/api/userManager/secondStepReset/${id}`);
    expect([twice.statusCode, twice.json().message]).toEqual([400, sm.notEnrolled.text]);
  });

  it("by an account administrator: its own account's users only", async () => {
    const admin = await sessionOf('title.admin1', 'ACCOUNT', titleCo);
    const own = await givenUser(env.ctx.pool, { username: 'title.admin2', role: 'ACCOUNT', accountId: titleCo });
    const other = await givenUser(env.ctx.pool, { username: 'law.admin1', role: 'ACCOUNT', accountId: lawFirm });
    const staff = await givenUser(env.ctx.pool, { username: 'county.desk1', role: 'COUNTY', accountId: recorder });
    for (const username of ['title.admin2', 'law.admin1', 'county.desk1']) await enrolled(env.app, username);

    for (const id of [other, staff]) {
      const refused = await admin.post(`/api/userManager/secondStepReset/${id}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ ok: false });
    }
    expect((await trimin.get(`/api/userManager/user/${other}`)).json().content.secondStepEnrolled).toBe(true);
    expect((await admin.post(`/api/userManager/secondStepReset/${own}`)).json()).toMatchObject({ ok: true });

    const userId = await givenUser(env.ctx.pool, { username: 'title.user1', accountId: titleCo });
    const user = await clientWithSession(env.app, { userId: String(userId), username: 'title.user1', role: 'USER' });
    expect((await user.post(`/api/userManager/secondStepReset/${own}`)).statusCode).toBe(403);
  });

  it('answers odd ids with the envelope', async () => {
    for (const [url, status] of [
      ['/api/userManager/secondStepReset/abc', 400],
      ['/api/userManager/secondStepReset/99999999', 404],
      ['/api/userManager/secondStepReset/1e400', 400],
    ] as const) {
      const response = await trimin.post(url);
      expect([url, response.statusCode]).toEqual([url, status]);
      expect(response.json()).toMatchObject({ ok: false });
    }
    expect((await apiClient(env.app).post('/api/userManager/secondStepReset/1')).statusCode).toBe(403);
  });
});
