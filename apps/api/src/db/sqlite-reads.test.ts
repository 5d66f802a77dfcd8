import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './database.ts';
import { isDatabaseUnavailable } from './errors.ts';
import { ReadOnlyConnectionError, runningReadThreads } from './sqlite-reads.ts';
import { createTestApp } from '../test/build-test-app.ts';

describe('long reads beside the writes, on either engine', () => {
  it('when an administrator’s write commits, then a list read on reads right after shows it', async () => {
    const t = await createTestApp();
    try {
      const at = new Date().toISOString();
      for (let i = 0; i < 5; i++) {
        await t.db
          .insertInto('translations')
          .values({ language: 'lt', key: `reads.fresh-${i}`, value: `Ką tik įrašyta ${i}`, updated_at: at })
          .execute();
        const listed = await t.database.reads
          .selectFrom('translations')
          .select('value')
          .where('key', 'like', 'reads.fresh-%')
          .orderBy('key')
          .execute();
        expect(listed.map((row) => row.value)).toEqual(Array.from({ length: i + 1 }, (_, n) => `Ką tik įrašyta ${n}`));
      }
    } finally {
      await t.close();
    }
  });
});

// The read threads are the embedded database's alone (on PostgreSQL `reads` is the pool itself):
// these run once, in the api-sqlite project.
describe.skipIf(process.env.TEST_ENGINE === 'postgres')('long reads of the embedded database, on threads of their own', () => {
  let dir: string;
  let database: Database;
  // The probe tables are not the shop's: what matters is what SQLite's types come back as.
  let probe: Kysely<any>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shop-reads-'));
    database = createDatabase({ dataDir: dir });
    probe = database.db as unknown as Kysely<any>;
    await sql`create table buyers (id integer primary key, name text not null, city text)`.execute(probe);
    await sql`create table sales (id integer primary key, buyer_id integer not null references buyers (id), cents integer not null, share real, receipt blob)`.execute(
      probe,
    );
    await sql`insert into buyers (id, name, city) values (1, 'UAB „Šiaulių žvaigždė“', 'Šiauliai'), (2, 'Ąžuolų kampas', null), (3, 'Nobody', 'Kaunas')`.execute(
      probe,
    );
    await sql`insert into sales (buyer_id, cents, share, receipt) values
      (1, 3000000000, 0.25, x'00ff10'), (1, 1099511627776, null, null), (2, 125, 1.5, x''), (2, -2147483649, 0.1, x'c485')`.execute(probe);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const representative = {
    join: (db: Kysely<any>) =>
      db
        .selectFrom('sales')
        .innerJoin('buyers', 'buyers.id', 'sales.buyer_id')
        .select(['sales.id', 'buyers.name', 'buyers.city', 'sales.cents', 'sales.share', 'sales.receipt'])
        .orderBy('sales.id')
        .execute(),
    aggregate: (db: Kysely<any>) =>
      db
        .selectFrom('buyers')
        .leftJoin('sales', 'sales.buyer_id', 'buyers.id')
        .select((eb) => ['buyers.name', eb.fn.countAll().as('n'), eb.fn.sum('sales.cents').as('total'), eb.fn.max('sales.share').as('top')])
        .groupBy('buyers.id')
        .orderBy('buyers.id')
        .execute(),
    filtered: (db: Kysely<any>) => db.selectFrom('buyers').selectAll().where('name', 'like', '%žvaigždė%').where('id', 'in', [1, 2]).execute(),
    raw: (db: Kysely<any>) => sql`select count(*) as n, sum(cents) as total from sales where cents > ${2 ** 31}`.execute(db).then((r) => r.rows),
  };

  it('when a list query runs on reads, then it returns the same rows as db: joins, sums, nulls, Lithuanian text, numbers past 2^31, blobs', async () => {
    const reads = database.reads as unknown as Kysely<any>;
    for (const [name, query] of Object.entries(representative)) {
      const [onDb, onReads] = [await query(probe), await query(reads)];
      expect(onReads, name).toEqual(onDb);
      expect(onReads.length, name).toBeGreaterThan(0);
    }
    const [row] = await representative.join(reads);
    expect(row).toEqual({
      id: 1,
      name: 'UAB „Šiaulių žvaigždė“',
      city: 'Šiauliai',
      cents: 3_000_000_000,
      share: 0.25,
      receipt: new Uint8Array([0, 255, 16]),
    });
    expect(row!.receipt).toBeInstanceOf(Uint8Array);
  });

  it('when a query on reads is wrong, then it fails with SQLite’s own message and codes, as on db', async () => {
    const wrong = (db: Kysely<any>) => sql`select nothing from sales`.execute(db);
    const [onDb, onReads] = await Promise.all([
      wrong(probe).catch((e: unknown) => e),
      wrong(database.reads as unknown as Kysely<any>).catch((e: unknown) => e),
    ]);
    expect(onReads).toBeInstanceOf(Error);
    expect(onReads).toMatchObject({ message: (onDb as Error).message, errcode: (onDb as { errcode: number }).errcode });
    // An integer JavaScript cannot hold exactly is refused alike, never rounded on one side only.
    const huge = (db: Kysely<any>) => sql`select 9007199254740993 as n`.execute(db);
    const [hugeOnDb, hugeOnReads] = await Promise.all([
      huge(probe).catch((e: unknown) => e),
      huge(database.reads as unknown as Kysely<any>).catch((e: unknown) => e),
    ]);
    expect(hugeOnReads).toMatchObject({ name: 'RangeError', message: (hugeOnDb as Error).message });
  });

  it('when something tries to write through reads, then it fails loudly as a programming error and nothing is written', async () => {
    const reads = database.reads as unknown as Kysely<any>;
    const before = await representative.join(probe);
    await expect(reads.insertInto('buyers').values({ name: 'Sneaky' }).execute()).rejects.toThrow(ReadOnlyConnectionError);
    await expect(reads.updateTable('sales').set({ cents: 0 }).execute()).rejects.toThrow(ReadOnlyConnectionError);
    // Raw SQL gets past the query check: the read-only connection refuses it.
    const raw = await sql`delete from sales`.execute(reads).catch((e: unknown) => e);
    expect(raw).toBeInstanceOf(ReadOnlyConnectionError);
    // A bug, not an outage: not answered as "database unavailable" (503).
    expect(isDatabaseUnavailable(raw)).toBe(false);
    await expect(reads.transaction().execute(async (trx) => trx.selectFrom('sales').selectAll().execute())).rejects.toThrow(ReadOnlyConnectionError);
    // A raw BEGIN would hold an old snapshot between queries: refused, and the next read is fresh.
    await expect(sql`begin`.execute(reads)).rejects.toThrow(/Transactions do not run on `reads`/);
    await sql`insert into buyers (id, name) values (50, 'After the refused begin')`.execute(probe);
    expect(await reads.selectFrom('buyers').select('name').where('id', '=', 50).execute()).toEqual([{ name: 'After the refused begin' }]);
    await sql`delete from buyers where id = 50`.execute(probe);
    expect(await representative.join(probe)).toEqual(before);
  });

  it('when a write commits through db, then a read on reads right after sees it (each read is a fresh snapshot)', async () => {
    const reads = database.reads as unknown as Kysely<any>;
    for (let i = 0; i < 20; i++) {
      await probe
        .insertInto('buyers')
        .values({ name: `Naujas pirkėjas ${i}` })
        .execute();
      const seen = await reads
        .selectFrom('buyers')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('name', 'like', 'Naujas pirkėjas %')
        .executeTakeFirstOrThrow();
      expect(seen.n).toBe(i + 1);
    }
    await probe.transaction().execute(async (trx) => {
      await trx.updateTable('buyers').set({ city: 'Vilnius' }).where('name', 'like', 'Naujas pirkėjas %').execute();
    });
    const moved = await reads.selectFrom('buyers').select('id').where('city', '=', 'Vilnius').execute();
    expect(moved).toHaveLength(20);
    await probe.deleteFrom('buyers').where('name', 'like', 'Naujas pirkėjas %').execute();
  });

  it('when a slow read runs on reads, then the event loop goes on meanwhile: a timer set after it fires before it ends (on db it could not)', async () => {
    // A few hundred milliseconds of SQLite work, nothing read from disk.
    const slow = (db: Kysely<any>) =>
      sql<{
        n: number;
      }>`with recursive counter (i) as (select 1 union all select i + 1 from counter where i < 2000000) select count(*) as n from counter`.execute(
        db,
      );
    const order: string[] = [];
    const timer = (label: string) => new Promise<void>((resolve) => setTimeout(() => resolve(void order.push(label)), 20));

    const onReads = slow(database.reads as unknown as Kysely<any>).then((result) => void order.push(`reads ended with ${result.rows[0]!.n}`));
    await Promise.all([onReads, timer('timer')]);
    expect(order).toEqual(['timer', 'reads ended with 2000000']);

    // The same query on the main connection holds every timer (and request) until it ends.
    order.length = 0;
    const onDb = slow(probe).then(() => void order.push('db ended'));
    await Promise.all([onDb, timer('timer')]);
    expect(order).toEqual(['db ended', 'timer']);
  });

  it('when a short read is asked while a long one runs, then it is answered before the long one ends (a health check does not wait behind a search)', async () => {
    const reads = database.reads as unknown as Kysely<any>;
    const order: string[] = [];
    const long = sql`with recursive counter (i) as (select 1 union all select i + 1 from counter where i < 2000000) select count(*) as n from counter`
      .execute(reads)
      .then(() => void order.push('long'));
    // Asked once the long one has surely started on its thread.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const short = sql`select 1 as one`.execute(reads).then(() => void order.push('short'));
    await Promise.all([long, short]);
    expect(order).toEqual(['short', 'long']);
  });

  it('when reads run side by side, then each gets its own rows back', async () => {
    const reads = database.reads as unknown as Kysely<any>;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => sql<{ i: number; word: string }>`select ${i} as i, ${`žodis ${i}`} as word`.execute(reads)),
    );
    expect(answers.map((answer) => answer.rows[0])).toEqual(Array.from({ length: 30 }, (_, i) => ({ i, word: `žodis ${i}` })));
  });
});

