/** What a check sees of an event about to be appended. */
export type CheckedEvent = { type: string; data: unknown };

/** Throws to refuse an event: the append it belongs to then writes nothing. */
export type EventCheck = (event: CheckedEvent) => void;

let current: EventCheck | null = null;

/**
 * Registers the check every append runs over its events before writing (a schema of each event type, say),
 * so a malformed event never enters the log; null removes it. There is none by default. One check at a time,
 * for the whole process.
 */
export function setEventCheck(check: EventCheck | null): void {
  current = check;
}

/** Runs the registered check over events about to be appended; what it throws stops the append. */
export function checkEvents(events: readonly CheckedEvent[]): void {
  const check = current;
  if (!check) return;
  for (const event of events) check(event);
}
