import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { defaultSection } from '@landrecords/contracts/config/index';
import { configMessages as m } from '@landrecords/contracts/config/messages';
import { sql } from '@landrecords/projections/platform/database';
import { buildApp } from '../app';
import { clientWithSession, type ApiClient } from '../../tests/support/api-client';
import { testContext } from '../../tests/support/context';
import { configRoutes } from './routes';

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let trimin: ApiClient;

beforeAll(async () => {
  ctx = await testContext();
  app = await buildApp(ctx, { apiRoutes: [configRoutes] });
  trimin = await clientWithSession(app, { userId: '1', username: 'provider.staff', role: 'TRIMIN' });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const url = (section: string) => `/api/controlPanel/countyConfig/${section}`;
const eventCount = () => ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`);
const stored = async (section: string) => (await trimin.get(url(section))).json().content as Record<string, unknown>;

/** 002 §5 "Control panel forms": the required fields, with a value that differs from the default. */
const requiredFields: Array<[section: string, field: string, value: unknown]> = [
  ['common', 'countyName', 'Saipan Recorder'],
  ['common', 'appTitle', 'Saipan Land Records'],
  ['common', 'bookLabel', 'Liber'],
  ['common', 'torrensLabel', 'Land Court'],
  ['userLockout', 'messageLogin', 'Closed for the move to the new building.'],
  ['userLockout', 'messageHeadline', 'Closed until Monday'],
  ['loginPageRegistration', 'emaileExpireIn', 12],
];

describe('a save that leaves out a required field (issue 24: it reset the field to its default)', () => {
  it('still reads an unsaved section at its defaults', async () => {
    expect(await stored('common')).toMatchObject({ countyName: defaultSection('common').countyName });
    expect(await stored('loginPageRegistration')).toMatchObject({ emaileExpireIn: 4 });
  });

  it.each(requiredFields)(
    'refuses %s without %s with "Required." under it and changes nothing',
    async (section, field, value) => {
      const saved = await trimin.post(url(section), { ...(await stored(section)), [field]: value });
      expect(saved.json()).toMatchObject({ ok: true });
      const before = await eventCount();

      const { [field]: _left, ...withoutField } = await stored(section);
      const refused = await trimin.post(url(section), withoutField);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        ok: false,
        message: m.required.text,
        errors: { [field]: [m.required.text] },
      });
      expect(await eventCount()).toBe(before);
      expect((await stored(section))[field]).toEqual(value);
    },
  );

  it('names every required field left out, beside the other rules broken', async () => {
    const refused = await trimin.post(url('common'), { contactEmail: 'not an email' });
    expect(refused.json().errors).toEqual({
      appTitle: [m.required.text],
      countyName: [m.required.text],
      contactEmail: [m.email.text],
      bookLabel: [m.required.text],
      torrensLabel: [m.required.text],
    });
  });
});
