import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockOverdueDays,
  lowStockThreshold,
  PRE_INVOICE_ON_CONFIRM,
  reminderIntervalDays,
  shopSettingsAnswerSchema,
  versionField,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { acting } from '../../http/acting.ts';
import { getSettings, updateSettings } from './settings.service.ts';
import { refusals } from '../../http/route-answers.ts';

const settingsUpdateSchema = z
  .object({
    catalogue_visible_to_visitors: z.boolean().optional(),
    require_verified_licence: z.boolean().optional(),
    low_stock_default: lowStockThreshold.optional(),
    payment_reminders_enabled: z.boolean().optional(),
    payment_reminder_interval_days: reminderIntervalDays.optional(),
    block_overdue_days: blockOverdueDays.optional(),
    pre_invoice_on_confirm: z.enum(PRE_INVOICE_ON_CONFIRM, { error: 'preInvoiceOnConfirmInvalid' }).optional(),
    require_staff_mfa: z.boolean().optional(),
    version: versionField,
  })
  .strict();

/** GET /api/settings (everyone: what the web app needs to know), PUT /api/settings/admin. */
export async function settingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/', { schema: { response: { 200: shopSettingsAnswerSchema, ...refusals('visitor') } } }, async () => ({
    success: true as const,
    settings: await getSettings(ctx),
  }));
  r.put(
    '/admin',
    {
      preHandler: app.requireAdmin,
      schema: { body: settingsUpdateSchema, response: { 200: shopSettingsAnswerSchema, ...refusals('admin', 'input', 409) } },
    },
    async (request) => ({
      success: true as const,
      settings: await updateSettings(acting(ctx, request), request.body),
    }),
  );
}
