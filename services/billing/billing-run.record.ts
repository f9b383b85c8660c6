import type { BillingRunEvent } from '@landrecords/contracts/billing/events';
import type { CountyConfigSectionSaved } from '@landrecords/contracts/config/events';
import type { SectionValues } from '@landrecords/contracts/config/index';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { countyConfigProjection, currentValues } from '@landrecords/projections/config/index';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';
import { handleCommand, type Aggregate } from '../platform/commands/handle-command';

type Schedule = SectionValues<'billingSchedule'>;

/** The billing schedule's section stream (as the configuration keeps it): its state is its last save. */
const billingScheduleSection: Aggregate<unknown> = {
  streamId: 'config-billingSchedule',
  initialState: () => null,
  evolve: (state: unknown, event: RecordedEvent) =>
    event.type === 'CountyConfigSectionSaved' ? (event.data as CountyConfigSectionSaved['data']).values : state,
  projections: [countyConfigProjection],
};

/**
 * Records a run on the billing schedule's stream: the run with what it did, and the section saved by the
 * system with `lastRan` moved (the one field a form cannot set), so the section history shows both.
 */
export async function recordBillingRun(
  pool: DatabasePool,
  run: BillingRunEvent['data'],
  metadata: EventMetadata,
): Promise<void> {
  await handleCommand(
    pool,
    billingScheduleSection,
    (stored) => {
      const values: Schedule = { ...currentValues('billingSchedule', stored), lastRan: run.ranAt };
      return [
        { type: 'BillingScheduleRan', data: run },
        { type: 'CountyConfigSectionSaved', data: { section: 'billingSchedule', values } },
      ];
    },
    metadata,
  );
}
