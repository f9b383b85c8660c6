import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AlertStaffPeople, AlertStaffSummary } from '@landrecords/contracts/alerts/api';
import { alertMessages as m } from '@landrecords/contracts/alerts/messages';
import { countyStaffRoles } from '@landrecords/contracts/codes';
import type { Envelope } from '@landrecords/contracts/envelope';
import { clockIn } from '@landrecords/contracts/zone-clock';
import { alertCounts, alertPeopleByEmail, alertWatchOwner } from '@landrecords/projections/alerts/index';
import { readSection } from '@landrecords/projections/config/index';
import { z } from 'zod';
import { success } from '../platform/http/envelope';
import { UserFacingError } from '../platform/http/errors';
import { metadataOf } from '../platform/http/request-metadata';
import { parseOrReject } from '../platform/http/validation';
import { signedIn } from '../platform/sessions/plugin';
import { alertsSentPerDay } from './delivery/index';
import { removeSubscriber, removeWatch } from './subscriber.commands';
import type { Actor } from './subscriber.decide';

/** Days the summary's sent-per-day covers, today included. */
export const SENT_DAYS = 30;
const idParams = z.object({ id: z.uuid() });
const peopleQuery = z.object({ email: z.string().trim().max(254).default('') });

const staffOf = (request: FastifyRequest): Actor => ({
  userId: Number(request.session!.userId),
  username: request.session!.username,
  role: request.session!.role,
});

/** The first day of the last `days` county days, as YYYY-MM-DD. */
function firstCountyDay(timeZone: string, days: number, now = new Date()): string {
  const today = clockIn(timeZone, now);
  const first = new Date(Date.UTC(today.year, today.month - 1, today.day - (days - 1)));
  return first.toISOString().slice(0, 10);
}

async function staffRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;

  app.get('/alerts/staff/summary', async (): Promise<Envelope<AlertStaffSummary>> => {
    const { timeZone } = await readSection(pool, 'common');
    const [counts, sentPerDay] = await Promise.all([
      alertCounts(pool),
      alertsSentPerDay(pool, firstCountyDay(timeZone, SENT_DAYS)),
    ]);
    return success({ ...counts, sentPerDay });
  });

  app.get('/alerts/staff/people', async (request): Promise<Envelope<AlertStaffPeople>> => {
    const { email } = parseOrReject(peopleQuery, request.query ?? {}, 'query');
    // Found by the address a worried owner gives on the phone: at least three characters of its beginning.
    if (email.length < 3) return success({ people: [] });
    return success({ people: await alertPeopleByEmail(pool, email) });
  });

  app.delete('/alerts/staff/watches/:id', async (request) => {
    const parsed = idParams.safeParse(request.params);
    const owner = parsed.success ? await alertWatchOwner(pool, parsed.data.id) : null;
    if (!parsed.success || !owner) throw new UserFacingError(m.noSuchWatch, 404);
    await removeWatch(pool, owner, parsed.data.id, staffOf(request), metadataOf(request));
    return success(null, m.watchRemoved);
  });

  app.delete('/alerts/staff/people/:id', async (request) => {
    const parsed = idParams.safeParse(request.params);
    if (!parsed.success) throw new UserFacingError(m.noSuchPerson, 404);
    await removeSubscriber(pool, parsed.data.id, staffOf(request), metadataOf(request));
    return success(null, m.personRemoved);
  });
}

/** The staff's view of alerts: county staff only (TRIMIN, COUNTY), enforced here. */
export async function alertStaffRoutes(app: FastifyInstance): Promise<void> {
  await app.register(signedIn([staffRoutes], ...countyStaffRoles));
}
