import type { TFunction } from 'i18next';
import { formatDollars } from '@landrecords/contracts/money-format';

const longest = 120;

/** A field's value as the history shows it: blank, Yes/No, dollars for amounts, long text cut short. */
export function formatValue(t: TFunction, value: unknown, amount = false): string {
  if (value === undefined || value === null || value === '') return t('controlPanel.history.blank');
  if (typeof value === 'boolean') return t(value ? 'controlPanel.history.yes' : 'controlPanel.history.no');
  if (amount && typeof value === 'number') return formatDollars(Math.round(value * 100));
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > longest ? `${text.slice(0, longest - 1)}…` : text;
}

/** The label of the form's input for a field, as the screen shows it ('Contact Name'), when it has one. */
function labelOnScreen(path: string): string | null {
  const field = document.querySelector<HTMLInputElement>(`form [name="${CSS.escape(path)}"]`);
  const label = field?.labels?.[0]?.textContent ?? field?.getAttribute('aria-label');
  return label ? label.replace(/\s*\*\s*$/, '').trim() || null : null;
}

/**
 * A field by the label its input has on the screen; else its path, 'rates.3.cost' as "rates › row 4 › cost"
 * (rows counted from 1, as the forms number them).
 */
export const formatPath = (t: TFunction, path: string) =>
  labelOnScreen(path) ??
  path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? t('controlPanel.history.row', { row: Number(part) + 1 }) : part))
    .join(' › ');
