import { csrfToken } from './api/client';
import { serverUrl } from './product';

type Entry = { level: 'error' | 'warn' | 'info'; message: string; stack?: string; url?: string };

const clip = (text: string | undefined, length: number) => text?.slice(0, length);

/** Sends a log entry to the server's client log sink (000 §7 logReact); a failure to send is dropped. */
export function logToServer(entry: Entry): void {
  const body = JSON.stringify({
    level: entry.level,
    message: clip(entry.message, 2000) || 'no message',
    ...(entry.stack ? { stack: clip(entry.stack, 8000) } : {}),
    url: clip(entry.url ?? window.location.href, 2000),
  });
  void fetch(`${serverUrl()}logReact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...csrfHeader() },
    credentials: 'include',
    body,
    keepalive: true,
  }).catch(() => {});
}

function csrfHeader(): Record<string, string> {
  const token = csrfToken();
  return token ? { 'x-csrf-token': token } : {};
}

let sent = 0;
/** Uncaught errors of the page go to the server, at most 20 a page load. */
export function startClientLog(): void {
  const send = (message: string, stack?: string) => {
    if (sent++ < 20) logToServer({ level: 'error', message, stack });
  };
  window.addEventListener('error', (event) => send(event.message, (event.error as Error | undefined)?.stack));
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { message?: string; stack?: string } | undefined;
    send(reason?.message ?? String(event.reason), reason?.stack);
  });
}
