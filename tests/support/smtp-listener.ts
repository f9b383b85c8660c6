import { createServer, type AddressInfo, type Socket } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

const answers: Record<string, string> = {
  EHLO: '250 localhost',
  HELO: '250 localhost',
  MAIL: '250 OK',
  RCPT: '250 OK',
  DATA: '354 End data with <CR><LF>.<CR><LF>',
  RSET: '250 OK',
  NOOP: '250 OK',
  QUIT: '221 Bye',
};

/**
 * A real SMTP server on a free local port that keeps what it receives: the mail tests send through
 * nodemailer over TCP exactly as to a county's mail server. The `refusing` addresses it refuses for good (550 at
 * RCPT, as a mailbox that does not exist), so a send to them bounces.
 */
export async function startSmtpListener({ refusing = [] }: { refusing?: readonly string[] } = {}) {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];

  const serve = (socket: Socket) => {
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost test SMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            reply('250 OK queued');
            waiters.splice(0).forEach((wake) => wake());
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') mail.from = line.slice(10).trim();
        if (verb === 'RCPT') {
          const to = line.slice(8).trim();
          if (refusing.includes(to.replace(/[<>]/g, ''))) {
            reply('550 5.1.1 No such mailbox');
            continue;
          }
          mail.to.push(to);
        }
        if (verb === 'RSET') mail = { from: '', to: [], data: '' };
        if (verb === 'DATA') inData = true;
        reply(answers[verb] ?? '502 Command not implemented');
        if (verb === 'QUIT') socket.end();
      }
    });
    socket.on('error', () => undefined);
  };

  const server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** The next message to this address, waiting up to `timeoutMs` for it to arrive. */
  async function nextMailTo(address: string, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = received.findIndex((mail) => mail.to.some((to) => to.includes(address)));
      if (index !== -1) return received.splice(index, 1)[0]!;
      if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMailTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text body of a single-part message, with its transfer encoding undone. */
export function mailText(mail: ReceivedMail): string {
  const split = mail.data.indexOf('\n\n');
  const headers = mail.data.slice(0, split).toLowerCase();
  const body = mail.data.slice(split + 2);
  if (headers.includes('content-transfer-encoding: base64')) return Buffer.from(body, 'base64').toString('utf8');
  if (headers.includes('content-transfer-encoding: quoted-printable')) {
    return body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return body;
}

export function mailSubject(mail: ReceivedMail): string {
  return /^subject: (.*)$/im.exec(mail.data)?.[1] ?? '';
}
