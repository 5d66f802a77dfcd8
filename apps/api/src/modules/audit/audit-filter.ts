import { lithuanianDayEnd, lithuanianDayStart, searchWords, type AuditChanges, type AuditEntry, type AuditFilterQuery } from '@shop/domain';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { AuditLogTable } from '../../db/schema.ts';
import { customersNamed, type AuditFilter } from './audit.repository.ts';

/** Companies a `company` filter may stand for: more than this many and the words are too vague to be a company. */
const COMPANIES_MATCHED = 50;

/**
 * The repository's filter of a query (the list's and the CSV's): days in Lithuania as moments, a
 * company's words as the customers they name (by the users' word index), the rest as typed.
 */
export async function auditFilterOf(ctx: AppContext, query: AuditFilterQuery): Promise<AuditFilter> {
  const companyWords = query.company ? searchWords(query.company) : [];
  return {
    entity: query.entity,
    entityId: query.entity_id || undefined,
    actor: query.actor || undefined,
    action: query.action || undefined,
    reference: query.reference || undefined,
    group: query.group,
    customerIds: companyWords.length ? await customersNamed(ctx.reads, companyWords, COMPANIES_MATCHED) : undefined,
    fromAt: query.from ? lithuanianDayStart(query.from) : undefined,
    toAt: query.to ? lithuanianDayEnd(query.to) : undefined,
  };
}

/** An entry as the API answers it: its moment in ISO, its changes parsed. */
export function readableEntry(row: Selectable<AuditLogTable>): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor_id: row.actor_id,
    actor_email: row.actor_email,
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    reference: row.reference,
    label: row.label,
    changes: JSON.parse(row.changes) as AuditChanges,
  };
}
