import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { bearer, createUser, login } from './factories.ts';

export interface Shopper {
  userId: number;
  email: string;
  token: string;
  addressId: number;
}

/** An approved customer, logged in, with one shipping address. */
export async function shopper(app: FastifyInstance, db: Kysely<DB>): Promise<Shopper> {
  const user = await createUser(db);
  const { token } = await login(app, user.email);
  const address = await app.inject({
    method: 'POST',
    url: '/api/users/addresses',
    headers: bearer(token),
    payload: { address_name: 'Shop', street_address: 'Laisvės al. 10', city: 'Kaunas', country: 'LT', tobacco_license: 'TL-777' },
  });
  return { userId: user.id, email: user.email, token, addressId: address.json().address.id };
}

export async function addToCart(app: FastifyInstance, who: Shopper, productId: number, quantity: number): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: bearer(who.token),
    payload: { product_id: productId, quantity },
  });
  if (response.statusCode !== 200) throw new Error(`cart/add failed: ${response.statusCode} ${response.body}`);
}

export const checkoutBody = (who: Shopper) => ({ shipping_address_id: who.addressId, accept_tax_notice: true });

/** A placed order of the given lines, by a new shopper. */
export async function placedOrder(app: FastifyInstance, db: Kysely<DB>, lines: Array<[number, number]>) {
  const who = await shopper(app, db);
  for (const [productId, quantity] of lines) await addToCart(app, who, productId, quantity);
  const response = await app.inject({ method: 'POST', url: '/api/orders', headers: bearer(who.token), payload: checkoutBody(who) });
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  return { who, order: response.json().order as { id: number; version: number; order_number: string } };
}
