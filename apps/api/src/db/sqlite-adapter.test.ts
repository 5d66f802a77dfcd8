import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, sql, type Generated } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStorageFull } from './errors.ts';
import { ImmediateSqliteDialect } from './locks.ts';
import { openSqlite, SqliteTransactionLostError } from './sqlite-adapter.ts';

interface TestDB {
  notes: { id: Generated<number>; text: string };
}

// The adapter is SQLite's alone: it runs once, in the api-sqlite project.
describe.skipIf(process.env.TEST_ENGINE === 'postgres')(
  'a transaction SQLite rolls back by itself (a COMMIT or write failing on a full disk)',
  () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-adapter-'));
    const sqlite = openSqlite(path.join(dir, 'adapter.sqlite'));
    const db = new Kysely<TestDB>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
    const count = async () => Number((await sql<{ n: number }>`select count(*) as n from notes`.execute(db)).rows[0]!.n);

    beforeAll(async () => {
      await sql`create table notes (id integer primary key, text text not null)`.execute(db);
    });
    afterAll(async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    });

    it('when SQLite has ended the transaction after an error, then the real error reaches the caller, the statements after it never run on their own, and nothing is kept', async () => {
      // What SQLite does after SQLITE_FULL at COMMIT: it rolls the whole transaction back itself. The
      // raw handle's ROLLBACK stands in for that (the adapter does not see it).
      const full = Object.assign(new Error('database or disk is full'), { code: 'ERR_SQLITE_ERROR', errcode: 13 });
      const outcome = db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ text: 'first' }).execute();
        sqlite.raw.exec('ROLLBACK');
        try {
          await trx.insertInto('notes').values({ text: 'second' }).execute();
        } catch (error) {
          // A service that caught the refusal and went on would still write nothing outside the transaction.
          expect(error).toBeInstanceOf(SqliteTransactionLostError);
          await trx
            .insertInto('notes')
            .values({ text: 'third' })
            .execute()
            .catch(() => undefined);
          throw full;
        }
      });
      // Kysely's ROLLBACK (no transaction is open any more) no longer replaces the real error.
      await expect(outcome).rejects.toBe(full);
      expect(await count()).toBe(0);
    });

    it('when a statement of an abandoned transaction is refused, then its error carries the real cause', async () => {
      const full = Object.assign(new Error('database or disk is full'), { code: 'ERR_SQLITE_ERROR', errcode: 13 });
      const outcome = db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ text: 'first' }).execute();
        // A failing statement, then SQLite giving the transaction up, as after SQLITE_FULL.
        await sql`insert into notes (id, text) values (1, null)`.execute(trx).catch(() => undefined);
        sqlite.raw.exec('ROLLBACK');
        await trx.insertInto('notes').values({ text: 'second' }).execute();
      });
      const error = await outcome.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SqliteTransactionLostError);
      expect((error as Error).cause).toMatchObject({ code: 'ERR_SQLITE_ERROR' });
      expect(isStorageFull(new SqliteTransactionLostError(full))).toBe(true);
      expect(await count()).toBe(0);
    });

    it('when the database is reached again afterwards, then transactions work as before', async () => {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ text: 'kept' }).execute();
      });
      expect(await count()).toBe(1);
    });
  },
);
