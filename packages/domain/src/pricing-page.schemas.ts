import { z } from 'zod';
import { PRODUCT_IDS_MAX, productIdList } from './list-query.ts';

/**
 * The pricing screens page their products (decisions 076 and 077): the stored prices are asked for
 * the products of the page shown, never for the whole catalogue.
 */

/** The most products one read of stored prices names (a page of the pricing screens is at most this). */
export const PRICING_PRODUCT_IDS_MAX = PRODUCT_IDS_MAX;

/**
 * `product_ids`: the products whose stored prices are wanted, 0 to 200 of them (empty: none, the
 * answer carries only its counts); required, a 400 naming `product_ids` otherwise.
 */
export const pricingProductIdsQuerySchema = z.object({ product_ids: productIdList(0) });

/** The dashboard's stat cards, counted on the server: every product (inactive ones too) and the SHOP and BAR prices set. */
export const typePriceCountsSchema = z.object({
  products: z.number().int(),
  SHOP: z.number().int(),
  BAR: z.number().int(),
});
export type TypePriceCounts = z.infer<typeof typePriceCountsSchema>;

/** A customer's price page: every product (inactive ones too) and the custom prices the customer has. */
export const customerPriceCountsSchema = z.object({
  products: z.number().int(),
  custom: z.number().int(),
});
export type CustomerPriceCounts = z.infer<typeof customerPriceCountsSchema>;
