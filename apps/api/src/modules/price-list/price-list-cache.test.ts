import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createProducts } from '../../test/products.ts';

// Decision 070: the price list is kept per price level, language and day until the catalogue
// changes on any instance; customers of one type without prices of their own share a list, a
// customer with own prices has their own, and nobody is ever given another price level's list.

let t: TestApp;
let peer: FastifyInstance;
let product: number;
const tokens: Record<'barA' | 'barB' | 'shop' | 'own' | 'admin', string> = { barA: '', barB: '', shop: '', own: '', admin: '' };
let ownId: number;

const now = () => new Date().toISOString();

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  peer = await t.peer();
  [product] = (await createProducts(t.db, 1, { brand: 'Levelbrand', wholesale_price_cents: 1000 })) as [number];
  await createProducts(t.db, 3, { brand: 'Otherbrand', wholesale_price_cents: 1234 });
  const users = {
    barA: await createUser(t.db, { userType: 'BAR', language: 'lt' }),
    barB: await createUser(t.db, { userType: 'BAR', language: 'lt' }),
    shop: await createUser(t.db, { userType: 'SHOP', language: 'lt' }),
    own: await createUser(t.db, { userType: 'BAR', language: 'lt' }),
    admin: await createUser(t.db, { admin: true, language: 'lt' }),
  };
  await t.db.updateTable('users').set({ company_name: 'Antra Baro UAB' }).where('id', '=', users.barB.id).execute();
  await t.db.updateTable('users').set({ company_name: 'Savos Kainos UAB' }).where('id', '=', users.own.id).execute();
  ownId = users.own.id;
  for (const [who, user] of Object.entries(users)) tokens[who as keyof typeof tokens] = (await login(t.app, user.email)).token;
  await t.db
    .insertInto('user_type_prices')
    .values([
      { user_type: 'BAR', product_id: product, price_cents: 950, created_at: now(), updated_at: now() },
      { user_type: 'SHOP', product_id: product, price_cents: 800, created_at: now(), updated_at: now() },
    ])
    .execute();
  await t.db
    .insertInto('customer_prices')
    .values({ user_id: ownId, product_id: product, price_cents: 725, created_at: now(), updated_at: now() })
    .execute();
});
afterAll(async () => t.close());

const pdf = async (who: keyof typeof tokens, app: FastifyInstance = t.app) => {
  const response = await app.inject({ url: '/api/products/price-list.pdf?lang=lt', headers: bearer(tokens[who]) });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};
const csv = async (who: keyof typeof tokens) =>
  (await t.app.inject({ url: '/api/products/price-list.csv?lang=lt', headers: bearer(tokens[who]) })).body;

/** Asks until `read` gives `expected` or `withinMs` passed. */
async function within(withinMs: number, read: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await read())) {
    if (Date.now() - started > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the price list cache', () => {
  it('when customers of every price level download in turn, then each gets the list of their own prices and never another level’s', async () => {
    // Asked in an order where a wrong key would hand a kept list to the next reader.
    const order = ['barA', 'own', 'shop', 'admin', 'barB', 'own', 'barA', 'shop'] as const;
    const expected = { barA: '9,50', barB: '9,50', shop: '8,00', own: '7,25', admin: '10,00' };
    for (const who of order) {
      const text = await pdfText(await pdf(who));
      expect(text, who).toContain('Levelbrand');
      expect(text, who).toContain(expected[who]);
      for (const [other, price] of Object.entries(expected))
        if (price !== expected[who]) expect(text, `${who} sees ${other}'s price`).not.toContain(price);
      if (who === 'own') expect(text).toContain('Klientas: Savos Kainos UAB');
      else expect(text).not.toContain('Savos Kainos UAB');
      const rows = (await csv(who)).split('\r\n').filter((line) => line.includes('Levelbrand'));
      expect(rows.map((line) => line.split(';')[7])).toEqual([expected[who]]);
    }
  });

  it('when two customers of one type without own prices download it, then they get the same file, which names neither company', async () => {
    const drawn = t.app.pdfPool.counts.drawn;
    const first = await pdf('barA');
    const second = await pdf('barB');
    expect(Buffer.compare(await pdf('barA'), second)).toBe(0);
    // One drawing at most (none when an earlier test left the list kept), served to both.
    expect(t.app.pdfPool.counts.drawn - drawn).toBeLessThanOrEqual(1);
    expect(Buffer.compare(first, second)).toBe(0);
    const text = await pdfText(second);
    expect(text).toContain('Jūsų klientų grupės kainos');
    expect(text).not.toContain('Baltic Smoke UAB');
    expect(text).not.toContain('Antra Baro UAB');
    expect(Buffer.compare(await pdf('own'), first)).not.toBe(0);
  });

  it('when a type price changes on one instance, then the other serves the new list within a second', async () => {
    const before = await pdf('barA', peer);
    expect(Buffer.compare(await pdf('barA', peer), before)).toBe(0);
    await t.db
      .updateTable('user_type_prices')
      .set({ price_cents: 911, updated_at: now() })
      .where('user_type', '=', 'BAR')
      .where('product_id', '=', product)
      .execute();
    await within(1000, async () => (await pdfText(await pdf('barA', peer))).includes('9,11'));
    expect(await pdfText(await pdf('barA', t.app))).toContain('9,11');
    // The shop's list was dropped with it and shows its price unchanged.
    expect(await pdfText(await pdf('shop', peer))).toContain('8,00');
  });

  it('when a product is renamed, then the next list shows the new name', async () => {
    expect(await pdfText(await pdf('shop'))).not.toContain('Renamedbrand');
    await t.db.updateTable('products').set({ brand: 'Renamedbrand', updated_at: now() }).where('id', '=', product).execute();
    await within(1000, async () => (await pdfText(await pdf('shop', peer))).includes('Renamedbrand'));
    expect(await pdfText(await pdf('shop'))).toContain('Renamedbrand');
    await t.db.updateTable('products').set({ brand: 'Levelbrand', updated_at: now() }).where('id', '=', product).execute();
  });

  it('when a customer of a shared list is given a price of their own, then their next list is theirs alone and the others keep the type’s', async () => {
    expect(await pdfText(await pdf('barB'))).not.toContain('Antra Baro UAB');
    const barB = (await t.db.selectFrom('users').select('id').where('company_name', '=', 'Antra Baro UAB').executeTakeFirstOrThrow()).id;
    const others = await createProducts(t.db, 1, { brand: 'Onlybrand', wholesale_price_cents: 3000 });
    await t.db
      .insertInto('customer_prices')
      .values({ user_id: barB, product_id: others[0]!, price_cents: 2222, created_at: now(), updated_at: now() })
      .execute();
    const own = await pdfText(await pdf('barB'));
    expect(own).toContain('Klientas: Antra Baro UAB');
    expect(own).toContain('22,22');
    const type = await pdfText(await pdf('barA'));
    expect(type).not.toContain('22,22');
    expect(type).toContain('30,00');
  });
});
