import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { testServer } from './server';

/** One email the server wrote to DATA_DIR/mailbox (it does so when SMTP_URL is unset, as in the browser tests). */
export type Mail = {
  file: string;
  /** When the file was written, ms since the epoch. */
  written: number;
  from: string;
  /** The bare addresses, lower case. */
  to: string[];
  subject: string;
  text: string;
  /** Every http(s) link in the text, in order. */
  links: string[];
};

function decodeQuotedPrintable(body: string): Buffer {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words in a header: =?UTF-8?Q?...?= and =?UTF-8?B?...?=. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

/** Parses one .eml file as nodemailer writes it (a single text part). */
export function parseMail(raw: string, file = '', written = 0): Mail {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  const to = decodeHeader(headers.get('to') ?? '')
    .split(',')
    .map((part) => (/<([^>]+)>/.exec(part)?.[1] ?? part).trim().toLowerCase())
    .filter(Boolean);
  return {
    file,
    written,
    from: decodeHeader(headers.get('from') ?? ''),
    to,
    subject: decodeHeader(headers.get('subject') ?? ''),
    text,
    links: [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((match) => match[0].replace(/[.,;:]+$/, '')),
  };
}

/** Every email in the server's mailbox, oldest first (none yet: an empty list). */
export async function readMailbox(dataDir = testServer().dataDir): Promise<Mail[]> {
  const mailbox = join(dataDir, 'mailbox');
  const names = await readdir(mailbox).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => {
        const file = join(mailbox, name);
        const [raw, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
        return parseMail(raw, file, info.mtimeMs);
      }),
  );
  // The file names start with the ISO time they were written.
  return mails.sort((a, b) => a.written - b.written || a.file.localeCompare(b.file));
}

/**
 * The newest email to `address`, waiting for it: email leaves through a queue, so it lands a moment after the
 * call that sent it. `since` (ms since the epoch, e.g. `Date.now()` taken before the action) skips older ones.
 */
export async function latestMailTo(
  address: string,
  { since = 0, timeoutMs = 20_000, dataDir }: { since?: number; timeoutMs?: number; dataDir?: string } = {},
): Promise<Mail> {
  const wanted = address.trim().toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readMailbox(dataDir)).filter(
      (mail) => mail.to.includes(wanted) && mail.written >= since - 1000,
    );
    const newest = mails.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) {
      throw new Error(
        `No email to ${address} within ${timeoutMs / 1000} s in ${join(dataDir ?? testServer().dataDir, 'mailbox')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export type MailLink = { url: string; path: string; ticket: string };

function ticketLink(mail: Mail, route: string): MailLink {
  for (const link of mail.links) {
    const path = new URL(link).pathname;
    const match = new RegExp(`/${route}/([^/?#]+)$`).exec(path);
    if (match) return { url: link, path, ticket: decodeURIComponent(match[1]!) };
  }
  throw new Error(`No /${route}/{ticket} link in the email "${mail.subject}" (${mail.file}):\n${mail.text}`);
}

/** The registration link of a registration email: /CompleteRegistration/{ticket}. */
export const registrationLink = (mail: Mail) => ticketLink(mail, 'CompleteRegistration');

/** The link of a password reset email: /passwordReset/{ticket}. */
export const passwordResetLink = (mail: Mail) => ticketLink(mail, 'passwordReset');
