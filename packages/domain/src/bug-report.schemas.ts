import { z } from 'zod';
import { listDay, periodInOrder } from './list-query.ts';
import { BUG_REPORT_PRIORITIES, BUG_REPORT_STATUSES, CLIENT_LOG_TYPES, LOG_BUFFER_MAX_ENTRIES } from './constants.ts';
import { REQUEST_ID_PATTERN } from './request-id.ts';

export type BugReportStatus = (typeof BUG_REPORT_STATUSES)[number];
export type BugReportPriority = (typeof BUG_REPORT_PRIORITIES)[number];

/** Server limits of one report: description, JSON parts, screenshot. */
export const BUG_DESCRIPTION_MAX = 10_000;
export const BUG_METADATA_MAX_BYTES = 16 * 1024;
export const BUG_LOGS_MAX_BYTES = 256 * 1024;
export const BUG_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const BUG_REPORTS_PAGE_SIZE = 20;

/** Client log entry. */
const clientLogEntrySchema = z.object({
  type: z.enum(CLIENT_LOG_TYPES),
  message: z.string().max(20_000),
  timestamp: z.string().max(40),
  stack: z.string().max(20_000).optional(),
  data: z
    .object({
      filename: z.string().max(2000).optional(),
      line: z.number().int().optional(),
      column: z.number().int().optional(),
    })
    .optional(),
});
export type ClientLogEntry = z.infer<typeof clientLogEntrySchema>;

/** The `logs` part of POST /api/bug-reports: a JSON array of entries. */
export const clientLogsSchema = z.array(clientLogEntrySchema).max(LOG_BUFFER_MAX_ENTRIES * 2);

/** The `metadata` part of POST /api/bug-reports. */
export const bugReportMetadataSchema = z.object({
  url: z.string().max(2000),
  userAgent: z.string().max(1000),
  timestamp: z.string().max(40),
  userId: z.number().int().nullable(),
  userEmail: z.string().max(254).nullable(),
  /** "width x height", e.g. "1920x1080". */
  screenResolution: z.string().max(50),
  viewport: z.string().max(50),
  /** The X-Request-Id of the page's last failed answer, else its last answer (decision 109). */
  requestId: z.string().regex(REQUEST_ID_PATTERN).nullable().optional(),
});
export type BugReportMetadata = z.infer<typeof bugReportMetadataSchema>;

/** One row of the admin list. */
export const bugReportSummarySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  user_email: z.string().nullable(),
  url: z.string().nullable(),
  status: z.enum(BUG_REPORT_STATUSES),
  priority: z.enum(BUG_REPORT_PRIORITIES),
  description: z.string(),
});
export type BugReportSummary = z.infer<typeof bugReportSummarySchema>;

/** The logs the admin sees: the client's types with error and warn kept, others as they came. */
const bugReportLogSchema = z.object({
  type: z.string(),
  timestamp: z.string(),
  message: z.string(),
  stack: z.string().nullable(),
});

/** GET /api/bug-reports/:id → { success, report }. */
export const bugReportSchema = bugReportSummarySchema.extend({
  /** /api/bug-reports/:id/screenshot (administrators only), or null when none was sent. */
  screenshot_url: z.string().nullable(),
  screen_resolution: z.string().nullable(),
  viewport_size: z.string().nullable(),
  user_agent: z.string().nullable(),
  notes: z.string().nullable(),
  /** The X-Request-Id the page last had, to find the request in the log; null when none was sent. */
  request_id: z.string().nullable(),
  logs: z.array(bugReportLogSchema),
});
export type BugReport = z.infer<typeof bugReportSchema>;

/** A real day YYYY-MM-DD (`listDay`); the end date includes the whole day, and is not before the start. */
const day = listDay;

/** GET /api/bug-reports/admin query. */
export const bugReportListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(BUG_REPORTS_PAGE_SIZE),
    status: z.enum(BUG_REPORT_STATUSES).optional(),
    priority: z.enum(BUG_REPORT_PRIORITIES).optional(),
    search: z.string().trim().max(200).optional(),
    startDate: day.optional(),
    endDate: day.optional(),
  })
  .refine((q) => periodInOrder({ from: q.startDate, to: q.endDate }), { message: 'periodOrder', path: ['endDate'] });
export type BugReportListQuery = z.infer<typeof bugReportListQuerySchema>;

/** PATCH /api/bug-reports/:id: exactly one of status, priority or notes. */
export const bugReportPatchSchema = z
  .object({
    status: z.enum(BUG_REPORT_STATUSES).optional(),
    priority: z.enum(BUG_REPORT_PRIORITIES).optional(),
    notes: z.string().max(10_000).nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length >= 1, 'Send status, priority or notes');
export type BugReportPatch = z.infer<typeof bugReportPatchSchema>;
