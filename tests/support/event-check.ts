// Every test file appends under the events of contracts/: an event whose type no capability declares, or whose
// data does not match its schema, is refused before it is written. Tests of the event store itself, which
// append events of their own, call `setEventCheck(null)`.
import { eventSchemas } from '../../contracts/events';
import { setEventCheck, type CheckedEvent } from '../../projections/platform/eventstore/index';

export function contractEventCheck(event: CheckedEvent): void {
  let closest: string | undefined;
  for (const schema of eventSchemas) {
    const parsed = schema.safeParse(event);
    if (parsed.success) return;
    if (!parsed.error.issues.some((issue) => issue.path[0] === 'type')) {
      closest = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    }
  }
  throw new Error(
    closest === undefined
      ? `No capability declares the event type ${event.type} in contracts/`
      : `${event.type} does not match its schema in contracts/: ${closest}`,
  );
}

setEventCheck(contractEventCheck);
