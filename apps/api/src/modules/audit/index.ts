// The front door of the audit module: all that other modules may use of it (decision 105).
export { entriesOf } from './audit.repository.ts';
export { audit, auditAll, type AuditRecord, changesBetween } from './audit.service.ts';
