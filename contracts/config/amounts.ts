import { centsToDollars } from '../money';

/**
 * The amounts of a section sit at these paths ('rates.*.cost': the cost of every row). The schemas turn
 * dollars into cents; this turns stored cents back into dollars for the wire.
 */
export function amountsInDollars<Values>(values: Values, paths: readonly string[]): Values {
  const copy = structuredClone(values);
  for (const path of paths) convertAt(copy, path.split('.'), centsToDollars);
  return copy;
}

function convertAt(node: unknown, [head, ...rest]: string[], convert: (cents: number) => number): void {
  if (head === undefined || node === null || typeof node !== 'object') return;
  const children = head === '*' ? (Array.isArray(node) ? node.keys() : []) : [head];
  const holder = node as Record<string | number, unknown>;
  for (const key of children) {
    if (rest.length > 0) convertAt(holder[key], rest, convert);
    else if (typeof holder[key] === 'number') holder[key] = convert(holder[key]);
  }
}
