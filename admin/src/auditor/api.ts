import type { AuditCheck, AuditSubjectKind, AuditView } from '@landrecords/contracts/auditor/view';
import type { Envelope } from '@landrecords/contracts/envelope';
import { callForEnvelope } from '../lib/api';
import { serverUrl } from '../lib/product';

/** The roles the screen and its calls are for (the server refuses the others). */
export const auditorRoles: readonly string[] = ['TRIMIN', 'COUNTY'];

/** What the auditor looks at: an account's or user's id, or a section's name. */
export type AuditSubject = { kind: AuditSubjectKind; id: string };

const pathOf = ({ kind, id }: AuditSubject, tail = '', asOf?: string) =>
  `auditor/${kind}/${encodeURIComponent(id)}${tail}${asOf ? `?asOf=${encodeURIComponent(asOf)}` : ''}`;

/** GET auditor/<kind>/<id>?asOf: the events with the running balances and the state as of the moment. */
export const readView = async (subject: AuditSubject, asOf?: string) =>
  (await callForEnvelope<AuditView>('GET', pathOf(subject, '', asOf))).content as AuditView;

/** GET auditor/<kind>/<id>/check: the replay of the log against the read models, with the server's message. */
export const runCheck = (subject: AuditSubject): Promise<Envelope<AuditCheck>> =>
  callForEnvelope<AuditCheck>('GET', pathOf(subject, '/check'));

/** The printable view (a PDF the browser opens). */
export const printUrl = (subject: AuditSubject, asOf?: string) => `${serverUrl()}${pathOf(subject, '/print', asOf)}`;
