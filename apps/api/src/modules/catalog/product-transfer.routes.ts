import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminProductAnswerSchema,
  adminProductFacetsAnswerSchema,
  adminProductListQuerySchema,
  adminProductsAnswerSchema,
  adminProductsByIdsAnswerSchema,
  adminProductsByIdsQuerySchema,
  idParamSchema,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  productImportAnswerSchema,
  productImportOverwriteSchema,
  productImportQuerySchema,
  productImportRefusedAnswerSchema,
  type ProductImportAnswer,
  type ProductImportOverwrite,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { acting } from '../../http/acting.ts';
import { fail } from '../../http/app-error.ts';
import { roleLacking } from '../../http/auth.ts';
import { errorBody } from '../../http/error-handler.ts';
import { sendCsv } from '../../http/send-csv.ts';
import { readMultipart } from '../../http/uploads.ts';
import { adminProduct, adminProductFacets, adminProductList, adminProductsByIds } from './product-admin-list.ts';
import { productsCsv } from './product-export.ts';
import { importProducts, unresolvedConflicts } from './product-import.ts';
import { fileAnswer, refusals } from '../../http/route-answers.ts';

/** Conflicting rows a 409's message names. */
const CONFLICTS_NAMED = 20;

/**
 * A real run with refused lines wrote nothing: 400 `importHasErrors`, the answer's fields beside the
 * error's (productImportRefusedAnswerSchema, which passes the error handler's own 400 answers too).
 */
function refused(reply: FastifyReply, answer: ProductImportAnswer): FastifyReply {
  if (answer.error_count > 0) return reply.status(400).send({ ...answer, ...errorBody(fail('importHasErrors', { count: answer.error_count })) });
  // Decision 060: rows changed since the export and not overwritten; `rows` names them by line and SKU.
  const conflicts = unresolvedConflicts(answer.conflicts);
  // A whole catalogue may conflict on thousands of rows (decision 071): the message names the first ones, the answer lists them all.
  const named = conflicts.slice(0, CONFLICTS_NAMED).map((conflict) => `${conflict.line} (${conflict.sku})`);
  const rows = conflicts.length > CONFLICTS_NAMED ? `${named.join(', ')}, …` : named.join(', ');
  return reply.status(409).send({ ...answer, ...errorBody(fail('importConflict', { count: conflicts.length, rows })) });
}

/** Whether the signed-in member's role may read prices (decision 099). */
const pricesShownTo = (request: FastifyRequest) => roleLacking(request, 'prices.manage') === undefined;

/** The multipart text field `overwrite`: a JSON list of `{sku, version}`; none when absent. */
function overwriteOf(field: string | undefined): ProductImportOverwrite {
  if (field === undefined || field.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(field);
  } catch {
    throw fail('importOverwriteInvalid');
  }
  const overwrite = productImportOverwriteSchema.safeParse(parsed);
  if (!overwrite.success) throw fail('importOverwriteInvalid');
  return overwrite.data;
}

/**
 * Products at scale (decision 046), under /api/products, administrators only: the searchable,
 * paged list, the products CSV export and its import. The static paths win over the catalogue's `/:id`.
 */
export async function productTransferRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/all',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: adminProductListQuerySchema, response: { 200: adminProductsAnswerSchema, ...refusals('admin', 'input') } },
    },
    async (request) => adminProductList(ctx, request.query, pricesShownTo(request)),
  );

  r.get(
    '/admin/facets',
    { preHandler: app.requireAdmin, schema: { response: { 200: adminProductFacetsAnswerSchema, ...refusals('admin') } } },
    async () => adminProductFacets(ctx),
  );

  r.get(
    '/admin/by-ids',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: adminProductsByIdsQuerySchema, response: { 200: adminProductsByIdsAnswerSchema, ...refusals('admin', 'input') } },
    },
    async (request) => adminProductsByIds(ctx, request.query.ids, pricesShownTo(request)),
  );

  // After the static /admin/… paths, which win over it.
  r.get(
    '/admin/:id',
    {
      preHandler: app.requireAdmin,
      schema: { params: idParamSchema, response: { 200: adminProductAnswerSchema, ...refusals('admin', 'input', 404) } },
    },
    async (request) => adminProduct(ctx, request.params.id, pricesShownTo(request)),
  );

  r.get(
    '/admin/export.csv',
    { preHandler: app.requireAdmin, schema: { response: { 200: fileAnswer('Every product as CSV', 'text/csv'), ...refusals('admin') } } },
    async (_request, reply) => {
      const file = await productsCsv(ctx);
      return sendCsv(reply, { filename: file.filename, csv: file.body });
    },
  );

  // Multipart `file` (and `overwrite`, decision 060); a real run with a refused line writes nothing and answers 400
  // importHasErrors, with a conflict not overwritten 409 importConflict, each with the answer's fields.
  r.post(
    '/admin/import',
    {
      preHandler: app.requireAdmin,
      schema: {
        querystring: productImportQuerySchema,
        response: {
          200: productImportAnswerSchema,
          ...refusals('admin', 'input', 409, 413, 415),
          400: productImportRefusedAnswerSchema,
          409: productImportRefusedAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      const { files, fields } = await readMultipart(request, {
        fileSize: MAX_IMPORT_BYTES,
        files: 1,
        // `overwrite` may name every row of the largest file: 20,000 × {sku, version}.
        fieldSize: MAX_IMPORT_ROWS * 120,
        tooLarge: 'importFileTooLarge',
        tooMany: 'importOneFile',
      });
      const file = files.find((part) => part.field === 'file');
      if (!file) throw fail('fileFieldMissing', { field: 'file' });
      const answer = await importProducts(
        acting(ctx, request),
        file.bytes,
        request.query.dry_run,
        overwriteOf(fields.overwrite),
        undefined,
        roleLacking(request, 'stock.manage'),
      );
      if (answer.dry_run || (answer.error_count === 0 && unresolvedConflicts(answer.conflicts).length === 0)) return answer;
      return refused(reply, answer);
    },
  );
}
