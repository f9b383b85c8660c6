import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createLogger } from '../logger';
import { buildApp } from '../../app';
import { testContext } from '../../../tests/support/context';

const lines: string[] = [];
let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await testContext();
  const memory = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({ ...ctx, logger: createLogger({ LOG_LEVEL: 'info' }, 'test', memory) });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('the request log', () => {
  it('masks the ticket of an emailed link and keeps the rest of the path', async () => {
    const ticket = 'Tk3x9QpZ7mLw2Rv8sNc4bYh6';
    for (const path of [
      `/passwordReset/${ticket}`,
      `/CompleteRegistration/${ticket}?lang=en`,
      `/alerts/confirm/${ticket}`,
      `/alerts/unsubscribe/${ticket}`,
    ]) {
      await app.inject({ method: 'GET', url: path });
    }
    await app.inject({ method: 'POST', url: `/api/alerts/unsubscribe?token=${ticket}&x=1`, payload: {} });
    const logged = lines.join('');
    expect(logged).toContain('"url":"/passwordReset/[redacted]"');
    expect(logged).toContain('"url":"/CompleteRegistration/[redacted]?lang=en"');
    expect(logged).toContain('"url":"/alerts/confirm/[redacted]"');
    expect(logged).toContain('"url":"/alerts/unsubscribe/[redacted]"');
    expect(logged).toContain('"url":"/api/alerts/unsubscribe?token=[redacted]&x=1"');
    expect(logged).not.toContain(ticket);
  });
});
