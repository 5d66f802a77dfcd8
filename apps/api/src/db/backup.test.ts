import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { backupNow } from '../lib/backups/nightly-backups.ts';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { bearer, createUser, login } from '../test/factories.ts';
import { createProducts } from '../test/products.ts';
import { checkoutBody, shopper, type Shopper } from '../test/shoppers.ts';
import { BackupError, backupNameAt, integrityProblems, restoreDatabase, secretBesideOf } from './backup.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { createDatabase, type Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { sqliteFileOf } from './sqlite-adapter.ts';

// Decision 110: backups of the embedded database, taken while the shop runs, restored into a folder no shop holds.

const run = promisify(execFile);
const ROUNDS = 5;
const CLI = path.resolve(import.meta.dirname, '../lib/backups');
const dirs: string[] = [];
const closers: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-backup-'));
  dirs.push(dir);
  return dir;
};

/** One of the shop's commands (`npm run backup|restore -- FILE`) as a process of its own on `dataDir`. */
const command = (name: 'backup' | 'restore', file: string, dataDir: string, jwtSecret: string) =>
  run(process.execPath, [path.join(CLI, `${name}-cli.ts`), file], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: jwtSecret },
  });

/** The shop started on a data folder, as server.ts starts it (migrations first); `env` adds settings. */
async function startShop(
  dataDir: string,
  jwtSecret: string,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; database: Database }> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JWT_SECRET: jwtSecret, APP_URL: 'http://shop.test', ...env });
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database, serveWeb: false });
  closers.push(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}

/** A customer's order placed over real HTTP: into the cart, then checkout; answers the order's id once the shop acknowledged it. */
async function orderOverHttp(base: string, who: Shopper, productId: number): Promise<{ id: number; number: string }> {
  const headers = { ...bearer(who.token), 'content-type': 'application/json' };
  const added = await fetch(`${base}/api/cart/add`, { method: 'POST', headers, body: JSON.stringify({ product_id: productId, quantity: 1 }) });
  if (added.status !== 200) throw new Error(`cart/add answered ${added.status}: ${await added.text()}`);
  const placed = await fetch(`${base}/api/orders`, { method: 'POST', headers, body: JSON.stringify(checkoutBody(who)) });
  if (placed.status !== 201) throw new Error(`checkout answered ${placed.status}: ${await placed.text()}`);
  const { order } = (await placed.json()) as { order: { id: number; order_number: string } };
  return { id: order.id, number: order.order_number };
}