describe.skipIf(process.env.TEST_ENGINE === 'postgres')('closing the embedded database with its read threads', () => {
  it('when databases that read on threads are closed, then no thread is left running and a query after close fails as "unavailable"', async () => {
    const dirs: string[] = [];
    const threadsBefore = runningReadThreads();
    for (let i = 0; i < 10; i++) {
      const dir = mkdtempSync(path.join(tmpdir(), 'shop-reads-close-'));
      dirs.push(dir);
      const database = createDatabase({ dataDir: dir });
      // Two at once: both threads start.
      await Promise.all([sql`select 1`.execute(database.reads), sql`select 2`.execute(database.reads)]);
      expect(runningReadThreads()).toBeGreaterThan(threadsBefore);
      await database.close();
      expect(runningReadThreads()).toBe(threadsBefore);
      const late = await sql`select 1`.execute(database.reads).catch((e: unknown) => e);
      expect(isDatabaseUnavailable(late)).toBe(true);
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('when the database file cannot be opened for reading, then the read fails as "unavailable" with SQLite’s code and its thread ends', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-reads-gone-'));
    const database = createDatabase({ dataDir: dir });
    const threadsBefore = runningReadThreads();
    try {
      // The writer keeps its open file; a reader opened now finds none (read-only never creates one).
      rmSync(dir, { recursive: true, force: true });
      const failed = await sql`select 1`.execute(database.reads).catch((e: unknown) => e);
      expect(failed).toMatchObject({ errcode: 14 });
      expect(isDatabaseUnavailable(failed)).toBe(true);
      await expect.poll(() => runningReadThreads()).toBe(threadsBefore);
    } finally {
      await database.close();
    }
  });

  it('when a script reads and never closes the database, then it gets its rows and still ends by itself (idle threads hold nothing open)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-reads-script-'));
    try {
      const script = path.join(dir, 'script.ts');
      writeFileSync(
        script,
        `import { createDatabase } from ${JSON.stringify(path.join(import.meta.dirname, 'database.ts'))};
const database = createDatabase({ dataDir: ${JSON.stringify(dir)} });
const rows = await database.reads.selectNoFrom((eb) => eb.val('ąčę').as('word')).execute();
console.log(JSON.stringify(rows));
`,
      );
      const run = spawnSync(process.execPath, [script], { cwd: import.meta.dirname, encoding: 'utf8', timeout: 15_000 });
      expect(run.stderr).toBe('');
      expect(run.signal).toBeNull();
      expect(run.stdout.trim()).toBe('[{"word":"ąčę"}]');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
