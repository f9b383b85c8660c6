import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from '../projections/platform/database';
import { totpCodeOf } from '../services/auth/index';
import { freshDatabase, testRedisUrl, type TestDatabase } from './support/database';
import { runScript } from './support/process';

let db: TestDatabase;
let dataDir: string;
let env: Record<string, string>;
beforeAll(async () => {
  db = await freshDatabase(2);
  dataDir = await mkdtemp(join(tmpdir(), 'lr-first-start-'));
  env = {
    DATABASE_URL: db.url,
    REDIS_URL: testRedisUrl(),
    DATA_DIR: dataDir,
    QUEUE_PREFIX: 'first_start_test',
    LOG_LEVEL: 'info',
  };
});
afterAll(async () => {
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const listeningAddress = async (api: ReturnType<typeof runScript>) =>
  (await api.waitForLog('api listening')).address as string;

const createStaffUser = async (...args: string[]) => {
  const command = runScript('ops/create-staff-user.ts', env, args);
  return { code: await command.exited, ...command.output() };
};

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');

describe("a county's first start", () => {
  it('refuses bad input with one line and exit 2, a password on the command line too', async () => {
    const attempts = await Promise.all([
      createStaffUser('--username', 'county.admin', '--role', 'USER', '--email', 'clerk@county.example'),
      createStaffUser('--username', 'county.admin', '--role', 'COUNTY', '--email', 'not-an-address'),
      createStaffUser('--username', 'ab', '--role', 'COUNTY', '--email', 'clerk@county.example'),
      createStaffUser('--username', 'county.admin', '--role', 'COUNTY', '--email', 'a@b.example', '--password=X#1'),
    ]);
    for (const attempt of attempts) {
      expect(attempt).toMatchObject({ code: 2, stdout: '' });
      expect(attempt.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(attempts.map((attempt) => attempt.stderr)).toEqual([
      expect.stringContaining('--role "USER": must be TRIMIN or COUNTY'),
      expect.stringContaining('--email "not-an-address": Enter a valid email address'),
      expect.stringContaining('--username "ab": At least 8 characters long'),
      expect.stringContaining('No password is given here'),
    ]);
    expect(await db.pool.oneFirst(sql.unsafe`SELECT count(*) FROM users`)).toBe(0);
  });

  it('creates the first staff user, who sets a password from the emailed link and signs in', async () => {
    const created = await createStaffUser(
      ...['--username', 'county.admin', '--role', 'COUNTY', '--email', 'clerk@county.example'],
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('created; a mail to set the password went to clerk@county.example');

    const [mail] = await readdir(join(dataDir, 'mailbox'));
    const text = (await readFile(join(dataDir, 'mailbox', mail!), 'utf8')).replace(/=\r?\n/g, '');
    const ticket = /\/passwordReset\/([\w-]+)/.exec(text)![1]!;
    expect(created.stdout + created.stderr).not.toContain(ticket);

    const events = await db.pool.any(sql.unsafe`
      SELECT type, data->>'source' AS source, data->>'role' AS role, metadata->>'system' AS system
      FROM es_events WHERE stream_id LIKE 'user-%'`);
    expect(events).toEqual([
      { type: 'UserCreated', source: 'manager', role: 'COUNTY', system: expect.stringMatching(/^create-staff-user/) },
    ]);

    const api = runScript('ops/api.ts', { ...env, PORT: '0' });
    try {
      const address = await listeningAddress(api);
      const post = (path: string, body: unknown, cookie = '') =>
        fetch(`${address}/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(body),
        });
      const password = 'First#Start1';
      expect(await (await post('/auth/resetPassword', { ticket, password })).json()).toMatchObject({ ok: true });
      // A real county asks its staff for a second step: the first sign-in enrols an authenticator app.
      const login = await post('/auth/login', { username: 'county.admin', password, language: 'ENGLISH' });
      const { ticket: enrolTicket } = (await login.json()).content;
      expect(cookiesOf(login)).toBe('');
      const enrolment = (await (await post('/auth/secondStep/enrolment', { ticket: enrolTicket })).json()).content;
      const secret = String(enrolment.secret).replace(/\s/g, '');
      const enrolled = await post('/auth/secondStep/enrol', { ticket: enrolTicket, code: totpCodeOf(secret) });
      expect(await enrolled.json()).toMatchObject({
        ok: true,
        content: { user: { username: 'county.admin', role: 'COUNTY' }, recoveryCodes: expect.any(Array) },
      });
      const common = await fetch(`${address}/api/controlPanel/countyConfig/common`, {
        headers: { cookie: cookiesOf(enrolled) },
      });
      expect(await common.json()).toMatchObject({ ok: true, content: { timeZone: 'Pacific/Saipan' } });
      const logged = api.output().stdout + api.output().stderr;
      expect(logged).not.toContain(ticket);
      expect(logged).not.toContain(password);
      expect(logged).not.toContain(secret);
    } finally {
      api.child.kill('SIGTERM');
      await api.exited;
    }

    const again = await createStaffUser(
      '--username',
      'County.Admin',
      '--role',
      'TRIMIN',
      '--email',
      'x@county.example',
    );
    expect(again).toMatchObject({ code: 2, stdout: '' });
    expect(again.stderr.trim()).toBe('The username County.Admin is already taken; nothing was created.');
  });
});
