import pg from 'pg';
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabase } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';

/** What the benchmarks share: a migrated scratch database to seed, and the real server started and awaited. */

export const root = path.resolve(import.meta.dirname, '..');

/** A fresh database (PostgreSQL when `databaseUrl` is given, else the embedded one in `dataDir`) at the latest schema. */
export async function migratedDatabase(databaseUrl: string | undefined, dataDir: string) {
  const database = createDatabase({ databaseUrl, dataDir });
  await migrateToLatest(database.db);
  return database;
}

/**
 * The Node options the checkout in `serverDir` starts its shop with: its `npm run serve` script in its
 * package.json (decision 111), so a benchmark measures the process a deployment of it runs.
 */
function serveNodeOptions(serverDir: string): string[] {
  const scripts = (JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const words = (scripts.serve ?? '').split(/\s+/);
  if (words[0] !== 'node') throw new Error(`${serverDir}'s serve script does not start with node: ${scripts.serve}`);
  return words.slice(1).filter((word) => word.startsWith('--'));
}

/** Forks `script` and waits until `readyUrl` answers 200 (`timeoutMs`, 30 s by default, at most, then stopped; less when it ends first); its output other than errors is dropped. */
export async function startProcess(
  script: string,
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  timeoutMs = 30_000,
  nodeOptions: string[] = [],
): Promise<ChildProcess> {
  const child = fork(script, args, { execArgv: nodeOptions, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {}
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${script} ended (${child.exitCode ?? child.signalCode}) before it answered`);
    if (Date.now() > deadline) {
      await stopProcess(child);
      throw new Error(`${script} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The shop's server of the checkout in `serverDir` (this one by default) as its `npm run serve` starts
 * it, with `env` (the shop's settings), once `readyUrl` answers.
 */
export function startShopProcess(
  env: Record<string, string>,
  readyUrl: string,
  { serverDir = root, timeoutMs = 30_000 } = {},
): Promise<ChildProcess> {
  return startProcess(path.join(serverDir, 'apps/api/src/server.ts'), [], env, readyUrl, timeoutMs, serveNodeOptions(serverDir));
}

/** The shop's API server on 127.0.0.1:`port` without demo data, once its health check answers; `env` adds or overrides settings. */
export function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  return startShopProcess(
    { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    `http://127.0.0.1:${port}/api/health`,
  );
}

/** Asks a started process to stop and waits until it has (10 s at most), so nothing of it outlives its database. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/** The PostgreSQL server the benchmarks use: BENCH_DATABASE_URL, TEST_DATABASE_URL or the local one. */
const benchPostgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `run` against a database of its own on the benchmarks' PostgreSQL server, dropped afterwards;
 * without a reachable server it says so and gives `null` (the SQLite half of a benchmark still counts).
 */
export async function withScratchPostgres<T>(prefix: string, run: (url: string) => Promise<T>): Promise<T | null> {
  let dbName: string | null = null;
  try {
    const admin = new pg.Client({ connectionString: benchPostgresUrl });
    await admin.connect();
    dbName = `${prefix}_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(benchPostgresUrl);
    url.pathname = `/${dbName}`;
    return await run(url.toString());
  } catch (error) {
    console.log(`PostgreSQL scenario skipped: ${(error as Error).message}`);
    return null;
  } finally {
    if (dbName) {
      const admin = new pg.Client({ connectionString: benchPostgresUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}
