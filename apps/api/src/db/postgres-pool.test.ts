import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { createProducts } from '../test/products.ts';
import { pgTimestampToIso } from './postgres-pool.ts';

describe('PostgreSQL timestamps as ISO text without a Date per value', () => {
  it.each([
    ['2026-11-24 14:16:53.123+00', '2026-11-24T14:16:53.123Z'],
    ['2026-11-24 14:16:53.1+00', '2026-11-24T14:16:53.100Z'],
    ['2026-11-24 14:16:53.123456+00', '2026-11-24T14:16:53.123Z'],
    ['2026-11-24 14:16:53+00', '2026-11-24T14:16:53.000Z'],
    ['2026-11-24 14:16:53.5', '2026-11-24T14:16:53.500Z'],
    ['2026-11-24 16:16:53.5+02', '2026-11-24T14:16:53.500Z'],
    ['2026-11-24 14:16:53+05:30', '2026-11-24T08:46:53.000Z'],
  ])('when the server sends %s, then the API gets %s (what Date would give)', (text, iso) => {
    expect(pgTimestampToIso(text)).toBe(iso);
  });
});

describe.runIf(process.env.TEST_ENGINE === 'postgres')('prepared statements on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when the shop runs a query twice on a connection, then the server parsed it once, as a named statement of that connection', async () => {
    await createProducts(t.db, 3);
    const names = await t.db.connection().execute(async (c) => {
      for (let i = 0; i < 2; i++) await c.selectFrom('products').select('id').where('stock', '>', i).execute();
      const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(c);
      return rows.filter((row) => row.statement.includes('from "products" where "stock" >')).map((row) => row.name);
    });
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^s_/);
  });

  it('when timestamps come back, then they are the ISO text the API has always given', async () => {
    const { rows } = await sql<{ at: string }>`select timestamptz '2026-06-30 23:59:59.9+03' as at`.execute(t.db);
    expect(rows[0]!.at).toBe('2026-06-30T20:59:59.900Z');
  });
});
