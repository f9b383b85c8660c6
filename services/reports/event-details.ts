import { formatDollars } from '@landrecords/contracts/money';

type Data = Record<string, unknown>;

/** Fields an audit report never prints: secrets, and the bulk of a record's content. */
const withheld = new Set(['passwordHash', 'record', 'contentHash']);

const money = (data: Data, key: string) => (typeof data[key] === 'number' ? formatDollars(data[key]) : undefined);

/**
 * What an event did, in a line: the amount where money moved, the fields a change set, a status; never a
 * password hash. Read from the event's own data, so the report says what the log says.
 */
export function eventDetails(type: string, data: Data): string {
  const parts: string[] = [];
  const add = (label: string, value: unknown) => {
    if (value !== undefined && value !== null && value !== '') parts.push(`${label}: ${String(value)}`);
  };
  add('Amount', money(data, 'amountCents') ?? money(data, 'costCents') ?? money(data, 'capturedCents'));
  if (typeof data.description === 'string') add('Description', data.description);
  if (type === 'StatementIssued') {
    add('Statement', data.number);
    add('Closing balance', money(data, 'closingBalanceCents'));
  }
  if (typeof data.status === 'string') add('Status', data.status);
  if (typeof data.reason === 'string') add('Reason', data.reason);
  if (typeof data.section === 'string') add('Section', data.section);
  const changes = data.changes;
  if (changes && typeof changes === 'object')
    add(
      'Changed',
      Object.keys(changes)
        .filter((key) => !withheld.has(key))
        .join(', '),
    );
  if (type === 'AccountCreated' || type === 'UserCreated') add('Name', data.name ?? data.username);
  return parts.join('; ');
}
