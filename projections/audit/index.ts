export { auditLogProjection, deleteAuditLogBefore, streamCategory } from './audit-log.projection';
