// Two-step sign-in (issue 28) as the browser tests drive it: the county's userAccess switch turned on for a
// test file and put back after it, staff users of the file's own, and the codes an authenticator app would show.
import { afterAll, beforeAll, expect } from '@jest/globals';
import * as OTPAuth from 'otpauth';
import { request, type APIRequestContext } from 'playwright-core';
import { testServer } from './server';
import { demoUser } from './users';

/** A control panel section as the API reads and saves it. */
type Section = Record<string, unknown>;

/** The app's code for a secret as the page shows it (Base32 in groups of four), at a given time. */
export function appCode(secret: string, timestamp = Date.now()): string {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret.replace(/\s/g, '').toUpperCase()),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp });
}

const period = 30_000;

/**
 * The app's code once its 30-second step is later than `after` (a step whose code the server has taken, and
 * would refuse again as replayed), and at least 3 s before the step ends; waits for the next step if needed.
 */
export async function freshAppCode(secret: string, after?: number): Promise<{ code: string; step: number }> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / period);
    const left = (step + 1) * period - now;
    if ((after === undefined || step > after) && left > 3_000) return { code: appCode(secret, now), step };
    await new Promise((resolve) => setTimeout(resolve, left + 250));
  }
}

/** The API signed in as a demo user, with its CSRF token, outside any browser. */
async function apiSignedIn(username: string): Promise<{ api: APIRequestContext; post: Post; user: Section }> {
  const api = await request.newContext({ baseURL: testServer().baseUrl });
  const login = await api.post('/api/auth/login', {
    data: { username, password: demoUser(username).password, language: 'ENGLISH' },
  });
  const answer = (await login.json()) as { ok: boolean; content: Section };
  expect(answer).toMatchObject({ ok: true, content: { username } });
  const csrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'lr_csrf')?.value ?? '';
  const post: Post = async (path, body) =>
    (await (await api.post(`/api/${path}`, { data: body, headers: { 'x-csrf-token': csrf } })).json()) as Section;
  return { api, post, user: answer.content };
}

type Post = (path: string, body: unknown) => Promise<Section>;

export type StaffForSecondStep = {
  /** A new COUNTY user of the file's own: its username and password. */
  newStaffUser: (prefix: string) => Promise<{ username: string; password: string }>;
};

/**
 * For a test file: county.clerk (signed in before the switch, so its session lives on) turns the county's
 * two-step verification for staff on before the file's tests and puts the userAccess section back after them,
 * so no other file on this server finds staff asked for a code.
 */
export function useSecondStepForStaff(): StaffForSecondStep {
  let clerk: Awaited<ReturnType<typeof apiSignedIn>> | undefined;
  let before: Section | undefined;
  beforeAll(async () => {
    clerk = await apiSignedIn('county.clerk');
    const read = await clerk.api.get('/api/controlPanel/countyConfig/userAccess');
    before = ((await read.json()) as { content: Section }).content;
    const { lockedUsers: _locked, ...settings } = before;
    expect(
      await clerk.post('controlPanel/countyConfig/userAccess', { ...settings, secondStepStaff: true }),
    ).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    if (clerk && before) {
      const { lockedUsers: _locked, ...settings } = before;
      expect(await clerk.post('controlPanel/countyConfig/userAccess', settings)).toMatchObject({ ok: true });
      const after = await clerk.api.get('/api/controlPanel/countyConfig/userAccess');
      expect(((await after.json()) as { content: Section }).content).toMatchObject({
        secondStepStaff: before.secondStepStaff,
      });
    }
    await clerk?.api.dispose();
  });
  return {
    async newStaffUser(prefix) {
      if (!clerk) throw new Error('newStaffUser() works inside a test, after the switch is on');
      const username = `${prefix}${Date.now().toString(36)}`;
      const password = 'Second#Step1';
      const made = await clerk.post('userManager/user', {
        id: 0,
        username,
        role: 'COUNTY',
        accountId: clerk.user.accountId,
        password,
        passwordConfirm: password,
        firstName: 'Rosa',
        lastName: 'Camacho',
        email: `${username.replace(/\W/g, '')}@example.test`,
      });
      expect(made).toMatchObject({ ok: true });
      return { username, password };
    },
  };
}
