/**
 * The normalising helper date inputs pass through on change (000 §5): digits typed become MM/DD/YYYY as they
 * come, and anything but digits and slashes is dropped.
 */
export function normaliseDateTyping(typed: string): string {
  if (typed.includes('/')) return typed.replace(/[^\d/]/g, '').slice(0, 10);
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
