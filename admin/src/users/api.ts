import type { Envelope } from '@landrecords/contracts/envelope';

/** A user manager call that answered { ok: false } (or no envelope at all). */
export class UserManagerError extends Error {
  constructor(
    readonly status: number,
    readonly envelope: Envelope | null,
  ) {
    super(envelope?.message ?? `HTTP ${status}`);
  }
}

/** The session's CSRF token, which every call echoes in X-CSRF-Token (the server sets it in a readable cookie). */
const csrfToken = () => {
  const token = /(?:^|; )lr_csrf=([^;]*)/.exec(document.cookie)?.[1];
  return token ? decodeURIComponent(token) : undefined;
};

function send(path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = csrfToken();
  if (token) headers['x-csrf-token'] = token;
  return fetch(`/api/userManager/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** One of the user manager's calls of 002 §7 (`userManager/<path>`): its envelope when it is ok. */
export async function userManager<Content>(path: string, body?: unknown): Promise<Envelope<Content>> {
  const response = await send(path, body);
  const envelope = (await response.json().catch(() => null)) as Envelope<Content> | null;
  if (!response.ok || !envelope?.ok) throw new UserManagerError(response.status, envelope);
  return envelope;
}

/** users.xlsx of the list's filter (002 §7 userExport), saved under that name. */
export async function downloadUsers(body: unknown): Promise<void> {
  const response = await send('userExport', body);
  if (!response.ok) {
    throw new UserManagerError(response.status, (await response.json().catch(() => null)) as Envelope | null);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'users.xlsx';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
