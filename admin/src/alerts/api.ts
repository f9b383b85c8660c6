import type { AlertSettings, AlertStaffPeople, AlertStaffSummary } from '@landrecords/contracts/alerts/api';
import type { Envelope } from '@landrecords/contracts/envelope';
import { call, callForEnvelope } from '../lib/api';

/** The roles the screen and its calls are for (the server refuses the others). */
export const alertsStaffRoles: readonly string[] = ['TRIMIN', 'COUNTY'];

/** GET alerts/settings: whether the county offers property alerts now. */
export const readSettings = () => call<AlertSettings>('GET', 'alerts/settings');

/** GET alerts/staff/summary: how many people and watches, and the alerts sent each of the last 30 days. */
export const readSummary = () => call<AlertStaffSummary>('GET', 'alerts/staff/summary');

/** GET alerts/staff/people?email=: the people whose address begins with it, each with their watches. */
export const findPeople = async (email: string) =>
  (await call<AlertStaffPeople>('GET', `alerts/staff/people?email=${encodeURIComponent(email)}`)).people;

/** DELETE alerts/staff/watches/{id}: one watch removed; the envelope's message says so. */
export const removeWatch = (id: string): Promise<Envelope<null>> =>
  callForEnvelope('DELETE', `alerts/staff/watches/${encodeURIComponent(id)}`);

/** DELETE alerts/staff/people/{id}: the person and every watch of theirs removed. */
export const removePerson = (id: string): Promise<Envelope<null>> =>
  callForEnvelope('DELETE', `alerts/staff/people/${encodeURIComponent(id)}`);
