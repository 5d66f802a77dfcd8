import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../lib/clock.ts';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
import { createProducts } from '../test/products.ts';
import { CACHED_TABLES, ChangeTracker, SHARED_GROUPS } from './change-tracker.ts';

// Decision 022: the versions the caches are kept under move after every committed write to the
// tables they read, and only then.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const versions = () => ({ catalogue: t.database.changes.version('catalogue'), accounts: t.database.changes.version('accounts') });

/** On PostgreSQL the notices of earlier commits arrive a little later: wait until they are all in. */
async function settled() {
  if (t.engine !== 'postgres') return;
  for (let last = ''; last !== JSON.stringify(versions()); ) {
    last = JSON.stringify(versions());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('which writes move which version', () => {
  it('when a product is written outside a transaction, then the catalogue version moves and the accounts version stays', async () => {
    await settled();
    const before = versions();
    await createProducts(t.db, 1);
    const after = versions();
    expect(after.catalogue).not.toBe(before.catalogue);
    expect(after.accounts).toBe(before.accounts);
  });

  it('when a user is written, then the accounts version moves and the catalogue stays', async () => {
    await settled();
    const before = versions();
    await createUser(t.db);
    const after = versions();
    expect(after.accounts).not.toBe(before.accounts);
    expect(after.catalogue).toBe(before.catalogue);
  });

  it('when tables no cache reads are written (orders, addresses), then no version moves', async () => {
    await settled();
    const before = versions();
    await t.db.deleteFrom('orders').where('id', '<', 0).execute();
    await t.db.updateTable('addresses').set({ updated_at: nowIso() }).where('id', '<', 0).execute();
    await t.db.transaction().execute((trx) => trx.deleteFrom('bug_reports').where('id', '<', 0).execute());
    expect(versions()).toEqual(before);
  });

  it('when a transaction writes a product, then the version moves at its commit, not before', async () => {
    const [id] = await createProducts(t.db, 1, { stock: 5 });
    await settled();
    const before = versions().catalogue;
    let during: string | null = null;
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ stock: 6 }).where('id', '=', id!).execute();
      during = versions().catalogue;
    });
    expect(during).toBe(before);
    expect(versions().catalogue).not.toBe(before);
  });

  it('when a transaction that wrote a product rolls back, then no version moves', async () => {
    const [id] = await createProducts(t.db, 1, { stock: 5 });
    await settled();
    const before = versions();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ stock: 7 }).where('id', '=', id!).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(versions()).toEqual(before);
  });

  it('when a raw statement writes, then every version moves (it cannot be told which table it wrote)', async () => {
    await settled();
    const before = versions();
    await sql`select count(*) from products`.execute(t.db);
    expect(versions()).toEqual(before);
    await sql`update products set stock = stock where id < 0`.execute(t.db);
    const after = versions();
    expect(after.catalogue).not.toBe(before.catalogue);
    expect(after.accounts).not.toBe(before.accounts);
  });
});

describe('the tracker', () => {
  it('when it is not live, then there is no version; when it becomes live again, then the versions start afresh', () => {
    const tracker = new ChangeTracker({ live: true });
    const first = tracker.version('catalogue');
    tracker.setLive(false);
    expect(tracker.version('catalogue')).toBeNull();
    tracker.setLive(true);
    expect(tracker.version('catalogue')).not.toBe(first);
  });
});

describe.runIf(process.env.TEST_ENGINE === 'postgres')('PostgreSQL notify triggers', () => {
  it('when the migrations ran, then every table of the shared caches, and only those, notifies other instances', async () => {
    const { rows } = await sql<{
      table: string;
    }>`select distinct event_object_table as table from information_schema.triggers where trigger_name like '%_notify_change'`.execute(t.db);
    const shared = Object.entries(CACHED_TABLES)
      .filter(([, group]) => SHARED_GROUPS.includes(group))
      .map(([table]) => table);
    expect(rows.map((row) => row.table).sort()).toEqual(shared.sort());
  });
});
