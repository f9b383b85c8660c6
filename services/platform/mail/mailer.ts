import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { RuntimeConfig } from '../config';
import type { Logger } from '../logger';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Extra header lines (List-Unsubscribe...) and a fixed Message-ID (a message sent again keeps its id). */
  headers?: Record<string, string>;
  messageId?: string;
};

export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * Email through SMTP when SMTP_URL is set. Without it, each message is written to DATA_DIR/mailbox as an .eml
 * file and logged, so registration and recovery work on a machine with no mail server (the demo).
 */
export function createMailer(config: RuntimeConfig, logger: Logger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'email sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mailbox = join(config.DATA_DIR, 'mailbox');
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      await mkdir(mailbox, { recursive: true });
      const file = join(
        mailbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      logger.info(
        { to: message.to, subject: message.subject, file, text: message.text },
        'email written to the local mailbox',
      );
    },
  };
}
