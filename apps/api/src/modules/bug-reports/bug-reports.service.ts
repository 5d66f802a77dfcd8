import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  BUG_DESCRIPTION_MAX,
  BUG_LOGS_MAX_BYTES,
  BUG_METADATA_MAX_BYTES,
  bugReportMetadataSchema,
  clientLogsSchema,
  errorTextOf,
  isValidationMessageKey,
  redactSecrets,
  type BugReport,
  type BugReportListQuery,
  type BugReportPatch,
  type BugReportSummary,
  type Pagination,
  type User,
} from '@shop/domain';
import { paginationOf } from '../../db/bounded-count.ts';
import type { DB } from '../../db/schema.ts';
import { fail, failFields, type FieldRefusals } from '../../http/app-error.ts';
import type { MultipartFile } from '../../http/uploads.ts';
import { cleanScreenshot, type ScreenshotStore } from './bug-report-screenshots.ts';
import * as repo from './bug-reports.repository.ts';

/** A part's refused field: its schema key where the schema gave one, else 'invalid' with the schema's own text. */
function partIssue(name: string, message: string | undefined): FieldRefusals {
  if (message !== undefined && isValidationMessageKey(message)) return { keys: { [name]: message } };
  return { keys: { [name]: 'invalid' }, texts: { [name]: message ?? 'Invalid' } };
}

function parsePart<S extends z.ZodType>(schema: S, text: string | undefined, name: string, maxBytes: number): z.output<S> {
  if (text === undefined || text.trim() === '') throw failFields('bugReportPartMissing', { keys: { [name]: 'required' } }, { part: name });
  if (Buffer.byteLength(text) > maxBytes) throw name === 'logs' ? fail('bugReportLogsTooLarge') : fail('bugReportPartTooLarge', { part: name });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw failFields('bugReportPartMalformed', { keys: { [name]: 'malformedJson' } }, { part: name });
  }
  const result = schema.safeParse(value);
  if (!result.success) throw failFields('bugReportPartInvalid', partIssue(name, result.error.issues[0]?.message), { part: name });
  return result.data;
}

interface Submission {
  fields: Record<string, string>;
  screenshot: MultipartFile | undefined;
  reporter: User | null;
  /** The client's address (as the rate limits see it), for its daily share of the screenshot budget. */
  address: string;
}

/**
 * Files one report. The reporter is who the token says (never what the metadata claims); secrets are
 * removed from the address, the description and the logs; the screenshot is decoded and written anew
 * (decision 017). A screenshot beyond the address's daily share is left off and the report kept; after
 * the report is saved, the oldest screenshots go until all fit the storage budget.
 */
export async function submitReport(db: Kysely<DB>, screenshots: ScreenshotStore, submission: Submission, now: Date): Promise<number> {
  const description = submission.fields.description ?? '';
  if (description.length > BUG_DESCRIPTION_MAX) {
    const params = { max: BUG_DESCRIPTION_MAX };
    throw failFields(
      'bugReportDescriptionTooLong',
      { keys: { description: 'tooLong' }, texts: { description: errorTextOf('bugReportDescriptionTooLong', params) } },
      params,
    );
  }
  const metadata = parsePart(bugReportMetadataSchema, submission.fields.metadata, 'metadata', BUG_METADATA_MAX_BYTES);
  const logs = submission.fields.logs?.trim() ? parsePart(clientLogsSchema, submission.fields.logs, 'logs', BUG_LOGS_MAX_BYTES) : [];

  const clean = submission.screenshot ? await cleanScreenshot(submission.screenshot.bytes) : null;
  const booked = clean !== null && (await screenshots.book(submission.address, clean.bytes.length, now));

  const url = redactSecrets(metadata.url);
  const cleanLogs = logs.map((entry) => ({
    ...entry,
    message: redactSecrets(entry.message),
    ...(entry.stack ? { stack: redactSecrets(entry.stack) } : {}),
  }));
  const reporter = submission.reporter;
  let id: number;
  try {
    // The screenshot and its report in one transaction: both or neither.
    id = await db.transaction().execute(async (trx) => {
      const filename = booked ? await screenshots.write(clean!, trx) : null;
      return repo.insertReport(
        trx,
        {
          user_id: reporter?.id ?? null,
          user_email: reporter?.email ?? null,
          url,
          description: redactSecrets(description),
          metadata: { ...metadata, url, userId: reporter?.id ?? null, userEmail: reporter?.email ?? null },
          logs: cleanLogs,
          screenshot_filename: filename,
          screen_resolution: metadata.screenResolution,
          viewport_size: metadata.viewport,
          user_agent: metadata.userAgent,
          request_id: metadata.requestId ?? null,
        },
        now.toISOString(),
      );
    });
  } catch (error) {
    if (booked) await screenshots.unbook(submission.address, clean!.bytes.length).catch(() => undefined);
    throw error;
  }
  if (booked) await screenshots.enforceBudget();
  return id;
}

async function requireRow(db: Kysely<DB>, id: number) {
  const row = await repo.findReportRow(db, id);
  if (!row) throw fail('bugReportNotFound');
  return row;
}

export async function listReports(db: Kysely<DB>, query: BugReportListQuery): Promise<{ reports: BugReportSummary[]; pagination: Pagination }> {
  const { reports, count } = await repo.listReports(db, query);
  return { reports, pagination: paginationOf(query.page, query.limit, count) };
}

export const getReport = async (db: Kysely<DB>, id: number): Promise<BugReport> => repo.toReport(await requireRow(db, id));

export async function patchReport(db: Kysely<DB>, id: number, patch: BugReportPatch): Promise<BugReport> {
  await requireRow(db, id);
  await repo.updateReport(db, id, patch);
  return getReport(db, id);
}

/** The whole report as the download file holds it. */
export async function exportReport(db: Kysely<DB>, id: number): Promise<Record<string, unknown>> {
  const row = await requireRow(db, id);
  const report = repo.toReport(row);
  return { ...report, updated_at: row.updated_at, metadata: repo.metadataOf(row), logs: JSON.parse(row.logs) as unknown };
}

export async function readScreenshot(db: Kysely<DB>, screenshots: ScreenshotStore, id: number): Promise<{ bytes: Buffer; type: string }> {
  const row = await requireRow(db, id);
  if (!row.screenshot_filename) throw fail('bugReportNoScreenshot');
  const bytes = await screenshots.read(row.screenshot_filename);
  if (!bytes) throw fail('bugReportNoScreenshot');
  return { bytes, type: row.screenshot_filename.endsWith('.png') ? 'image/png' : 'image/jpeg' };
}

/** Retention: reports older than `days` days go, with their screenshots. Answers how many went. */
export async function deleteExpiredReports(db: Kysely<DB>, screenshots: ScreenshotStore, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const { deleted, screenshots: names } = await repo.deleteReportsBefore(db, cutoff);
  await screenshots.remove(names);
  return deleted;
}
