import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratch-database.ts';
import { createDatabase, type Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';

// Decision 109: migrations run once however many instances start together, and `npm run migrate`
// runs them alone and exits.

const serverUrl = process.env.TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const cli = path.resolve(import.meta.dirname, 'migrate-cli.ts');
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An empty database of this engine: a scratch PostgreSQL database, or a fresh data folder. */
async function emptyDatabase(): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-migrate-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  let scratch: ScratchDatabase | null = null;
  if (serverUrl) {
    scratch = await createScratchDatabase(serverUrl, 'shop_migrate');
    cleanups.push(() => scratch!.drop());
  }
  return { dataDir, databaseUrl: scratch?.url };
}

const runCli = (where: { dataDir: string; databaseUrl: string | undefined }) =>
  spawnSync(process.execPath, [cli], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: where.dataDir,
      LOG_LEVEL: 'silent',
      ...(where.databaseUrl ? { DATABASE_URL: where.databaseUrl, JWT_SECRET: randomBytes(32).toString('hex') } : {}),
    },
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('migrations run once', () => {
  it.runIf(serverUrl)(
    'when two instances migrate an empty PostgreSQL database at the same moment, then each migration runs once and both start',
    async () => {
      const where = await emptyDatabase();
      const instances: Database[] = [0, 1].map(() => createDatabase({ databaseUrl: where.databaseUrl, dataDir: where.dataDir }));
      cleanups.push(async () => {
        for (const database of instances) await database.close();
      });
      const [first, second] = await Promise.all(instances.map((database) => migrateToLatest(database.db)));
      const ran = [...first!, ...second!];
      // One instance ran them all, the other waited for the lock and found nothing left.
      expect(Math.min(first!.length, second!.length)).toBe(0);
      expect(new Set(ran).size).toBe(ran.length);
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(instances[0]!.db);
      expect(rows.map((row) => row.name).sort()).toEqual([...ran].sort());
      expect(await migrateToLatest(instances[1]!.db)).toEqual([]);
    },
    60_000,
  );

  it('when npm run migrate runs on an empty database, then it migrates and exits 0; run again, it finds nothing to do', async () => {
    const where = await emptyDatabase();
    const first = runCli(where);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^Migrated .*:\n {2}2026-11-22-initial-schema\n/);
    const again = runCli(where);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/^Nothing to migrate: .* is up to date\./);
  }, 120_000);

  it.skipIf(serverUrl)(
    'when the shop runs on the embedded database, then npm run migrate refuses and touches nothing',
    async () => {
      const where = await emptyDatabase();
      // This test's own process stands for the running shop that owns the data folder.
      writeFileSync(path.join(where.dataDir, 'shop.lock'), String(process.pid));
      const refused = runCli(where);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('Stop the shop first');
    },
    60_000,
  );
});
