import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { root } from '../support.ts';
import { SEEDED_FILE, type SeededSet } from './seed.ts';

/**
 * The seeded data sets the scale bench keeps between runs, under bench/.scale-data (git-ignored): one
 * folder per checkout label, engine and size (SQLite's file lives in it), and on PostgreSQL the
 * databases `shop_scale_<size>` (with `_<label>` for another checkout than this one). A set is made
 * once and reused; one whose seeding did not finish (no scale-seeded.json) is made again.
 */

export const DATA_ROOT = path.join(root, 'bench/.scale-data');

export type Engine = 'sqlite' | 'postgres';

export interface DataSet {
  engine: Engine;
  size: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  seeded: SeededSet;
  /** Seconds the seeding took (now, or when the set was made). */
  seedSeconds: number;
  reused: boolean;
  diskMb: number;
}

/** `main` for this checkout, else the other checkout's folder name ("before"). */
export const labelOf = (serverDir: string) =>
  path.resolve(serverDir) === root
    ? 'main'
    : path
        .basename(path.resolve(serverDir))
        .replace(/[^a-z0-9]+/gi, '_')
        .toLowerCase();

export const serverUrlOf = () => process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const databaseName = (size: number, label: string) => `shop_scale_${size}${label === 'main' ? '' : `_${label}`}`;

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function folderMb(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    bytes += entry.isDirectory() ? folderMb(file) * 1024 * 1024 : statSync(file).size;
  }
  return bytes / 1024 / 1024;
}

async function diskMbOf(engine: Engine, dataDir: string, databaseUrl: string | undefined): Promise<number> {
  if (engine === 'sqlite' || !databaseUrl) return folderMb(dataDir);
  const name = new URL(databaseUrl).pathname.slice(1);
  return admin(serverUrlOf(), async (client) => {
    const { rows } = await client.query<{ bytes: string }>('SELECT pg_database_size($1) AS bytes', [name]);
    return Number(rows[0]!.bytes) / 1024 / 1024;
  });
}

/** The data set for this checkout, engine and size: reused when complete, else (re)made by `npm run seed:scale`'s code. */
export async function dataSet(serverDir: string, engine: Engine, size: number, log: (line: string) => void): Promise<DataSet> {
  const label = labelOf(serverDir);
  const dataDir = path.join(DATA_ROOT, `${label}-${engine}-${size}`);
  const marker = path.join(dataDir, SEEDED_FILE);
  let databaseUrl: string | undefined;
  let complete = existsSync(marker);
  if (engine === 'postgres') {
    const name = databaseName(size, label);
    databaseUrl = withDatabase(serverUrlOf(), name);
    const exists = await admin(
      serverUrlOf(),
      async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1,
    );
    complete &&= exists;
    if (!complete)
      await admin(serverUrlOf(), async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.query(`CREATE DATABASE ${name}`);
      });
  }
  /** The set as its marker file describes it. */
  const kept = async (reused: boolean): Promise<DataSet> => {
    const seeded = JSON.parse(readFileSync(marker, 'utf8')) as SeededSet;
    return { engine, size, dataDir, databaseUrl, seeded, seedSeconds: seeded.seconds, reused, diskMb: await diskMbOf(engine, dataDir, databaseUrl) };
  };
  if (complete) return kept(true);
  rmSync(dataDir, { recursive: true, force: true });
  log(`seeding ${label} ${engine} size ${size}…`);
  const args = [path.join(import.meta.dirname, 'seed-cli.ts'), '--size', String(size), '--data-dir', dataDir, '--server-dir', serverDir];
  if (databaseUrl) args.push('--database-url', databaseUrl);
  const run = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`seeding ${label} ${engine} size ${size} failed (exit ${run.status})`);
  return kept(false);
}

/**
 * Removes the products the bench's import created (`IMP-…`), so that a kept set stays as seeded. No
 * order, cart or price names them; their stock moves are deleted first, then the products without
 * checking every other reference row by row (order lines have no index on the product: a checked
 * delete of 18,000 products would scan them 18,000 times).
 */
export async function forgetImportedProducts(set: Pick<DataSet, 'dataDir' | 'databaseUrl'>): Promise<void> {
  const imported = "SELECT id FROM products WHERE sku LIKE 'IMP-%'";
  const statements = [
    ...['stock_moves', 'favourites', 'user_type_prices', 'customer_prices', 'cart_items'].map(
      (table) => `DELETE FROM ${table} WHERE product_id IN (${imported})`,
    ),
    "DELETE FROM products WHERE sku LIKE 'IMP-%'",
  ];
  if (set.databaseUrl) {
    await admin(set.databaseUrl, async (client) => {
      await client.query('BEGIN');
      await client.query('SET LOCAL session_replication_role = replica');
      for (const statement of statements) await client.query(statement);
      await client.query('COMMIT');
    });
    return;
  }
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(path.join(set.dataDir, 'shop.sqlite'));
  db.exec('PRAGMA foreign_keys = OFF');
  db.exec('BEGIN');
  for (const statement of statements) db.exec(statement);
  db.exec('COMMIT');
  db.close();
}

/**
 * Mails waiting in the shop's outbox. A data set's first start sends the reminders of every invoice
 * the seed left overdue (hundreds, each with its PDF); scenarios wait for them, so that they measure
 * the screens of a shop after its first morning, not the drawing of those PDFs beside them.
 */
export async function queuedMails(set: Pick<DataSet, 'dataDir' | 'databaseUrl'>): Promise<number> {
  return count(set, "SELECT count(*) AS n FROM mail_outbox WHERE status = 'queued'");
}

/**
 * Whether the daily reminders' job has run since the server started at `since` (ms) or, as an instance
 * claims it at most once an hour, within the hour before: the mails of the first morning are queued by
 * the run a second after a start, so an empty outbox before it says nothing.
 */
export async function remindersSettled(set: Pick<DataSet, 'dataDir' | 'databaseUrl'>, since: number): Promise<boolean> {
  const after = Math.floor(since - REMINDERS_CHECK_MS);
  return (
    (await count(set, `SELECT count(*) AS n FROM job_runs WHERE name = 'payment-reminders' AND started_at >= ${after} AND finished_at IS NOT NULL`)) >
    0
  );
}
/** How often an instance looks whether reminders are due (payment-reminders.job.ts). */
const REMINDERS_CHECK_MS = 60 * 60 * 1000;

async function count(set: Pick<DataSet, 'dataDir' | 'databaseUrl'>, query: string): Promise<number> {
  if (set.databaseUrl) return admin(set.databaseUrl, async (client) => Number((await client.query<{ n: string }>(query)).rows[0]?.n ?? 0));
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(path.join(set.dataDir, 'shop.sqlite'), { readOnly: true });
  try {
    return Number((db.prepare(query).get() as { n: number } | undefined)?.n ?? 0);
  } finally {
    db.close();
  }
}
