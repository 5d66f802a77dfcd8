import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BUG_SCREENSHOT_MAX_BYTES,
  bugReportAnswerSchema,
  bugReportCreatedAnswerSchema,
  bugReportListQuerySchema,
  bugReportPatchSchema,
  bugReportsAnswerSchema,
  idParamSchema,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { readMultipart } from '../../http/uploads.ts';
import { scheduleBugReportRetention } from './bug-report-retention.job.ts';
import { ScreenshotStore } from './bug-report-screenshots.ts';
import * as bugReports from './bug-reports.service.ts';
import { fileAnswer, refusals } from '../../http/route-answers.ts';

/** Bug reports (sent by anyone, read and triaged by administrators), under /api/bug-reports; decisions 014 and 017. */
export async function bugReportsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const screenshots = new ScreenshotStore({ db: ctx.db, files: ctx.files, budgetBytes: ctx.config.bugReportStorageBytes, log: app.log });

  await scheduleBugReportRetention(ctx, screenshots, app.log);

  // Anyone may report; the token, when sent, says who. The rate limit counts per client address
  // before the token is read, so anonymous and signed-in reports from one address share it.
  r.post(
    '/',
    {
      preHandler: app.optionalUser,
      config: rateLimit(ctx.config.rateLimits.bugReport, 'bug-report'),
      schema: { response: { 201: bugReportCreatedAnswerSchema, ...refusals('visitor', 'input', 409, 413, 415, 429) } },
    },
    async (request, reply) => {
      const { files, fields } = await readMultipart(request, {
        fileSize: BUG_SCREENSHOT_MAX_BYTES,
        files: 1,
        fieldSize: 512 * 1024,
        tooLarge: 'screenshotTooLarge',
        tooMany: 'tooManyScreenshots',
      });
      const id = await bugReports.submitReport(
        ctx.db,
        screenshots,
        { fields, screenshot: files.find((file) => file.field === 'screenshot'), reporter: request.currentUser, address: request.ip },
        ctx.now(),
      );
      return reply.code(201).send({ success: true as const, id });
    },
  );

  r.get(
    '/admin',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: bugReportListQuerySchema,
        response: { 200: bugReportsAnswerSchema, ...refusals('admin', 'input') },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await bugReports.listReports(ctx.reads, request.query)),
    }),
  );

  r.get(
    '/:id',
    { onRequest: app.requireAdmin, schema: { params: idParamSchema, response: { 200: bugReportAnswerSchema, ...refusals('admin', 'input', 404) } } },
    async (request) => ({
      success: true as const,
      report: await bugReports.getReport(ctx.db, request.params.id),
    }),
  );

  r.patch(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: idParamSchema,
        body: bugReportPatchSchema,
        response: { 200: bugReportAnswerSchema, ...refusals('admin', 'input', 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      report: await bugReports.patchReport(ctx.db, request.params.id, request.body),
    }),
  );

  r.get(
    '/:id/screenshot',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: idParamSchema,
        response: { 200: fileAnswer('The screenshot', 'image/png', 'image/jpeg'), ...refusals('admin', 'input', 404) },
      },
    },
    async (request, reply) => {
      const { bytes, type } = await bugReports.readScreenshot(ctx.db, screenshots, request.params.id);
      return reply.type(type).header('Cache-Control', 'private, no-store').send(bytes);
    },
  );

  r.get(
    '/:id/download',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: idParamSchema,
        response: { 200: fileAnswer('The whole report as a JSON file', 'application/json'), ...refusals('admin', 'input', 404) },
      },
    },
    async (request, reply) => {
      const report = await bugReports.exportReport(ctx.db, request.params.id);
      return reply
        .type('application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="bug-report-${request.params.id}.json"`)
        .header('Cache-Control', 'private, no-store')
        .send(JSON.stringify(report, null, 2));
    },
  );
}
