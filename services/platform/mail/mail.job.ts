import type { AppContext } from '../context';
import { enqueue } from '../queue/enqueue';
import type { JobDefinition } from '../queue/index';
import { createMailer, type Mailer, type MailMessage } from './mailer';

const MAIL_QUEUE = 'mail';
const mailers = new WeakMap<AppContext, Mailer>();

/**
 * Email leaves through the queue: a mail server that is down delays a message (retried with back-off)
 * instead of failing the registration or recovery that asked for it.
 */
export const mailJob: JobDefinition<MailMessage> = {
  queue: MAIL_QUEUE,
  async process(job, app) {
    let mailer = mailers.get(app);
    if (!mailer) mailers.set(app, (mailer = createMailer(app.config, app.logger)));
    await mailer.send(job.data);
  },
};

/** Queues a message; its links hold single-use tickets, so the job is not kept once sent. */
export const sendMail = (app: AppContext, message: MailMessage) =>
  enqueue(app, MAIL_QUEUE, message, { removeOnComplete: true });
