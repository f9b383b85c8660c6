export { reactorCheckpointName, reactorJobId, type Reactor } from './reactor';
export { reactorProjection, runReactors } from './run-reactors';
