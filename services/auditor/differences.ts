import type { AuditDifference } from '@landrecords/contracts/auditor/view';
import { valueOf } from './event-lines';

/** Equal as the log and a read model can both say it: objects by their JSON with keys in order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/** Where the log disagrees with itself: a statement event whose totals are not what its stream gives. */
export const LOG = 'log';

/** The differences found, one per field: the replay's value against the read model's. */
export class Differences {
  readonly found: AuditDifference[] = [];
  readonly readModels = new Set<string>();

  /** Notes the field when the replay and the read model disagree. */
  compare(readModel: string, key: string, field: string, replayed: unknown, readModelValue: unknown): void {
    if (readModel !== LOG) this.readModels.add(readModel);
    if (canonical(replayed) === canonical(readModelValue)) return;
    this.found.push({ readModel, key, field, replayed: valueOf(replayed), readModelValue: valueOf(readModelValue) });
  }

  /** A secret (a password's hash) compared without printing either value. */
  compareSecret(readModel: string, key: string, field: string, replayed: unknown, readModelValue: unknown): void {
    this.readModels.add(readModel);
    if (replayed !== readModelValue)
      this.found.push({ readModel, key, field, replayed: '********', readModelValue: '********' });
  }

  /** A row the replay gives and the read model lacks, or the other way round. */
  row(readModel: string, key: string, inReplay: boolean): void {
    this.readModels.add(readModel);
    this.found.push({
      readModel,
      key,
      field: 'row',
      replayed: inReplay ? 'present' : 'absent',
      readModelValue: inReplay ? 'absent' : 'present',
    });
  }
}
