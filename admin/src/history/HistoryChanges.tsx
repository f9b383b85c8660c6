import { useTranslate } from 'react-admin';
import type { HistoryEntry, HistoryValue } from '@landrecords/contracts/users/history';

/** Each field an event changed, as "Field: before → after"; a password only as changed. */
export function HistoryChanges({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  const valueOf = (value: HistoryValue) => {
    if (value === null || value === '') return translate('history.blank');
    if (typeof value === 'boolean') return translate(value ? 'history.yes' : 'history.no');
    return String(value);
  };
  const fieldOf = (field: string) => translate(`history.fieldNames.${field}`, { _: field });
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
      {entry.reason ? <li>{translate(`history.reasons.${entry.reason}`, { _: entry.reason })}</li> : null}
      {entry.changes.map((change) => (
        <li key={change.field}>
          {change.field === 'password'
            ? translate('history.passwordChanged')
            : entry.type.endsWith('Created')
              ? `${fieldOf(change.field)}: ${valueOf(change.to)}`
              : `${fieldOf(change.field)}: ${valueOf(change.from)} → ${valueOf(change.to)}`}
        </li>
      ))}
    </ul>
  );
}
