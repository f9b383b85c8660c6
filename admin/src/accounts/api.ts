import type { Envelope } from '@landrecords/contracts/envelope';
import { CallError, callForEnvelope, callHeaders } from '../lib/api';
import { serverUrl } from '../lib/product';
import { saveFile } from '@landrecords/ui/save-file';

async function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
  const headers = callHeaders();
  if (body !== undefined) headers.set('content-type', 'application/json');
  return fetch(`${serverUrl()}controlPanel/${path}`, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const envelopeOf = async <Content>(response: Response) =>
  (await response.json().catch(() => null)) as Envelope<Content> | null;

/**
 * One of the account calls of 002 §7 (`controlPanel/<path>`): the whole envelope when it is ok, since the
 * screens show its message (002 §8 "Success alerts show the server's message"), or a CallError.
 */
export const controlPanel = <Content>(path: string, body?: unknown): Promise<Envelope<Content>> =>
  callForEnvelope<Content>(body === undefined ? 'GET' : 'POST', `controlPanel/${path}`, body);

/** A spreadsheet the server answers to a POST, saved under its name (002 §7 accountExport). */
export async function download(path: string, body: unknown, fileName: string): Promise<void> {
  const response = await send('POST', path, body);
  if (!response.ok) throw new CallError(response.status, await envelopeOf(response));
  saveFile(await response.blob(), fileName);
}
