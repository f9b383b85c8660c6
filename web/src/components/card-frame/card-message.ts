/**
 * What the card provider's page tells the frame's parent (000 §4 card frame messaging): an action and, for
 * transactResponse, the provider's response as JSON text. Accept Hosted's communicator sends it as a query
 * string ("action=transactResponse&response=..."), the sandbox as an object: both are read.
 */
export type CardMessage =
  | { action: 'transactResponse'; response: string }
  | { action: 'resizeWindow' }
  | { action: 'cancel' }
  | { action: 'unknown'; name: string };

export function readCardMessage(data: unknown): CardMessage {
  let action: unknown;
  let response: unknown;
  if (typeof data === 'string') {
    const parameters = new URLSearchParams(data);
    action = parameters.get('action');
    response = parameters.get('response');
  } else if (data && typeof data === 'object') {
    ({ action, response } = data as { action?: unknown; response?: unknown });
  }
  if (action === 'transactResponse' && (typeof response === 'string' || (response && typeof response === 'object'))) {
    return { action, response: typeof response === 'string' ? response : JSON.stringify(response) };
  }
  if (action === 'resizeWindow' || action === 'cancel') return { action };
  return { action: 'unknown', name: typeof action === 'string' ? action : typeof data };
}

/** A message from the frame itself or a window inside it (Accept Hosted's communicator is a frame in the frame). */
export function comesFrom(frame: Window | null | undefined, source: MessageEventSource | null): boolean {
  if (!frame || !source || !('parent' in source)) return false;
  let candidate: Window = source;
  for (let depth = 0; depth < 4; depth++) {
    if (candidate === frame) return true;
    if (candidate.parent === candidate) return false;
    candidate = candidate.parent;
  }
  return false;
}
