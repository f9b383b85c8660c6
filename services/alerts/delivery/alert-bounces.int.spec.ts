import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { alertMatchingProjection } from '@landrecords/projections/alerts/matching/index';
import { sql } from '@landrecords/projections/platform/database';
import { catchUp } from '@landrecords/projections/platform/runner';
import { testContext } from '../../../tests/support/context';
import { logSettled } from '../../../tests/support/database';
import { feedLine, sampleLandDocument } from '../../../tests/support/records';
import { startSmtpListener } from '../../../tests/support/smtp-listener';
import type { Mailer } from '../../platform/mail/mailer';
import { importFeed } from '../../records/index';
import { confirmSubscription, requestSubscription } from '../subscriber.commands';
import { sendDueAlerts } from './send-alerts';

let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let ctx: Awaited<ReturnType<typeof testContext>>;
beforeAll(async () => {
  smtp = await startSmtpListener({ refusing: ['gone@example.com'] });
  ctx = await testContext({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://records.example.gov' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const system = { system: 'alert-test' };
async function subscriber(email: string, lastName: string) {
  const watches = [{ kind: 'NAME' as const, lastName, firstName: '' }];
  const request = await requestSubscription(
    ctx.pool,
    { email, language: 'ENGLISH', frequency: 'IMMEDIATE', watches },
    system,
  );
  await confirmSubscription(ctx.pool, request.subscriberId, request.token, system);
  return request.subscriberId;
}
let documents = 0;
async function recordUnder(lastName: string) {
  documents += 1;
  const party = { lastName, firstName: '', middleInitial: '' };
  const recordedDateTime = new Date().toISOString();
  const document = sampleLandDocument({ docId: `R${documents}`, grantors: [party], recordedDateTime });
  await importFeed(ctx.pool, [feedLine(document)], system);
  await logSettled(ctx.pool);
  await catchUp(ctx.pool, alertMatchingProjection);
}
const statusOf = (id: string) =>
  ctx.pool.oneFirst(sql.unsafe`SELECT status || ' ' || bounce_count FROM alert_subscribers WHERE id = ${id}`);

describe('alert emails an address refuses, and emails a crash left unsent', () => {
  it('counts permanent refusals; after three the address is BOUNCED and gets nothing more', async () => {
    const gone = await subscriber('gone@example.com', 'Aldan');
    for (let bounce = 1; bounce <= 3; bounce++) {
      await recordUnder('Aldan');
      expect(await sendDueAlerts(ctx, 'IMMEDIATE')).toMatchObject({ sent: 0, bounced: 1 });
      expect(await statusOf(gone)).toBe(bounce < 3 ? `CONFIRMED ${bounce}` : 'BOUNCED 3');
    }
    await recordUnder('Aldan');
    expect(await sendDueAlerts(ctx, 'IMMEDIATE')).toMatchObject({ sent: 0, bounced: 0 });
    const deliveries = await ctx.pool.anyFirst(sql.unsafe`
      SELECT status FROM alert_deliveries WHERE subscriber_id = ${gone} ORDER BY created_at`);
    expect(deliveries).toEqual(['BOUNCED', 'BOUNCED', 'BOUNCED']);
  });

  it('sends again only the one email a crash left between sending and marking it sent', async () => {
    await subscriber('kept@example.com', 'Rios');
    await recordUnder('Rios');
    const crashing: Mailer = {
      send: async () => {
        throw new Error('the process died after the mail server took the message');
      },
    };
    expect(await sendDueAlerts(ctx, 'IMMEDIATE', { mailer: crashing })).toMatchObject({ sent: 0 });
    await recordUnder('Rios');
    expect(await sendDueAlerts(ctx, 'IMMEDIATE')).toMatchObject({ sent: 1, retried: 0 });
    await ctx.pool.query(sql.unsafe`
      UPDATE alert_deliveries SET updated_at = now() - interval '1 hour' WHERE status = 'SENDING'`);
    expect(await sendDueAlerts(ctx, 'IMMEDIATE')).toMatchObject({ sent: 1, retried: 1 });
    expect(await sendDueAlerts(ctx, 'IMMEDIATE')).toMatchObject({ sent: 0, retried: 0 });
    expect(smtp.received.filter((mail) => mail.to.some((to) => to.includes('kept@example.com')))).toHaveLength(2);
    const listed = await ctx.pool.anyFirst(sql.unsafe`
      SELECT count(*)::int FROM alert_delivered_matches dm JOIN alert_deliveries d ON d.id = dm.delivery_id
      WHERE d.status = 'SENT' GROUP BY d.id ORDER BY 1`);
    expect(listed).toEqual([1, 1]);
    const kept = await ctx.pool.anyFirst(sql.unsafe`SELECT DISTINCT message::text FROM alert_deliveries`);
    expect(kept).toEqual(['{}']);
  });
});
