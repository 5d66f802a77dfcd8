import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { countUpTo, paginationOf } from './bounded-count.ts';

describe('a list count that stops at its cap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const at = new Date().toISOString();
    await t.db
      .insertInto('translations')
      .values(Array.from({ length: 7 }, (_, i) => ({ language: 'en' as const, key: `count.key-${i}`, value: `Text ${i}`, updated_at: at })))
      .execute();
  });
  afterAll(() => t.close());

  it('counts exactly below the cap, with the filters applied', async () => {
    const filtered = t.db.selectFrom('translations').selectAll().where('key', 'like', 'count.key-%');
    expect(await countUpTo(t.db, filtered, 100)).toEqual({ total: 7, capped: false });
    expect(await countUpTo(t.db, filtered.where('key', '=', 'count.key-3'), 100)).toEqual({ total: 1, capped: false });
  });

  it('says the cap and "capped" above it, and offers the page after the last counted', async () => {
    const filtered = t.db.selectFrom('translations').selectAll().where('key', 'like', 'count.key-%').orderBy('id');
    const count = await countUpTo(t.db, filtered, 5);
    expect(count).toEqual({ total: 5, capped: true });
    expect(paginationOf(1, 2, count)).toEqual({ page: 1, limit: 2, total: 5, pages: 4, capped: true });
    expect(paginationOf(1, 2, { total: 5, capped: false })).toEqual({ page: 1, limit: 2, total: 5, pages: 3 });
  });
});
