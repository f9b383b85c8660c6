import type { Envelope } from '@landrecords/contracts/envelope';
import type { ReportJobStarted, ReportJobStatus } from '@landrecords/contracts/reports/jobs';
import { saveFile } from '@landrecords/ui/save-file';
import { callForEnvelope, callHeaders, CallError } from '../lib/api';
import { serverUrl } from '../lib/product';

/** What a long report's screen shows while it runs. */
export type ReportProgress = { jobId: string; done: number; total: number };

/** A long report stopped by its Cancel: the server's word for it. */
export class ReportCancelled extends Error {
  constructor(readonly said: Envelope) {
    super(said.message ?? 'cancelled');
  }
}

const pollEveryMs = 1000;

/** The name in Content-Disposition (RFC 6266: filename* first), else the report's own. */
export function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: the plain one, or the report's.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

async function envelopeOf(response: Response): Promise<Envelope | null> {
  return response.json().then(
    (read: unknown) => read as Envelope,
    () => null,
  );
}

async function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
  const headers = callHeaders();
  headers.set('accept', 'application/json, application/pdf, application/octet-stream, */*');
  if (body !== undefined) headers.set('content-type', 'application/json');
  return fetch(serverUrl() + path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** The cancellation the screen's Cancel asks for (POST report/job/{jobId}/cancel). */
export const cancelReportJob = (jobId: string) => callForEnvelope<null>('POST', `report/job/${jobId}/cancel`, {});

export type RunOptions = {
  /** report/<call>: statementReport, accountExport... */
  call: string;
  criteria: unknown;
  /** The file's name when the server does not give one. */
  fileName: string;
  onProgress: (progress: ReportProgress | null) => void;
  /** Stops waiting for a long report (its job is cancelled separately). */
  signal: AbortSignal;
};

/**
 * Runs a report (002 §7): a short one answers with its file, saved at once; a long one answers 202 with its job,
 * polled for its progress until its file is ready, then saved. Resolves with the saved file's name, or null when
 * the wait was stopped; a refusal or a failed job throws a CallError with the server's envelope, a cancelled one
 * ReportCancelled.
 */
export async function runReport({ call, criteria, fileName, onProgress, signal }: RunOptions): Promise<string | null> {
  const response = await send('POST', `report/${call}`, criteria);
  if (!response.ok) throw new CallError(response.status, await envelopeOf(response));
  if (response.status !== 202) {
    const name = fileNameOf(response, fileName);
    saveFile(await response.blob(), name);
    return name;
  }
  const started = await envelopeOf(response);
  const job = started?.content as ReportJobStarted | null | undefined;
  if (!started?.ok || !job) throw new CallError(response.status, started);
  const { jobId } = job;
  onProgress({ jobId, done: 0, total: job.total });
  try {
    for (;;) {
      await sleep(pollEveryMs, signal);
      if (signal.aborted) return null;
      const { content } = await callForEnvelope<ReportJobStatus>('GET', `report/job/${jobId}`);
      if (!content) continue;
      onProgress({ jobId, done: content.done, total: content.total });
      if (content.state === 'failed' || content.state === 'cancelled') {
        const said: Envelope = { ok: false, message: content.message ?? null, lockout: false, content: null };
        throw content.state === 'cancelled' ? new ReportCancelled(said) : new CallError(200, said);
      }
      if (content.state !== 'done') continue;
      const file = await send('GET', `report/job/${jobId}/file`);
      if (!file.ok) throw new CallError(file.status, await envelopeOf(file));
      const name = fileNameOf(file, content.fileName || fileName);
      saveFile(await file.blob(), name);
      return name;
    }
  } finally {
    onProgress(null);
  }
}
