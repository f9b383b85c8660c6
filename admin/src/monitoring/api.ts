import type { Envelope } from '@landrecords/contracts/envelope';
import type { MonitoringReport } from '@landrecords/contracts/monitoring/report';
import { CallError, callHeaders } from '../lib/api';
import { serverUrl } from '../lib/product';

async function send<Content>(method: 'GET' | 'POST' | 'DELETE', path: string): Promise<Envelope<Content>> {
  const response = await fetch(`${serverUrl()}monitoring${path}`, {
    method,
    headers: callHeaders(),
    credentials: 'include',
  });
  const envelope = (await response.json().catch(() => null)) as Envelope<Content> | null;
  if (!response.ok || !envelope?.ok) throw new CallError(response.status, envelope);
  return envelope;
}

const jobPath = (queue: string, id: string) => `/queues/${encodeURIComponent(queue)}/jobs/${encodeURIComponent(id)}`;

/** GET monitoring: the server's health (TRIMIN). */
export const readReport = async () => (await send<MonitoringReport>('GET', '')).content as MonitoringReport;

/** A failed job tried again; the answer's message is said to the reader. */
export const retryJob = (queue: string, id: string) => send<null>('POST', `${jobPath(queue, id)}/retry`);

/** A job removed from its queue for good. */
export const deleteJob = (queue: string, id: string) => send<null>('DELETE', jobPath(queue, id));
