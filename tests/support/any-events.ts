// Imported by tests of the event store, the projection runner and the audit log: they append events of their
// own, not the capabilities' of contracts/, so the check every other test runs (event-check.ts) is off here.
import { setEventCheck } from '../../projections/platform/eventstore/index';

setEventCheck(null);
