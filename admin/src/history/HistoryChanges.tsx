import { useTranslate } from 'react-admin';
import type { Language } from '@landrecords/contracts/auth/payloads';
import type { HistoryChange, HistoryEntry, HistoryValue } from '@landrecords/contracts/users/history';
import { languages } from '@landrecords/ui/i18n/languages';

/** A new record's fields in the order its form shows them; fields not named here follow, by name. */
const formOrder = [
  'username',
  'name',
  'role',
  'accountId',
  'accountType',
  'paymentMethod',
  'status',
  'viewJudicialProtection',
  'firstName',
  'lastName',
  'company',
  'address',
  'city',
  'state',
  'zip',
  'email',
  'phoneFormatType',
  'phone',
  'language',
];
const rank = (field: string) => {
  const at = formOrder.indexOf(field);
  return at === -1 ? formOrder.length : at;
};
const inFormOrder = (a: HistoryChange, b: HistoryChange) =>
  rank(a.field) - rank(b.field) || a.field.localeCompare(b.field);

/** Fields whose values are codes, and where their words are. */
const codeKeys: Record<string, string> = {
  role: 'users.roles',
  status: 'history.statuses',
  phoneFormatType: 'users.phoneFormats',
  kind: 'history.kinds',
  method: 'history.methods',
  paymentMethod: 'history.methods',
  accountType: 'history.accountTypes',
  images: 'history.imageCounts',
};

/** A time as the log keeps it (billedAt, tasksRunAt): shown on the reader's clock, as the When column is. */
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Events that record money rather than change fields: each line is a value (amounts in dollars already). */
const moneyEvents = new Set([
  'AccountCharged',
  'AccountChargeReversed',
  'EscrowDeposited',
  'FlatFeeAddOnBought',
  'CardAuthorized',
  'CardAuthorizationClosed',
  'MonthlyFeeCharged',
  'StatementIssued',
  'ChargePostedToLandLink',
]);

/** Each field an event changed, as "Field: before → after"; a password only as changed. */
export function HistoryChanges({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  const valueOf = (field: string, value: HistoryValue) => {
    if (value === null || value === '') return translate('history.blank');
    if (typeof value === 'boolean') return translate(value ? 'history.yes' : 'history.no');
    if (typeof value === 'string' && isoTime.test(value)) return new Date(value).toLocaleString();
    if (field === 'language' && String(value) in languages) return languages[value as Language].name;
    const codes = codeKeys[field];
    return codes ? translate(`${codes}.${String(value)}`, { _: String(value) }) : String(value);
  };
  const fieldOf = (field: string) => translate(`history.fieldNames.${field}`, { _: field });
  const created = entry.type.endsWith('Created');
  const valuesOnly = created || moneyEvents.has(entry.type);
  const changes = created ? [...entry.changes].sort(inFormOrder) : entry.changes;
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
      {entry.reason ? <li>{translate(`history.reasons.${entry.reason}`, { _: entry.reason })}</li> : null}
      {changes.map((change) => (
        <li key={change.field}>
          {change.field === 'password'
            ? translate('history.passwordChanged')
            : valuesOnly
              ? `${fieldOf(change.field)}: ${valueOf(change.field, change.to)}`
              : `${fieldOf(change.field)}: ${valueOf(change.field, change.from)} → ${valueOf(change.field, change.to)}`}
        </li>
      ))}
    </ul>
  );
}
