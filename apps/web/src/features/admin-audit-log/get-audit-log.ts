import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditLogAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';

/** The audit log's filters as the address keeps them (empty = not filtered). */
export interface AuditFilters {
  entity: string;
  entity_id: string;
  actor: string;
  from: string;
  to: string;
}

/** GET /api/audit-log: a page of entries, newest first. */
export async function getAuditLog(filters: AuditFilters, page: number, signal?: AbortSignal): Promise<AuditLogAnswer> {
  const query = new URLSearchParams({ page: String(page), limit: '50' });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return api(`/audit-log?${query}`, signal ? { signal } : {});
}

export function useAuditLog(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: ['admin-audit-log', filters, page] as const,
    queryFn: ({ signal }) => getAuditLog(filters, page, signal),
    placeholderData: keepPreviousData,
  });
}
