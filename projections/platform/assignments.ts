import { sql } from './database';

/**
 * `column = value, ...` for the fields a change event carries, through the read model's field-to-column map;
 * null when the event changes nothing.
 */
export function assignmentsOf<Field extends string>(
  changes: Partial<Record<Field, unknown>>,
  columnOf: Record<Field, string>,
) {
  const assignments = Object.entries(changes).map(
    ([field, value]) =>
      sql.fragment`${sql.identifier([columnOf[field as Field]])} = ${value as string | number | boolean}`,
  );
  return assignments.length === 0 ? null : sql.join(assignments, sql.fragment`, `);
}
