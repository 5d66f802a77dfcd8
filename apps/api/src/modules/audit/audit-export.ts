import type { Readable } from 'node:stream';
import { auditGroupOf, lithuanianDate, type AuditFilterQuery } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { countUpTo } from '../../db/bounded-count.ts';
import { fail } from '../../http/app-error.ts';
import { csvStream } from '../../lib/csv-stream.ts';
import { auditFilterOf, readableEntry } from './audit-filter.ts';
import { auditEntriesAfter, filteredAuditEntries, type AuditFilter } from './audit.repository.ts';

/*
 * The audit log's filtered view as a CSV file (decision 095): every entry the filters match, newest
 * first, read in keyset batches on the long-reads connection and written as read by the shop's one
 * CSV writer (BOM, `;`, the formula guard). At most EXPORT_LIMIT entries: a bigger view is refused
 * before a byte is written (counted up to the limit, never further), so a file is never cut short.
 * Column names and codes are fixed English, as the accounting files have them.
 */

const EXPORT_LIMIT = 50_000;
const BATCH = 1000;

const AUDIT_EXPORT_COLUMNS = ['at', 'actor', 'group', 'action', 'record', 'record_id', 'reference', 'label', 'changes'] as const;

async function* rowsOf(ctx: AppContext, filter: AuditFilter): AsyncGenerator<Array<string | number>> {
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const rows = await auditEntriesAfter(ctx.reads, filter, after, BATCH);
    for (const row of rows) {
      const entry = readableEntry(row);
      yield [
        entry.at,
        entry.actor_email ?? '',
        auditGroupOf(entry.action),
        entry.action,
        entry.entity,
        entry.entity_id ?? '',
        entry.reference ?? '',
        entry.label ?? '',
        JSON.stringify(entry.changes),
      ];
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = { at: last.at, id: last.id };
  }
}

/** `audit-log-2026-12-06.csv`: the filtered entries, refused (`auditExportTooLarge`) above EXPORT_LIMIT. */
export async function auditLogCsv(ctx: AppContext, query: AuditFilterQuery): Promise<{ filename: string; csv: Readable }> {
  const filter = await auditFilterOf(ctx, query);
  const { capped } = await countUpTo(ctx.reads, filteredAuditEntries(ctx.reads, filter), EXPORT_LIMIT);
  if (capped) throw fail('auditExportTooLarge', { max: EXPORT_LIMIT });
  return { filename: `audit-log-${lithuanianDate(ctx.now())}.csv`, csv: csvStream(AUDIT_EXPORT_COLUMNS, rowsOf(ctx, filter)) };
}
