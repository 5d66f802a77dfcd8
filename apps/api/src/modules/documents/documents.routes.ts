import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPreInvoiceSchema,
  customerCreatePreInvoiceSchema,
  documentListQuerySchema,
  idParamSchema,
  invoiceStatusSchema,
  pdfQuerySchema,
  preInvoiceStatusSchema,
  updateInvoiceSettingsSchema,
  type Language,
  type User,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/auth.ts';
import * as documents from './documents.service.ts';

async function sendPdf(reply: FastifyReply, file: Promise<{ filename: string; pdf: Buffer }>) {
  const { filename, pdf } = await file;
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}
const languageOf = (query: { lang?: Language | undefined }, user: User): Language => query.lang ?? user.language;
const orderIdParam = idParamSchema;

/** Pre-invoices (customers' own and the administrators' calls), under /api/pre-invoices. */
export async function preInvoicesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/', { preHandler: app.requireUser }, async (request) => ({
    success: true as const,
    preInvoices: await documents.listPreInvoices(ctx, { userId: currentUser(request).id }),
  }));
  // The customer's pre-invoice carries the shop's terms: the body may only repeat them (decision 019).
  r.post(
    '/create-from-order/:id',
    { preHandler: app.requireUser, schema: { params: orderIdParam, body: customerCreatePreInvoiceSchema } },
    async (request, reply) => {
      const preInvoice = await documents.createPreInvoice(ctx, request.params.id, { admin: false, userId: currentUser(request).id });
      return reply
        .status(201)
        .send({ success: true, preInvoiceNumber: preInvoice.pre_invoice_number, preInvoice, message: documents.DOCUMENT_MESSAGES.preInvoiceCreated });
    },
  );
  r.get('/admin/all', { preHandler: app.requireAdmin, schema: { querystring: documentListQuerySchema } }, async (request) => ({
    success: true as const,
    preInvoices: await documents.listPreInvoices(ctx, { status: request.query.status, orderId: request.query.order_id }),
  }));
  r.get('/admin/:id', { preHandler: app.requireAdmin, schema: { params: idParamSchema } }, async (request) => ({
    success: true as const,
    preInvoice: await documents.preInvoiceById(ctx, request.params.id),
  }));
  r.get('/admin/:id/pdf', { preHandler: app.requireAdmin, schema: { params: idParamSchema, querystring: pdfQuerySchema } }, async (request, reply) =>
    sendPdf(
      reply,
      documents
        .preInvoiceById(ctx, request.params.id)
        .then((doc) => documents.documentPdf({ kind: 'pre_invoice', ...doc }, request.query.lang ?? 'en')),
    ),
  );
  r.patch(
    '/admin/:id/status',
    { preHandler: app.requireAdmin, schema: { params: idParamSchema, body: preInvoiceStatusSchema } },
    async (request) => ({
      success: true as const,
      preInvoice: await documents.setPreInvoiceStatus(ctx, request.params.id, request.body.status),
    }),
  );
  r.post('/admin/:id/convert', { preHandler: app.requireAdmin, schema: { params: idParamSchema } }, async (request, reply) =>
    reply.status(201).send({ success: true, ...(await documents.convertPreInvoice(ctx, request.params.id)) }),
  );
  r.get('/:id', { preHandler: app.requireUser, schema: { params: idParamSchema } }, async (request) => ({
    success: true as const,
    preInvoice: await documents.preInvoiceById(ctx, request.params.id, currentUser(request).id),
  }));
  r.get('/:id/pdf', { preHandler: app.requireUser, schema: { params: idParamSchema, querystring: pdfQuerySchema } }, async (request, reply) => {
    const user = currentUser(request);
    return sendPdf(
      reply,
      documents
        .preInvoiceById(ctx, request.params.id, user.id)
        .then((doc) => documents.documentPdf({ kind: 'pre_invoice', ...doc }, languageOf(request.query, user))),
    );
  });
}

