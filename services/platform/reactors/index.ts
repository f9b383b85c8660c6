export { reactorCheckpointName, reactorJobId, type Reactor } from './reactor';
export { reactorProjection, runReactors, type ReactorProjection } from './run-reactors';
