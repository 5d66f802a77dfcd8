import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditLogAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { downloadFile } from '@/lib/download-file.ts';
import { auditLogKeys } from './query-keys.ts';

/** The audit log's filters as the address keeps them (empty = not filtered). */
export interface AuditFilters {
  reference: string;
  company: string;
  actor: string;
  group: string;
  from: string;
  to: string;
}

const queryOf = (filters: AuditFilters) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return query;
};

/** GET /api/audit-log: a page of entries, newest first. */
async function getAuditLog(filters: AuditFilters, page: number, signal?: AbortSignal): Promise<AuditLogAnswer> {
  const query = queryOf(filters);
  query.set('page', String(page));
  query.set('limit', '50');
  return api(`/audit-log?${query}`, signal ? { signal } : {});
}

export function useAuditLog(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: auditLogKeys.page(filters, page),
    queryFn: ({ signal }) => getAuditLog(filters, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/audit-log/export.csv with the same filters: every matching entry, saved under the server's name. */
export function downloadAuditLog(filters: AuditFilters): Promise<void> {
  return downloadFile(`/audit-log/export.csv?${queryOf(filters)}`, 'audit-log.csv', 'text/csv');
}
