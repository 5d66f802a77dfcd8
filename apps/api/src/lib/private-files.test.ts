import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isStorageFull } from '../db/errors.ts';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { bearer, createUser, login, registrationBody } from '../test/factories.ts';
import { multipartBody } from '../test/multipart.ts';
import { readOutbox } from '../test/outbox.ts';
import { writePrivateFile } from './private-files.ts';

const modeOf = (file: string) => statSync(file).mode & 0o777;
const scratch = mkdtempSync(path.join(tmpdir(), 'shop-modes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("what the shop writes under DATA_DIR is its own user's only", () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    // A data folder that does not exist yet, two levels deep, and no JWT_SECRET: the shop generates one.
    dataDir = path.join(scratch, 'fresh', 'data');
    t = await createTestApp({ DATA_DIR: dataDir, JWT_SECRET: '', DATABASE_URL: '' });
  });
  afterAll(async () => t.close());

  it('when the shop starts on a new data folder, then the folders it made are 700 and the generated jwt-secret 600', () => {
    expect(modeOf(path.join(scratch, 'fresh'))).toBe(0o700);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
  });

  it('when the shop runs on SQLite and has written, then the database file, its -wal and -shm are 600', async () => {
    if (t.engine !== 'sqlite') return;
    await createUser(t.db);
    for (const name of ['shop.sqlite', 'shop.sqlite-wal', 'shop.sqlite-shm']) {
      expect(existsSync(path.join(dataDir, name)), name).toBe(true);
      expect(modeOf(path.join(dataDir, name)), name).toBe(0o600);
    }
  });

  it('when a mail is written to the outbox, then the outbox is 700 and the .eml 600, and no temporary file stays', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registrationBody() })).statusCode).toBe(201);
    await t.outbox(); // waits for the mails sent after the answer
    const mails = await readOutbox(dataDir);
    expect(mails.length).toBeGreaterThan(0);
    const outbox = path.join(dataDir, 'outbox');
    expect(modeOf(outbox)).toBe(0o700);
    for (const mail of mails) expect(modeOf(path.join(outbox, mail.file)), mail.file).toBe(0o600);
    expect(readdirSync(outbox).filter((name) => !name.endsWith('.eml'))).toEqual([]);
  });

  it('when an administrator uploads a product photo, then it is kept in the database, not as a file, and served', async () => {
    const admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const body = multipartBody([{ field: 'photo', filename: 'photo.png', contentType: 'image/png', content: png }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products/upload-photo',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin) },
    });
    expect(response.statusCode).toBe(201);
    const url: string = response.json().photoUrl;
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    expect(await t.db.selectFrom('stored_files').select('key').where('key', '=', url.replace('/uploads/', '')).executeTakeFirst()).toBeDefined();
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });
});

describe('a data folder of an earlier version, readable by every local user', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterEach(() => warn.mockClear());
  afterAll(() => warn.mockRestore());

  it('when the shop starts on it, then the folder becomes 700, jwt-secret and database files 600, and each change is logged', async () => {
    const dataDir = path.join(scratch, 'old');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'x'.repeat(64));
    chmodSync(path.join(dataDir, 'jwt-secret'), 0o644);
    const sqlite = process.env.TEST_ENGINE !== 'postgres';
    if (sqlite) {
      writeFileSync(path.join(dataDir, 'shop.sqlite'), '');
      chmodSync(path.join(dataDir, 'shop.sqlite'), 0o644);
    }
    const t = await createTestApp({ DATA_DIR: dataDir, JWT_SECRET: '', DATABASE_URL: '' });
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
      // The secret it already had is kept: sessions survive the upgrade.
      expect(t.config.jwtSecret).toBe('x'.repeat(64));
      if (sqlite) {
        expect(modeOf(path.join(dataDir, 'shop.sqlite'))).toBe(0o600);
        expect(modeOf(path.join(dataDir, 'shop.sqlite-wal'))).toBe(0o600);
      }
      const notes = warn.mock.calls.map(([message]) => String(message));
      expect(notes).toContainEqual(`DATA_DIR ${dataDir} was readable by other local users (mode 755): changed to 700.`);
      expect(notes).toContainEqual(
        `The JWT secret ${path.join(dataDir, 'jwt-secret')} was readable by other local users (mode 644): changed to 600.`,
      );
      if (sqlite)
        expect(notes).toContainEqual(
          `The database file ${path.join(dataDir, 'shop.sqlite')} was readable by other local users (mode 644): changed to 600.`,
        );
    } finally {
      await t.close();
    }
  });

  it('when DATA_DIR is a shared folder with the sticky bit (like /tmp), then it is left as it is and the operator is told', async () => {
    const shared = path.join(scratch, 'shared');
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    const t = await createTestApp({ DATA_DIR: shared });
    try {
      expect(statSync(shared).mode & 0o7777).toBe(0o1777);
      expect(warn.mock.calls.map(([message]) => String(message))).toContainEqual(
        `DATA_DIR ${shared} is a shared folder (mode 1777): give the shop a folder of its own.`,
      );
    } finally {
      await t.close();
    }
  });
});

describe('writePrivateFile', () => {
  it('when a file is written, then it is 600 and whole', async () => {
    const file = path.join(scratch, 'whole.bin');
    await writePrivateFile(file, Buffer.alloc(100_000, 7));
    expect(modeOf(file)).toBe(0o600);
    expect(statSync(file).size).toBe(100_000);
  });

  it('when the write cannot complete, then the real error is thrown and no temporary file is left', async () => {
    const dir = path.join(scratch, 'refused');
    mkdirSync(path.join(dir, 'taken.eml'), { recursive: true });
    writeFileSync(path.join(dir, 'taken.eml', 'inside'), 'x');
    // The target is a folder that is not empty: the final rename fails (EISDIR / ENOTEMPTY).
    await expect(writePrivateFile(path.join(dir, 'taken.eml'), 'mail')).rejects.toMatchObject({
      code: expect.stringMatching(/^(EISDIR|ENOTEMPTY|EEXIST)$/),
    });
    expect(readdirSync(dir)).toEqual(['taken.eml']);
  });

  it('when the disk is full (a write to /dev/full fails with ENOSPC), then the error is recognised as storage full', async () => {
    const error = await writeFile('/dev/full', Buffer.alloc(4096)).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'ENOSPC' });
    expect(isStorageFull(error)).toBe(true);
    expect(isStorageFull(new Error('something else'))).toBe(false);
  });
});