/** Invoices and the seller/numbering settings, under /api/invoices. */
export async function invoicesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/', { preHandler: app.requireUser, schema: { querystring: documentListQuerySchema } }, async (request) => ({
    success: true as const,
    invoices: await documents.listInvoices(ctx, { userId: currentUser(request).id, status: request.query.status }),
  }));
  r.post('/create/:id', { preHandler: app.requireUser, schema: { params: orderIdParam } }, async (request, reply) => {
    const user = currentUser(request);
    const invoice = await documents.createInvoice(ctx, request.params.id, user.is_admin ? { admin: true } : { admin: false, userId: user.id });
    return reply.status(201).send({ success: true, invoice, message: documents.DOCUMENT_MESSAGES.invoiceCreated });
  });
  r.get('/order/:id', { preHandler: app.requireUser, schema: { params: orderIdParam } }, async (request) => {
    const user = currentUser(request);
    return { success: true as const, invoice: await documents.invoiceOfOrder(ctx, request.params.id, user.is_admin ? undefined : user.id) };
  });
  r.get('/display-settings', { preHandler: app.requireUser }, async () => {
    const settings = await documents.readSettings(ctx.db);
    return {
      success: true as const,
      settings: { default_payment_terms: settings.default_payment_terms, seller_company_details: settings.seller_company_details },
    };
  });
  r.get('/settings', { preHandler: app.requireAdmin }, async () => ({ success: true as const, ...(await documents.settingsAnswer(ctx)) }));
  r.put('/settings', { preHandler: app.requireAdmin, schema: { body: updateInvoiceSettingsSchema } }, async (request) => ({
    success: true as const,
    ...(await documents.updateSettings(ctx, request.body)),
  }));
  r.get('/admin/all', { preHandler: app.requireAdmin, schema: { querystring: documentListQuerySchema } }, async (request) => ({
    success: true as const,
    invoices: await documents.listInvoices(ctx, { status: request.query.status }),
  }));
  r.get('/admin/:id', { preHandler: app.requireAdmin, schema: { params: idParamSchema } }, async (request) => ({
    success: true as const,
    invoice: await documents.invoiceById(ctx, request.params.id),
  }));
  r.get('/admin/:id/pdf', { preHandler: app.requireAdmin, schema: { params: idParamSchema, querystring: pdfQuerySchema } }, async (request, reply) =>
    sendPdf(
      reply,
      documents.invoiceById(ctx, request.params.id).then((doc) => documents.documentPdf({ kind: 'invoice', ...doc }, request.query.lang ?? 'en')),
    ),
  );
  r.patch('/admin/:id/status', { preHandler: app.requireAdmin, schema: { params: idParamSchema, body: invoiceStatusSchema } }, async (request) => ({
    success: true as const,
    invoice: await documents.setInvoiceStatus(ctx, request.params.id, request.body.status),
  }));
  r.get('/:id', { preHandler: app.requireUser, schema: { params: idParamSchema } }, async (request) => ({
    success: true as const,
    invoice: await documents.invoiceById(ctx, request.params.id, currentUser(request).id),
  }));
  r.get('/:id/pdf', { preHandler: app.requireUser, schema: { params: idParamSchema, querystring: pdfQuerySchema } }, async (request, reply) => {
    const user = currentUser(request);
    return sendPdf(
      reply,
      documents
        .invoiceById(ctx, request.params.id, user.id)
        .then((doc) => documents.documentPdf({ kind: 'invoice', ...doc }, languageOf(request.query, user))),
    );
  });
}

/** GET /api/company/info: the seller, for documents shown in the browser. */
export async function companyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/info', async () => ({ success: true as const, company: await documents.readCompany(ctx.db) }));
}

/** POST /api/orders/admin/:id/create-pre-invoice (registered beside the orders routes). */
export async function orderDocumentsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/admin/:id/create-pre-invoice',
      { preHandler: app.requireAdmin, schema: { params: orderIdParam, body: createPreInvoiceSchema } },
      async (request, reply) => {
        const preInvoice = await documents.createPreInvoice(ctx, request.params.id, { admin: true, terms: request.body });
        return reply.status(201).send({
          success: true,
          preInvoiceNumber: preInvoice.pre_invoice_number,
          preInvoice,
          message: documents.DOCUMENT_MESSAGES.preInvoiceCreated,
        });
      },
    );
}
