// `npm run create-staff-user -- --username NAME --role TRIMIN|COUNTY --email ADDRESS [--first-name F --last-name L]`:
// the first staff user of a county, made by the user command as the user manager makes one. No password is
// given anywhere: the user gets the password-reset mail and chooses one, so no secret is in argv, a shell's
// history, a log or the operator's hands.
import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { blankAccountFields } from '../contracts/accounts/account';
import { emailSchema, firstNameSchema, lastNameSchema, usernameSchema } from '../contracts/validation/person';
import { readSection } from '../projections/config/index';
import { sql, type Queryable } from '../projections/platform/database';
import { createAccount } from '../services/accounts/index';
import { portalLink } from '../services/auth/links';
import { issueTicket } from '../services/auth/tickets';
import { createLogger } from '../services/platform/logger';
import { createMailer } from '../services/platform/mail/mailer';
import { createUser, hashPassword } from '../services/users/index';
import { UsernameTakenError } from '../projections/users/index';
import { configOrExit, openRuntime } from './runtime';

const usage =
  'Usage: npm run create-staff-user -- --username NAME --role TRIMIN|COUNTY --email ADDRESS [--first-name F --last-name L]';
const staffAccountName = 'Office of the Recorder';

/** Bad input, a taken username: one line, exit 2, nothing stored. */
class Refusal extends Error {}
function refuse(message: string): never {
  throw new Refusal(message);
}
function badOption(problem: string): never {
  refuse(`${problem.replace(/\.?$/, '.')} ${usage}`);
}

function checked(option: string, schema: z.ZodType<string>, value: string | undefined): string {
  if (value === undefined) badOption(`--${option} is required`);
  const result = schema.safeParse(value);
  if (!result.success) badOption(`--${option} ${JSON.stringify(value)}: ${result.error.issues[0]!.message}`);
  return result.data;
}

const optionSpec = {
  username: { type: 'string' },
  role: { type: 'string' },
  email: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
} as const;

function parsed() {
  try {
    return parseArgs({ options: optionSpec }).values;
  } catch (error) {
    if (process.argv.some((arg) => arg.startsWith('--password')))
      badOption('No password is given here: the user gets a mail to choose one');
    badOption((error as Error).message);
  }
}

function optionsOrExit() {
  const values = parsed();
  const username = checked('username', usernameSchema, values.username);
  const role = (['TRIMIN', 'COUNTY'] as const).find((staff) => staff === values.role?.toUpperCase());
  if (!role) badOption(`--role ${JSON.stringify(values.role ?? '')}: must be TRIMIN or COUNTY`);
  return {
    username,
    role,
    email: checked('email', emailSchema, values.email),
    firstName: checked(
      'first-name',
      firstNameSchema,
      values['first-name'] ?? (role === 'TRIMIN' ? 'Provider' : 'County'),
    ),
    lastName: checked('last-name', lastNameSchema, values['last-name'] ?? 'Staff'),
  };
}

/** The county's own account (the first one); in an empty county it is made here. */
async function staffAccount(db: Queryable, metadata: { system: string }): Promise<number> {
  const first = await db.maybeOneFirst(sql.unsafe`SELECT id FROM accounts ORDER BY id LIMIT 1`);
  if (first !== null) return Number(first);
  return createAccount(db, { ...blankAccountFields(), name: staffAccountName, paymentMethod: 'INVOICE' }, metadata);
}

function operator(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

let options: ReturnType<typeof optionsOrExit>;
try {
  options = optionsOrExit();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const config = configOrExit();
// warn: the local mailbox logs each message's text at info, and this one's link is a secret.
const logger = createLogger({ ...config, LOG_LEVEL: 'warn' });
const runtime = await openRuntime(config, logger).catch((error: unknown) => {
  // The embedded PostgreSQL throws nothing useful when the portal already runs on it.
  const embedded = config.DATABASE_URL ? '' : ' (the embedded PostgreSQL runs in one process: stop the portal first)';
  console.error(
    `Could not open the database: ${error instanceof Error ? error.message : 'it did not start'}${embedded}`,
  );
  process.exit(1);
});
try {
  const { pool } = runtime.ctx;
  const taken = await pool.exists(sql.unsafe`SELECT 1 FROM users WHERE lower(username) = lower(${options.username})`);
  if (taken) refuse(`The username ${options.username} is already taken; nothing was created.`);
  const metadata = { system: `create-staff-user (run by ${operator()})` };
  const { emaileExpireIn: hours } = await readSection(pool, 'loginPageRegistration');
  // Nobody knows this password: the user sets one with the emailed link.
  const unknownPassword = await hashPassword(randomBytes(32).toString('base64url'));
  // One transaction with the mail: a mail that cannot be sent leaves no user behind.
  await pool.transaction(async (tx) => {
    const userId = await createUser(
      tx,
      {
        username: options.username,
        role: options.role,
        accountId: await staffAccount(tx, metadata),
        viewJudicialProtection: false,
        firstName: options.firstName,
        lastName: options.lastName,
        company: '',
        address: '',
        city: '',
        state: '',
        zip: '',
        email: options.email,
        phoneFormatType: 'STANDARD',
        phone: '',
        language: 'ENGLISH',
        passwordHash: unknownPassword,
        status: 'A',
        source: 'manager',
      },
      metadata,
    );
    const ticket = await issueTicket(tx, 'passwordReset', userId, hours);
    await createMailer(runtime.ctx.config, logger).send({
      to: options.email,
      subject: 'Set your password',
      text: [
        `A ${options.role} user ${options.username} was made for you. To choose your password, open this link within ${hours} hours:`,
        portalLink(runtime.ctx.config, `/passwordReset/${ticket}`),
        '',
        `If the link has expired, use "Forgot password?" at ${portalLink(runtime.ctx.config, '/login')}.`,
      ].join('\n'),
    });
  });
  const where = config.SMTP_URL ? '' : ` (no SMTP_URL: see ${config.DATA_DIR}/mailbox)`;
  console.log(`created; a mail to set the password went to ${options.email}${where}`);
} catch (error) {
  const taken = error instanceof UsernameTakenError;
  if (error instanceof Refusal || taken) {
    console.error(taken ? `The username ${options.username} is already taken; nothing was created.` : error.message);
    process.exitCode = 2;
  } else {
    console.error(`Could not create the user: ${(error as Error).message}; nothing was created.`);
    process.exitCode = 1;
  }
} finally {
  await runtime.close();
}
