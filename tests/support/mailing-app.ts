import type { FastifyPluginAsync } from 'fastify';
import { buildApp } from '../../services/app';
import { mailJob } from '../../services/platform/mail/mail.job';
import { queueContextOf, startWorkers } from '../../services/platform/queue/index';
import { testContext } from './context';
import { startSmtpListener } from './smtp-listener';

/**
 * The API with these routes whose mail really goes out: through the queue's mail worker to a local SMTP
 * listener the test reads, links in it under https://records.example.gov.
 */
export async function mailingApp(apiRoutes: FastifyPluginAsync[], env: Record<string, string> = {}) {
  const smtp = await startSmtpListener();
  const ctx = await testContext({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://records.example.gov', ...env });
  const app = await buildApp(ctx, { apiRoutes });
  const workers = startWorkers([mailJob as never], queueContextOf(ctx));
  return {
    smtp,
    ctx,
    app,
    close: async () => {
      await workers.close();
      await app.close();
      await ctx.close();
      await smtp.close();
    },
  };
}
