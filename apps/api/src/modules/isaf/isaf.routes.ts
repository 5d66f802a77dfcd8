import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isafQuerySchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { isafExport } from './isaf.service.ts';
import { fileAnswer, refusals } from '../../http/route-answers.ts';

/**
 * GET /api/invoices/admin/isaf?from=&to= (registered beside the invoices routes): the period's i.SAF
 * file to download, streamed (compressed like every answer); a refusal comes before its first byte.
 */
export async function isafRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/isaf',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: isafQuerySchema, response: { 200: fileAnswer('The i.SAF file', 'application/xml'), ...refusals('admin', 'input') } },
    },
    async (request, reply) => {
      const { filename, xml } = await isafExport(ctx, request.query);
      return reply
        .header('Content-Type', 'application/xml; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(xml);
    },
  );
}
