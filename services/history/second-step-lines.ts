import type { HistoryChange } from '@landrecords/contracts/users/history';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';

/**
 * A user's second-factor events (issue 28) as the history shows them: whether two-step verification is set up,
 * and how many recovery codes are left. The secret and the codes' hashes are never shown.
 */
export function secondStepChanges(event: RecordedEvent): HistoryChange[] | undefined {
  const data = (event.data ?? {}) as { recoveryCodeHashes?: unknown[]; recoveryCodesLeft?: number };
  switch (event.type) {
    case 'SecondFactorEnrolled':
      return [
        { field: 'secondStepEnrolled', from: false, to: true },
        { field: 'recoveryCodesLeft', from: null, to: data.recoveryCodeHashes?.length ?? 0 },
      ];
    case 'RecoveryCodeUsed': {
      const left = data.recoveryCodesLeft ?? 0;
      return [{ field: 'recoveryCodesLeft', from: left + 1, to: left }];
    }
    case 'SecondFactorReset':
      return [{ field: 'secondStepEnrolled', from: true, to: false }];
    default:
      return undefined;
  }
}
