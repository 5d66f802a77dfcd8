import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { CONNECT_TIMEOUT_MS, createDatabase } from '../db/database.ts';
import { freePort } from '../test/scratch-database.ts';
import { isDatabaseUnavailable, isStorageFull } from '../db/errors.ts';
import { HEALTH_PROBE_TIMEOUT_MS } from '../modules/health/health.routes.ts';
import { createTestApp } from '../test/build-test-app.ts';
import { createUser, login } from '../test/factories.ts';
import { OUTAGE_TEXTS, RETRY_AFTER_SECONDS, registerErrorHandler } from './error-handler.ts';

const postgres = process.env.TEST_ENGINE === 'postgres';
const scratch = mkdtempSync(path.join(tmpdir(), 'shop-outage-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function expectUnavailable(app: FastifyInstance) {
  const catalogue = await app.inject({ url: '/api/products' });
  expect(catalogue.statusCode).toBe(503);
  expect(catalogue.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(catalogue.json()).toEqual({
    success: false,
    code: 'SERVICE_UNAVAILABLE',
    reason: 'serviceUnavailable',
    error: OUTAGE_TEXTS.unavailable,
    request_id: catalogue.headers['x-request-id'],
  });
  const health = await app.inject({ url: '/api/health' });
  expect(health.statusCode).toBe(200);
  expect(health.json()).toMatchObject({ success: false, status: 'DEGRADED', database: 'Disconnected' });
}

/** The shop on a PostgreSQL address of our choosing, built as createTestApp builds it (no migrations: nothing answers there). */
async function shopOn(databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(scratch, 'app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    APP_URL: 'http://shop.test',
    DATABASE_URL: databaseUrl,
  });
  const database = createDatabase(config);
  const app = await buildApp({ config, database, serveWeb: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe('the database out of reach', () => {
  it("when the shop's database connection is closed under it, then the catalogue answers 503 with Retry-After and health says DEGRADED", async () => {
    const t = await createTestApp();
    try {
      await t.db.destroy();
      await expectUnavailable(t.app);
    } finally {
      await t.close();
    }
  });

  it('when DATABASE_URL points at a port where no PostgreSQL listens, then 503 with Retry-After and health DEGRADED', async () => {
    const shop = await shopOn(`postgres://postgres@127.0.0.1:${await freePort()}/shop`);
    try {
      await expectUnavailable(shop.app);
    } finally {
      await shop.close();
    }
  });

  it('when the server accepts connections but never answers, then health says DEGRADED within its probe limit and a request 503 after the connect limit', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined); // the shop's side gives up and resets the connection
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const shop = await shopOn(`postgres://postgres@127.0.0.1:${(silent.address() as { port: number }).port}/shop`);
    try {
      let started = Date.now();
      const health = await shop.app.inject({ url: '/api/health' });
      expect(health.json()).toMatchObject({ status: 'DEGRADED', database: 'Disconnected' });
      expect(Date.now() - started).toBeLessThan(HEALTH_PROBE_TIMEOUT_MS + 1500);
      started = Date.now();
      const catalogue = await shop.app.inject({ url: '/api/products' });
      expect([catalogue.statusCode, catalogue.json().code, catalogue.headers['retry-after']]).toEqual([
        503,
        'SERVICE_UNAVAILABLE',
        String(RETRY_AFTER_SECONDS),
      ]);
      expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS + 3000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await shop.close();
    }
  }, 30_000); // building the app waits once for the connect limit too (the bug-report sweep at start)

  it.runIf(postgres)(
    "when PostgreSQL stops taking the shop's connections (sessions terminated, database closed to new ones), then 503 and DEGRADED; once it is back, both recover",
    async () => {
      const t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
      const name = new URL(t.config.databaseUrl!).pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const customer = await createUser(t.db);
        await login(t.app, customer.email);
        expect((await t.app.inject({ url: '/api/health' })).json().status).toBe('OK');
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
        await expectUnavailable(t.app);
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        expect((await t.app.inject({ url: '/api/health' })).json()).toMatchObject({ status: 'OK', database: 'Connected' });
        expect((await login(t.app, customer.email)).token).toBeTruthy();
      } finally {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined);
        await admin.end();
        await t.close();
      }
    },
  );
});

describe('what the error answers say, from real failures', () => {
  /** A bare app with the shop's error handler and a log we can read. */
  async function appThrowing(routes: Record<string, () => Promise<unknown>>) {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        level: 'error',
        stream: new Writable({
          write: (chunk, _encoding, done) => {
            lines.push(String(chunk));
            done();
          },
        }),
      },
    });
    registerErrorHandler(app);
    for (const [url, work] of Object.entries(routes)) app.get(url, async () => work());
    await app.ready();
    return { app, lines };
  }

  it('when a file write finds the disk full (ENOSPC), then 507 with the plain text and the real cause in the log', async () => {
    const { app, lines } = await appThrowing({ '/write': () => writeFile('/dev/full', Buffer.alloc(8192)) });
    const answer = await app.inject({ url: '/write' });
    expect(answer.statusCode).toBe(507);
    expect(answer.json()).toEqual({
      success: false,
      code: 'INSUFFICIENT_STORAGE',
      reason: 'storageFull',
      error: OUTAGE_TEXTS.storageFull,
      request_id: answer.headers['x-request-id'],
    });
    expect(answer.headers['retry-after']).toBeUndefined();
    expect(lines.join('')).toContain('ENOSPC');
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 50, msg: 'storage full: the request could not be saved' });
    await app.close();
  });

  it('when SQLite is full, cannot open its file or has its connection closed, then 507, 503 and 503', async () => {
    const full = () => {
      const db = new DatabaseSync(':memory:');
      db.exec('CREATE TABLE t (x BLOB); PRAGMA max_page_count = 2');
      db.prepare('INSERT INTO t VALUES (?)').run(Buffer.alloc(64 * 1024));
    };
    const cannotOpen = () => new DatabaseSync(path.join(scratch, 'no-such-folder', 'shop.sqlite'));
    const closed = () => {
      const db = new DatabaseSync(':memory:');
      db.close();
      return db.prepare('SELECT 1').all();
    };
    const { app, lines } = await appThrowing({ '/full': async () => full(), '/open': async () => cannotOpen(), '/closed': async () => closed() });
    expect([
      (await app.inject({ url: '/full' })).statusCode,
      (await app.inject({ url: '/open' })).statusCode,
      (await app.inject({ url: '/closed' })).statusCode,
    ]).toEqual([507, 503, 503]);
    const logged = lines.join('');
    expect(logged).toContain('database or disk is full');
    expect(logged).toContain('unable to open database file');
    expect(logged).toContain('database is not open');
    await app.close();
  });

  it.runIf(postgres)(
    'when PostgreSQL reports disk_full (53100), too many connections (53300) or a connection exception (08006), then they are recognised',
    async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      const raise = (code: string) =>
        client.query(`DO $$ BEGIN RAISE EXCEPTION USING ERRCODE = '${code}', MESSAGE = 'simulated ${code}'; END $$`).catch((error: unknown) => error);
      try {
        expect(isStorageFull(await raise('53100'))).toBe(true);
        expect(isDatabaseUnavailable(await raise('53300'))).toBe(true);
        expect(isDatabaseUnavailable(await raise('08006'))).toBe(true);
        const other = await raise('22012');
        expect([isStorageFull(other), isDatabaseUnavailable(other)]).toEqual([false, false]);
      } finally {
        await client.end();
      }
    },
  );
});
