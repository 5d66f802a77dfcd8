import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyAnswerSchema,
  createPreInvoiceSchema,
  displaySettingsAnswerSchema,
  invoiceAnswerSchema,
  invoiceCreatedAnswerSchema,
  adminInvoiceListQuerySchema,
  adminPreInvoiceListQuerySchema,
  adminInvoiceExportQuerySchema,
  adminPreInvoiceExportQuerySchema,
  invoicesAnswerSchema,
  ownInvoiceListQuerySchema,
  ownPreInvoiceListQuerySchema,
  invoiceSettingsAnswerSchema,
  preInvoiceAnswerSchema,
  preInvoiceConvertedAnswerSchema,
  preInvoiceCreatedAnswerSchema,
  preInvoicesAnswerSchema,
  customerCreatePreInvoiceSchema,
  idempotencyHeaders,
  idParamSchema,
  invoiceStatusSchema,
  preInvoiceStatusSchema,
  updateInvoiceSettingsSchema,
  type PreInvoice,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { acting } from '../../http/acting.ts';
import { currentUser } from '../../http/auth.ts';
import { markReplayed } from '../../http/idempotent.ts';
import { sendCsv } from '../../http/send-csv.ts';
import { invoicesCsv, preInvoicesCsv } from './document-export.ts';
import { documentRoutes } from './document-routes.ts';
import * as documents from './documents.service.ts';
import * as lists from './document-lists.service.ts';
import { fileAnswer, refusals } from '../../http/route-answers.ts';

const orderIdParam = idParamSchema;

// Every JSON answer is serialised through its domain schema (document.responses.ts, the lists' document-lists.schemas.ts); the PDFs are files.
const invoicesAnswer = { 200: invoicesAnswerSchema };
const preInvoicesAnswer = { 200: preInvoicesAnswerSchema };
const preInvoiceCreated = { 201: preInvoiceCreatedAnswerSchema };
/** The optional Idempotency-Key of a pre-invoice request: the same press answers the pre-invoice it made (decision 059). */
const pressOf = (request: FastifyRequest<{ Headers: { 'idempotency-key'?: string | undefined } }>) => ({
  userId: currentUser(request).id,
  key: request.headers['idempotency-key'],
});
const preInvoiceCreatedAnswer = (preInvoice: PreInvoice) => ({
  success: true as const,
  preInvoiceNumber: preInvoice.pre_invoice_number,
  preInvoice,
  message: documents.DOCUMENT_MESSAGES.preInvoiceCreated,
});

/** Pre-invoices (customers' own and the administrators' calls), under /api/pre-invoices. */
export async function preInvoicesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/',
    {
      preHandler: app.requireUser,
      schema: { querystring: ownPreInvoiceListQuerySchema, response: { ...preInvoicesAnswer, ...refusals('user', 'input') } },
    },
    async (request) => ({
      success: true as const,
      ...(await lists.ownPreInvoiceList(ctx, currentUser(request).id, request.query)),
    }),
  );
  // The customer's pre-invoice carries the shop's terms: the body may only repeat them (decision 019).
  r.post(
    '/create-from-order/:id',
    {
      preHandler: app.requireUser,
      schema: {
        params: orderIdParam,
        body: customerCreatePreInvoiceSchema,
        headers: idempotencyHeaders,
        response: { ...preInvoiceCreated, ...refusals('user', 'input', 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const by = { admin: false as const, userId: currentUser(request).id };
      const { value: preInvoice, replayed } = await documents.createPreInvoice(acting(ctx, request), request.params.id, by, pressOf(request));
      markReplayed(reply, replayed);
      return reply.status(201).send(preInvoiceCreatedAnswer(preInvoice));
    },
  );
  r.get(
    '/admin/all',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: adminPreInvoiceListQuerySchema, response: { ...preInvoicesAnswer, ...refusals('admin', 'input') } },
    },
    async (request) => ({ success: true as const, ...(await lists.adminPreInvoiceList(ctx, request.query)) }),
  );
  // The filtered list as a CSV file: every matching pre-invoice, streamed (decision 097).
  r.get(
    '/admin/export.csv',
    {
      preHandler: app.requireAdmin,
      schema: {
        querystring: adminPreInvoiceExportQuerySchema,
        response: { 200: fileAnswer('The pre-invoices as CSV', 'text/csv'), ...refusals('admin', 'input') },
      },
    },
    async (request, reply) => sendCsv(reply, preInvoicesCsv(ctx, request.query)),
  );
  documentRoutes(app, ctx, {
    kind: 'pre_invoice',
    answer: preInvoiceAnswerSchema,
    read: async (ctx, id, userId) => ({ success: true as const, preInvoice: await documents.preInvoiceById(ctx, id, userId) }),
    status: {
      body: preInvoiceStatusSchema,
      set: async (ctx, id, change) => ({ success: true as const, preInvoice: await documents.setPreInvoiceStatus(ctx, id, change) }),
    },
  });
  r.post(
    '/admin/:id/convert',
    {
      preHandler: app.requireAdmin,
      schema: { params: idParamSchema, response: { 201: preInvoiceConvertedAnswerSchema, ...refusals('admin', 'input', 404, 409) } },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true, ...(await documents.convertPreInvoice(acting(ctx, request), request.params.id)) }),
  );
}

