import { z } from 'zod';
import { okAnswer } from './answer.ts';
import { PRE_INVOICE_ON_CONFIRM } from './status-mails.ts';
import { bugReportSchema, bugReportSummarySchema } from './bug-report.schemas.ts';
import { paginationSchema } from './user.schemas.ts';
import { galleryFolderSchema, galleryImageSchema, galleryMetadataSchema, galleryPaginationSchema } from './gallery.schemas.ts';

/** Answers of the shop's own services: health, settings, age gate, texts, bug reports, gallery (the reference at /api/openapi.json). */

/** GET /api/health: 200 whenever the API runs; the database's state travels in the body (decision 020). */
export const healthAnswerSchema = z.object({
  success: z.boolean(),
  status: z.enum(['OK', 'DEGRADED']),
  database: z.enum(['Connected', 'Disconnected']),
  timestamp: z.string(),
});

/** GET /api/health/live: 200 while the process runs and answers, whatever the database (decision 109). */
export const liveAnswerSchema = z.object({ success: z.literal(true), status: z.literal('LIVE') });

/**
 * GET /api/health/ready: 200 READY when this instance takes requests; 503 DRAINING from the moment it
 * is told to stop (SIGTERM), 503 DEGRADED while its database does not answer (decision 109).
 */
export const readinessAnswerSchema = z.object({
  success: z.boolean(),
  status: z.enum(['READY', 'DRAINING', 'DEGRADED']),
  timestamp: z.string(),
});

const shopSettingsSchema = z.object({
  catalogue_visible_to_visitors: z.boolean(),
  require_verified_licence: z.boolean(),
  /** Products without their own threshold are low on stock at or below this. */
  low_stock_default: z.number().int(),
  /** Decision 078: reminders of overdue invoices, sent every `payment_reminder_interval_days` days (at most 4). */
  payment_reminders_enabled: z.boolean(),
  payment_reminder_interval_days: z.number().int(),
  /** Checkout is refused while an invoice is overdue longer than this many days; null: never. */
  block_overdue_days: z.number().int().nullable(),
  /** Decision 085: who gets the pre-invoice with the confirmation of an order. */
  pre_invoice_on_confirm: z.enum(PRE_INVOICE_ON_CONFIRM),
  /** Decision 094: every member of staff signs in with two-factor sign-in, set up at its next sign-in. */
  require_staff_mfa: z.boolean(),
  version: z.number().int(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export const shopSettingsAnswerSchema = okAnswer({ settings: shopSettingsSchema });

export const ageGateAnswerSchema = okAnswer({ version: z.number().int(), geolocation_url: z.string().nullable() });
export const ageGateResetAnswerSchema = okAnswer({ version: z.number().int() });

export const translationsAnswerSchema = okAnswer({ translations: z.record(z.string(), z.string()) });
export const translationSavedAnswerSchema = okAnswer({ key: z.string(), value: z.string() });

const bugReportPaginationSchema = paginationSchema;
export const bugReportCreatedAnswerSchema = okAnswer({ id: z.number().int() });
export const bugReportsAnswerSchema = okAnswer({ reports: z.array(bugReportSummarySchema), pagination: bugReportPaginationSchema });
export const bugReportAnswerSchema = okAnswer({ report: bugReportSchema });

export const galleryImagesAnswerSchema = okAnswer({ images: z.array(galleryImageSchema), pagination: galleryPaginationSchema });
export const galleryFoldersAnswerSchema = okAnswer({ folders: z.array(galleryFolderSchema) });
export const galleryFolderAnswerSchema = okAnswer({ folder: galleryFolderSchema });
export const galleryUploadedAnswerSchema = okAnswer({ message: z.string(), images: z.array(galleryImageSchema) });
export const galleryImageAnswerSchema = okAnswer({ image: galleryImageSchema });
export const galleryMetadataAnswerSchema = okAnswer({ metadata: galleryMetadataSchema });
export const galleryMetadataSavedAnswerSchema = okAnswer({ metadata: galleryMetadataSchema, image: galleryImageSchema });
export const galleryRenamedAnswerSchema = okAnswer({ new_filename: z.string(), image: galleryImageSchema });
