export { auditLogProjection, streamCategory } from './audit-log.projection';