/** Invoices and the seller/numbering settings, under /api/invoices. */
export async function invoicesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/',
    {
      preHandler: app.requireUser,
      schema: { querystring: ownInvoiceListQuerySchema, response: { ...invoicesAnswer, ...refusals('user', 'input') } },
    },
    async (request) => ({
      success: true as const,
      ...(await lists.ownInvoiceList(ctx, currentUser(request).id, request.query)),
    }),
  );
  r.post(
    '/create/:id',
    {
      preHandler: app.requireUser,
      schema: { params: orderIdParam, response: { 201: invoiceCreatedAnswerSchema, ...refusals('user', 'input', 404, 409) } },
    },
    async (request, reply) => {
      const user = currentUser(request, 'invoices.manage');
      const invoice = await documents.createInvoice(
        acting(ctx, request),
        request.params.id,
        user.is_admin ? { admin: true } : { admin: false, userId: user.id },
      );
      return reply.status(201).send({ success: true, invoice, message: documents.DOCUMENT_MESSAGES.invoiceCreated });
    },
  );
  r.get(
    '/order/:id',
    { preHandler: app.requireUser, schema: { params: orderIdParam, response: { 200: invoiceAnswerSchema, ...refusals('user', 'input', 404) } } },
    async (request) => {
      const user = currentUser(request, 'documents.read');
      return { success: true as const, invoice: await documents.invoiceOfOrder(ctx, request.params.id, user.is_admin ? undefined : user.id) };
    },
  );
  r.get(
    '/display-settings',
    { preHandler: app.requireUser, schema: { response: { 200: displaySettingsAnswerSchema, ...refusals('user') } } },
    async () => {
      const settings = await documents.readSettings(ctx.db);
      return {
        success: true as const,
        settings: {
          default_payment_terms: settings.default_payment_terms,
          default_payment_terms_rule: settings.default_payment_terms_rule,
          seller_company_details: settings.seller_company_details,
        },
      };
    },
  );
  const settingsAnswer = { 200: invoiceSettingsAnswerSchema };
  r.get('/settings', { preHandler: app.requireAdmin, schema: { response: { ...settingsAnswer, ...refusals('admin') } } }, async () => ({
    success: true as const,
    ...(await documents.settingsAnswer(ctx)),
  }));
  r.put(
    '/settings',
    {
      preHandler: app.requireAdmin,
      schema: { body: updateInvoiceSettingsSchema, response: { ...settingsAnswer, ...refusals('admin', 'input', 409) } },
    },
    async (request) => ({
      success: true as const,
      ...(await documents.updateSettings(acting(ctx, request), request.body)),
    }),
  );
  r.get(
    '/admin/all',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: adminInvoiceListQuerySchema, response: { ...invoicesAnswer, ...refusals('admin', 'input') } },
    },
    async (request) => ({ success: true as const, ...(await lists.adminInvoiceList(ctx, request.query)) }),
  );
  // The filtered list as a CSV file: every matching invoice, streamed (decision 097).
  r.get(
    '/admin/export.csv',
    {
      preHandler: app.requireAdmin,
      schema: {
        querystring: adminInvoiceExportQuerySchema,
        response: { 200: fileAnswer('The invoices as CSV', 'text/csv'), ...refusals('admin', 'input') },
      },
    },
    async (request, reply) => sendCsv(reply, invoicesCsv(ctx, request.query)),
  );
  documentRoutes(app, ctx, {
    kind: 'invoice',
    answer: invoiceAnswerSchema,
    read: async (ctx, id, userId) => ({ success: true as const, invoice: await documents.invoiceById(ctx, id, userId) }),
    status: {
      body: invoiceStatusSchema,
      set: async (ctx, id, change) => ({ success: true as const, invoice: await documents.setInvoiceStatus(ctx, id, change) }),
    },
  });
}

/** GET /api/company/info: the seller, for documents shown in the browser. */
export async function companyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/info', { schema: { response: { 200: companyAnswerSchema, ...refusals('visitor') } } }, async () => ({
    success: true as const,
    company: await documents.readCompany(ctx.db),
  }));
}

/** POST /api/orders/admin/:id/create-pre-invoice (registered beside the orders routes). */
export async function orderDocumentsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/admin/:id/create-pre-invoice',
    {
      preHandler: app.requireAdmin,
      schema: {
        params: orderIdParam,
        body: createPreInvoiceSchema,
        headers: idempotencyHeaders,
        response: { ...preInvoiceCreated, ...refusals('admin', 'input', 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const by = { admin: true as const, terms: request.body };
      const { value: preInvoice, replayed } = await documents.createPreInvoice(acting(ctx, request), request.params.id, by, pressOf(request));
      markReplayed(reply, replayed);
      return reply.status(201).send(preInvoiceCreatedAnswer(preInvoice));
    },
  );
}