describe.skipIf(process.env.TEST_ENGINE === 'postgres')('backups of the embedded database', () => {
  let t: TestApp;
  let backupFile = '';
  const acknowledgedBefore: Array<{ id: number; number: string }> = [];

  it('when `npm run backup` runs while customers check out in parallel, then it writes a sound copy and the shop keeps taking orders', async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '10000' });
    closers.push(() => t.close());
    await createUser(t.db, { admin: true }, 'owner@example.lt');
    // Enough rows that the copy takes a moment of its own.
    const [productId] = await createProducts(t.db, 3000, { stock: 1_000_000 });
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 12; i++) shoppers.push(await shopper(t.app, t.db));
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    backupFile = path.join(freshDir(), 'copy.sqlite');

    let backupStarted = false;
    let ordersAfterBackup = 0;
    const acknowledged: Array<{ id: number; number: string; beforeBackup: boolean }> = [];
    const customers = shoppers.map(async (who) => {
      for (let round = 0; round < ROUNDS; round++) {
        const startedBeforeBackup = !backupStarted;
        const order = await orderOverHttp(base, who, productId!);
        // Only what was answered before the backup started must be in it.
        acknowledged.push({ ...order, beforeBackup: startedBeforeBackup && !backupStarted });
        if (backupStarted) ordersAfterBackup++;
      }
    });
    const backup = (async () => {
      while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 5));
      backupStarted = true;
      return command('backup', backupFile, t.config.dataDir, t.config.jwtSecret);
    })();
    const [written] = await Promise.all([backup, ...customers]);
    expect(written.stdout).toMatch(/Backup of .* written to .*copy\.sqlite/);
    acknowledgedBefore.push(...acknowledged.filter((order) => order.beforeBackup));
    expect(acknowledgedBefore.length).toBeGreaterThanOrEqual(20);
    expect(ordersAfterBackup).toBeGreaterThan(0);
    expect(acknowledged).toHaveLength(12 * ROUNDS);
    expect(integrityProblems(backupFile)).toEqual([]);
    // One file, private; no -wal beside it.
    expect(existsSync(`${backupFile}-wal`)).toBe(false);
  }, 90_000);

  it('when the copy is restored into a new folder and the shop starts on it, then every order acknowledged before the backup began is there', async () => {
    const dataDir = freshDir();
    const restored = await restoreDatabase(backupFile, dataDir);
    expect(restored.setAside).toBeNull();
    expect(integrityProblems(sqliteFileOf(dataDir))).toEqual([]);
    const { app } = await startShop(dataDir, t.config.jwtSecret);
    const { token } = await login(app, 'owner@example.lt');
    for (const order of acknowledgedBefore) {
      const response = await app.inject({ method: 'GET', url: `/api/orders/admin/${order.id}`, headers: bearer(token) });
      expect(response.statusCode, order.number).toBe(200);
      expect(response.json().order.order_number).toBe(order.number);
    }
  });

  it('when a shop holds the folder, then `npm run restore` refuses and leaves the database as it is', async () => {
    const dataDir = freshDir();
    // This process stands for the running shop: it holds the folder's lock.
    const unlock = lockDataDir(dataDir);
    writeFileSync(sqliteFileOf(dataDir), 'the live database');
    try {
      const refused = await command('restore', backupFile, dataDir, t.config.jwtSecret).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toMatch(new RegExp(`pid ${process.pid}.*already uses the embedded database`));
      expect(readFileSync(sqliteFileOf(dataDir), 'utf8')).toBe('the live database');
    } finally {
      unlock();
    }
  });

  it('when the file is not a sound database, then restore refuses it before touching the folder', async () => {
    const dataDir = freshDir();
    const broken = path.join(freshDir(), 'broken.sqlite');
    const bytes = readFileSync(backupFile);
    // The header kept, pages past it overwritten.
    bytes.fill(0x5a, 8192, 16384);
    writeFileSync(broken, bytes);
    await expect(restoreDatabase(broken, dataDir)).rejects.toThrow(BackupError);
    const notDatabase = path.join(freshDir(), 'notes.sqlite');
    writeFileSync(notDatabase, 'just text');
    await expect(restoreDatabase(notDatabase, dataDir)).rejects.toThrow(/integrity_check/);
    expect(existsSync(sqliteFileOf(dataDir))).toBe(false);
  });

  it('when the nightly backup runs, then it writes a dated copy with the JWT secret beside it and deletes copies older than the keep days', async () => {
    const dir = freshDir();
    const old = path.join(dir, backupNameAt(new Date('2026-01-01T03:00:00Z')));
    writeFileSync(old, 'an old copy');
    writeFileSync(secretBesideOf(old), 'an old secret');
    const keep = path.join(dir, 'my-own-notes.txt');
    writeFileSync(keep, 'not a backup');
    const monthAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    for (const file of [old, secretBesideOf(old), keep]) utimesSync(file, monthAgo, monthAgo);
    writeFileSync(path.join(t.config.dataDir, 'jwt-secret'), 'the-shops-own-secret');
    const logged: unknown[] = [];
    const log = { info: (entry: unknown) => logged.push(entry) } as unknown as Parameters<typeof backupNow>[0]['log'];
    const file = await backupNow({ dataDir: t.config.dataDir, dir, keepDays: 14, log });
    expect(path.basename(file)).toMatch(/^shop-\d{4}-\d\d-\d\dT[\d-]+Z\.sqlite$/);
    expect(integrityProblems(file)).toEqual([]);
    expect(readFileSync(secretBesideOf(file), 'utf8')).toBe('the-shops-own-secret');
    expect(existsSync(old)).toBe(false);
    expect(existsSync(secretBesideOf(old))).toBe(false);
    expect(existsSync(keep)).toBe(true);
    expect(logged).toEqual([expect.objectContaining({ backup: file, bytes: expect.any(Number), ms: expect.any(Number) })]);

    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'a secret generated by mistake');
    writeFileSync(sqliteFileOf(dataDir), 'an older database');
    const restored = await restoreDatabase(file, dataDir);
    expect(restored.secretRestored).toBe(true);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe('the-shops-own-secret');
    expect(readFileSync(restored.setAside!, 'utf8')).toBe('an older database');
  });

  it('when the shop runs with BACKUP_DIR, then ten minutes after its start it writes one backup, and a restart within the day writes none', async () => {
    const dataDir = freshDir();
    const backups = freshDir();
    const backupFiles = () => readdirSync(backups).filter((name) => name.endsWith('.sqlite'));
    // Only the timers are made up: the database, the files and the clock the job runner compares are real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const first = await startShop(dataDir, 'a-secret-of-at-least-32-characters-long', { BACKUP_DIR: backups });
      await vi.advanceTimersByTimeAsync(9 * 60 * 1000);
      expect(backupFiles()).toEqual([]);
      await vi.advanceTimersByTimeAsync(60 * 1000 + 100);
      await vi.waitFor(() => expect(backupFiles()).toHaveLength(1), { timeout: 10_000, interval: 50 });
      expect(integrityProblems(path.join(backups, backupFiles()[0]!))).toEqual([]);
      await first.app.close();
      await first.database.close();

      // Started again on the same folder: the day's backup is made, so its first chance passes by.
      const again = await startShop(dataDir, 'a-secret-of-at-least-32-characters-long', { BACKUP_DIR: backups });
      await vi.advanceTimersByTimeAsync(11 * 60 * 1000);
      await again.app.inject({ method: 'GET', url: '/api/health' });
      expect(backupFiles()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
