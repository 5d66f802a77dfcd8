import type { AuditFilters } from './get-audit-log.ts';

export const auditLogKeys = {
  page: (filters: AuditFilters, page: number) => ['admin-audit-log', filters, page] as const,
};
