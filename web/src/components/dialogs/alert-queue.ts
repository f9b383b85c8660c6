/** An alert on screen, with an id of its own: a dialog keyed by it opens anew for the next alert. */
export type ShownAlert<Alert> = { id: number; alert: Alert };

type Waiting<Alert> = ShownAlert<Alert> & { closed: () => void };

/**
 * The portal's alerts in the order they were asked for, one on screen at a time (000 §2 Alert dialog). `show`
 * resolves when that alert's own dialog closes, so a flow that chains alerts ('Authorization successful', then
 * the next step) resumes every caller; `close` of an alert no longer on screen does nothing, so a dialog that
 * reports its close twice never closes the one after it. A store for `useSyncExternalStore`.
 */
export function alertQueue<Alert>() {
  const waiting: Waiting<Alert>[] = [];
  const listeners = new Set<() => void>();
  let shown: ShownAlert<Alert> | null = null;
  let nextId = 1;
  const showHead = () => {
    const head = waiting[0];
    shown = head ? { id: head.id, alert: head.alert } : null;
    listeners.forEach((listener) => listener());
  };
  return {
    show: (alert: Alert) =>
      new Promise<void>((closed) => {
        waiting.push({ id: nextId++, alert, closed });
        if (waiting.length === 1) showHead();
      }),
    close: (id: number) => {
      if (waiting[0]?.id !== id) return;
      waiting.shift()!.closed();
      showHead();
    },
    current: (): ShownAlert<Alert> | null => shown,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
