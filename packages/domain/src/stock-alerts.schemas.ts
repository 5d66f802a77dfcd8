import { z } from 'zod';
import { okAnswer } from './answer.ts';
import { productViewSchema } from './product.schemas.ts';

/**
 * Low stock (decision 047): an active product is low when its stock is at or below its
 * own threshold, or the shop's `low_stock_default` where it has none.
 */
const lowStockProductSchema = productViewSchema.pick({ id: true, brand: true, name: true, flavor: true, weight: true }).extend({
  sku: z.string(),
  stock: z.number().int(),
  /** The threshold that applies: the product's own, or the shop default. */
  threshold: z.number().int(),
  /** True when the product has no threshold of its own and the shop default applies. */
  uses_default: z.boolean(),
});
export type LowStockProduct = z.infer<typeof lowStockProductSchema>;

/** GET /api/products/admin/low-stock: lowest stock first. */
export const lowStockAnswerSchema = okAnswer({ products: z.array(lowStockProductSchema), default_threshold: z.number().int() });
export type LowStockAnswer = z.infer<typeof lowStockAnswerSchema>;
