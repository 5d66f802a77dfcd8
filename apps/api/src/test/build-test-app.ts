import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { DEFAULT_SETTINGS, settingsColumns } from '../modules/settings/seller.repository.ts';
import type { DB } from '../db/schema.ts';
import { readOutbox, type OutboxMail } from './outbox.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  db: Kysely<DB>;
  engine: 'sqlite' | 'postgres';
  /** The database as the app got it (its change versions, decision 022). */
  database: Database;
  outbox(): Promise<OutboxMail[]>;
  /**
   * Another instance of the shop on the same database, as a load balancer would spread requests
   * (PostgreSQL: its own pool; SQLite: one process owns a data folder, so the same instance).
   */
  peer(): Promise<FastifyInstance>;
  /** A second connection pool to the same database (PostgreSQL), as another instance has; SQLite: the same one. */
  peerDatabase(): Promise<Database>;
  /** How many SQL statements `work` sent to the database. */
  countQueries(work: () => Promise<unknown>): Promise<number>;
  close(): Promise<void>;
}

/** A database of its own on the PostgreSQL server of TEST_DATABASE_URL, dropped on close. */
async function createPostgresDatabase(): Promise<ScratchDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  return createScratchDatabase(serverUrl);
}

/** Who issues documents in a test shop, as an operator sets it up before the first document (decision 057). */
const TEST_ISSUER = { issuer_name: 'Rūta Testaitė', issuer_position: 'Sales manager' } as const;

/**
 * The whole application on a fresh database (SQLite, or PostgreSQL when TEST_ENGINE=postgres), with
 * the document issuer set as a shop running for real has it (`issuer: false` leaves it unset).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { now?: () => Date; serveWeb?: boolean; issuer?: boolean; onRoute?: (route: RouteOptions) => void } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  const postgres = process.env.TEST_ENGINE === 'postgres' ? await createPostgresDatabase() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    APP_URL: 'http://shop.test',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  let queries = 0;
  const database = createDatabase({ ...config, onQuery: () => void queries++ });
  await migrateToLatest(database.db);
  if (options.issuer !== false) {
    // Written as the settings screen's first save leaves it, at the "never saved" version (0) the forms start from.
    await database.db
      .insertInto('invoice_settings')
      .values({ id: 1, ...settingsColumns(DEFAULT_SETTINGS), ...TEST_ISSUER, version: 0, updated_at: new Date().toISOString() })
      .execute();
  }
  const app = await buildApp({
    config,
    database,
    serveWeb: options.serveWeb ?? false,
    ...(options.now ? { now: options.now } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  await app.ready();
  const peers: Array<{ app: FastifyInstance | null; close: () => Promise<void> }> = [];
  return {
    app,
    config,
    db: database.db,
    engine: database.engine,
    database,
    async outbox() {
      // A peer may have answered the request that queued the mail: its work and its outbox are waited for too.
      for (const instance of [app, ...peers.flatMap((peer) => (peer.app ? [peer.app] : []))]) {
        await instance.backgroundWork.idle();
        await instance.mailOutbox.drain();
      }
      return readOutbox(dataDir);
    },
    async peerDatabase() {
      if (database.engine === 'sqlite') return database;
      const peerDatabase = createDatabase(config);
      peers.push({ app: null, close: () => peerDatabase.close() });
      return peerDatabase;
    },
    async peer() {
      if (database.engine === 'sqlite') return app;
      const peerDatabase = createDatabase(config);
      const peerApp = await buildApp({ config, database: peerDatabase, serveWeb: false, ...(options.now ? { now: options.now } : {}) });
      await peerApp.ready();
      peers.push({ app: peerApp, close: () => peerDatabase.close() });
      return peerApp;
    },
    async countQueries(work) {
      const before = queries;
      await work();
      return queries - before;
    },
    async close() {
      for (const peer of peers) {
        await peer.app?.close();
        await peer.close();
      }
      await app.close();
      await database.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
