import type { Kysely, Selectable } from 'kysely';
import {
  addDays,
  searchWords,
  type BugReport,
  type BugReportListQuery,
  type BugReportPatch,
  type BugReportPriority,
  type BugReportStatus,
  type BugReportSummary,
  type ClientLogEntry,
} from '@shop/domain';
import type { BugReportsTable, DB } from '../../db/schema.ts';
import { type BoundedCount, countUpTo } from '../../db/bounded-count.ts';
import { everyWordIn, foldForSearch } from '../../db/search-text.ts';
import { nowIso } from '../../lib/clock.ts';

type Row = Selectable<BugReportsTable>;

interface NewBugReport {
  user_id: number | null;
  user_email: string | null;
  url: string | null;
  description: string;
  metadata: Record<string, unknown>;
  logs: ClientLogEntry[];
  screenshot_filename: string | null;
  screen_resolution: string | null;
  viewport_size: string | null;
  user_agent: string | null;
  /** The X-Request-Id the page last had (decision 109). */
  request_id?: string | null;
}

export async function insertReport(db: Kysely<DB>, report: NewBugReport, now: string): Promise<number> {
  const row = await db
    .insertInto('bug_reports')
    .values({
      ...report,
      metadata: JSON.stringify(report.metadata),
      logs: JSON.stringify(report.logs),
      status: 'new',
      priority: 'medium',
      notes: null,
      search_text: foldForSearch(report.description, report.user_email, report.url),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

function toSummary(row: Pick<Row, 'id' | 'created_at' | 'user_email' | 'url' | 'status' | 'priority' | 'description'>): BugReportSummary {
  return {
    id: row.id,
    created_at: row.created_at,
    user_email: row.user_email,
    url: row.url,
    status: row.status as BugReportStatus,
    priority: row.priority as BugReportPriority,
    description: row.description,
  };
}

export function toReport(row: Row): BugReport {
  const logs = parseJson<ClientLogEntry[]>(row.logs, []);
  return {
    ...toSummary(row),
    screenshot_url: row.screenshot_filename ? `/api/bug-reports/${row.id}/screenshot` : null,
    screen_resolution: row.screen_resolution,
    viewport_size: row.viewport_size,
    user_agent: row.user_agent,
    notes: row.notes,
    request_id: row.request_id,
    logs: logs.map((entry) => ({ type: entry.type, timestamp: entry.timestamp, message: entry.message, stack: entry.stack ?? null })),
  };
}

export const metadataOf = (row: Row): unknown => parseJson<unknown>(row.metadata, {});

export async function findReportRow(db: Kysely<DB>, id: number): Promise<Row | undefined> {
  return db.selectFrom('bug_reports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first; the end day counts whole (created before the next day's midnight, UTC). */
export async function listReports(db: Kysely<DB>, query: BugReportListQuery): Promise<{ reports: BugReportSummary[]; count: BoundedCount }> {
  let base = db.selectFrom('bug_reports');
  if (query.status) base = base.where('status', '=', query.status);
  if (query.priority) base = base.where('priority', '=', query.priority);
  if (query.search) base = base.where(everyWordIn(db, 'bug_reports', searchWords(query.search)));
  if (query.startDate) base = base.where('created_at', '>=', `${query.startDate}T00:00:00.000Z`);
  if (query.endDate) base = base.where('created_at', '<', `${addDays(query.endDate, 1)}T00:00:00.000Z`);
  const [count, rows] = await Promise.all([
    countUpTo(db, base),
    base
      .select(['id', 'created_at', 'user_email', 'url', 'status', 'priority', 'description'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
  ]);
  return { reports: rows.map(toSummary), count };
}

export async function updateReport(db: Kysely<DB>, id: number, patch: BugReportPatch): Promise<void> {
  await db
    .updateTable('bug_reports')
    .set({ ...patch, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Deletes reports created before `cutoff`; answers how many went and the screenshot files they had. */
export async function deleteReportsBefore(db: Kysely<DB>, cutoff: string): Promise<{ deleted: number; screenshots: string[] }> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('bug_reports').select('screenshot_filename').where('created_at', '<', cutoff).execute();
    await trx.deleteFrom('bug_reports').where('created_at', '<', cutoff).execute();
    return { deleted: rows.length, screenshots: rows.map((row) => row.screenshot_filename).filter((name): name is string => Boolean(name)) };
  });
}

/** Every report that still has a screenshot, oldest first (the order the storage budget removes them in). */
export async function listScreenshotsOldestFirst(db: Kysely<DB>): Promise<Array<{ id: number; screenshot_filename: string }>> {
  const rows = await db
    .selectFrom('bug_reports')
    .select(['id', 'screenshot_filename'])
    .where('screenshot_filename', 'is not', null)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.filter((row): row is { id: number; screenshot_filename: string } => row.screenshot_filename !== null);
}

/** Takes the screenshot off these reports (the reports themselves stay); one statement per 500. */
export async function clearScreenshots(db: Kysely<DB>, ids: number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += 500) {
    await db
      .updateTable('bug_reports')
      .set({ screenshot_filename: null, updated_at: nowIso() })
      .where('id', 'in', ids.slice(start, start + 500))
      .where('screenshot_filename', 'is not', null)
      .execute();
  }
}
