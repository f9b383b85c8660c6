/**
 * The normalising helper date inputs pass through on change (000 §5): digits become MM/DD/YYYY as they are typed
 * (the slashes come by themselves), anything but digits and slashes is dropped, and a date typed with slashes of
 * its own in other places (1/5/2020) is kept as typed for the rule to explain.
 */
export function normaliseDateTyping(typed: string): string {
  const kept = typed.replace(/[^\d/]/g, '');
  const parts = kept.split('/');
  const ownSlashes = parts.slice(0, -1).some((part) => part.length !== 2) || parts.length > 3;
  if (ownSlashes) return kept.slice(0, 10);
  const digits = kept.replace(/\//g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
