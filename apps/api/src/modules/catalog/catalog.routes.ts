import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** GET /api/products/brands/list: names of the brands with active products, A–Z. */
export async function catalogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/brands/list', async () => {
    const rows = await ctx.db.selectFrom('products').select('brand').distinct().where('is_active', '=', true).orderBy('brand').execute();
    return { success: true as const, brands: rows.map((row) => row.brand) };
  });
}
