export { efileSubmissionsProjection } from './submissions.projection';
export * from './queries';
