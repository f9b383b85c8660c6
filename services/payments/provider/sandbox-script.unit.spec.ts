import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from '@jest/globals';

const script = readFileSync(new URL('./sandbox-assets/accept.js', import.meta.url), 'utf8');
const origin = 'https://records.example.gov';

/** accept.js run on a page of the given kind, in a frame or not: what it posted to the parent, and its buttons. */
function load(page: { marked?: boolean; framed?: boolean; response?: string } = {}) {
  const { marked = true, framed = true, response } = page;
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const clicks: (() => void)[] = [];
  const attributes: Record<string, string | undefined> = {
    'data-sandbox-payment': marked ? '1' : undefined,
    'data-transact-response': response,
  };
  const body = {
    hasAttribute: (name: string) => attributes[name] !== undefined,
    getAttribute: (name: string) => attributes[name] ?? null,
  };
  const cancel = { addEventListener: (_type: string, listener: () => void) => clicks.push(listener) };
  const window: Record<string, unknown> = { location: { origin } };
  window.parent = framed
    ? { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) }
    : window;
  const document = {
    body,
    documentElement: { scrollWidth: 480, scrollHeight: 612 },
    querySelectorAll: (selector: string) => (selector === '[data-action="cancel"]' ? [cancel] : []),
  };
  runInNewContext(script, { window, document });
  return { posted, clickCancel: () => clicks.forEach((click) => click()) };
}

describe('accept.js, the sandbox page’s messages to the portal', () => {
  it('asks to be sized on load and posts cancel when Cancel is pressed, to this origin only', () => {
    const { posted, clickCancel } = load();
    expect(posted).toEqual([{ message: { action: 'resizeWindow', width: 480, height: 612 }, targetOrigin: origin }]);
    clickCancel();
    expect(posted.at(-1)).toEqual({ message: { action: 'cancel' }, targetOrigin: origin });
  });

  it('hands the payment’s response over as a JSON string', () => {
    const response = JSON.stringify({ transId: '60123456789', responseCode: '1' });
    expect(load({ response }).posted.at(-1)).toEqual({
      message: { action: 'transactResponse', response },
      targetOrigin: origin,
    });
  });

  it('does nothing on another page or outside a frame', () => {
    expect(load({ marked: false }).posted).toEqual([]);
    expect(load({ framed: false, response: '{}' }).posted).toEqual([]);
  });
});
