import { z } from 'zod';
import { okAnswer } from './answer.ts';

/** GET /api/products/weights/list: the weights active products come in, lightest first. */
export const weightsAnswerSchema = okAnswer({ weights: z.array(z.string()) });
export type WeightsAnswer = z.infer<typeof weightsAnswerSchema>;

/** PUT and DELETE /api/products/:id/favourite: the product's state for the caller afterwards. */
export const favouriteAnswerSchema = okAnswer({ product_id: z.number().int(), is_favourite: z.boolean() });
export type FavouriteAnswer = z.infer<typeof favouriteAnswerSchema>;
