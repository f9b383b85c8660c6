export { searchProjection } from './search.projection';
