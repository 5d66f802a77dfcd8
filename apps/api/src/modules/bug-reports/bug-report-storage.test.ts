import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bugReportMetadata } from '../../test/bug-reports.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { jpegImage, multipartBody, pngImage, pngLargerThan, type MultipartPart } from '../../test/multipart.ts';
import { FileStore } from '../../db/file-store.ts';
import { SCREENSHOT_PREFIX, ScreenshotStore } from './bug-report-screenshots.ts';
import { insertReport } from './bug-reports.repository.ts';

const MB = 1024 * 1024;
const PNG_END = Buffer.from('0000000049454e44ae426082', 'hex'); // the IEND chunk
const silentLog = { warn: () => undefined, error: () => undefined, info: () => undefined } as never;

const metadata = bugReportMetadata();
const parts = (screenshot: Buffer | undefined, description = 'Something broke'): MultipartPart[] => [
  { field: 'description', content: description },
  { field: 'metadata', content: metadata },
  { field: 'logs', content: '[]' },
  ...(screenshot ? [{ field: 'screenshot', filename: 'screenshot.jpg', contentType: 'image/jpeg', content: screenshot }] : []),
];

function send(app: FastifyInstance, screenshot: Buffer | undefined, options: { description?: string; address?: string; token?: string } = {}) {
  const body = multipartBody(parts(screenshot, options.description));
  return app.inject({
    method: 'POST',
    url: '/api/bug-reports',
    payload: body.payload,
    headers: { ...body.headers, ...(options.token ? bearer(options.token) : {}) },
    remoteAddress: options.address ?? '10.20.0.1',
  });
}

/** The stored screenshots (decision 023: in the database), by name. */
const shots = async (t: TestApp) =>
  (await new FileStore(t.db).list(SCREENSHOT_PREFIX)).map((file) => ({ name: file.key.slice(SCREENSHOT_PREFIX.length), size: file.size }));
const filesOf = async (t: TestApp) => (await shots(t)).map((shot) => shot.name);
const storedTotal = async (t: TestApp) => (await shots(t)).reduce((sum, shot) => sum + shot.size, 0);
const storedName = async (t: TestApp, id: number) =>
  (await t.db.selectFrom('bug_reports').select('screenshot_filename').where('id', '=', id).executeTakeFirstOrThrow()).screenshot_filename;
const storedBytes = async (t: TestApp, id: number) => (await new FileStore(t.db).get(`${SCREENSHOT_PREFIX}${(await storedName(t, id))!}`))!.content;
const reportCount = async (t: TestApp) =>
  Number(
    (
      await t.db
        .selectFrom('bug_reports')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('what is stored of a screenshot', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_BUG_REPORT_MAX: '1000' });
    admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
  });
  afterAll(async () => t.close());

  it('when a PNG carries 1 MB after its end, then the stored screenshot is a clean PNG without the trailing bytes', async () => {
    const png = await pngImage(320, 200);
    const payload = Buffer.alloc(MB, 'SMUGGLED-PAYLOAD|');
    const response = await send(t.app, Buffer.concat([png, payload]));
    expect(response.statusCode).toBe(201);
    const stored = await storedBytes(t, response.json().id);
    expect(stored.length).toBeLessThan(64 * 1024);
    expect(stored.subarray(-PNG_END.length).equals(PNG_END)).toBe(true);
    expect(stored.includes('SMUGGLED-PAYLOAD')).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 320, height: 200 });
    const served = await t.app.inject({ url: `/api/bug-reports/${response.json().id}/screenshot`, headers: bearer(admin) });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('when a JPEG carries bytes after its end, then the stored screenshot is a JPEG that ends at its end marker', async () => {
    const response = await send(t.app, Buffer.concat([await jpegImage(400, 300), Buffer.from('<?php system($_GET["c"]); ?>'.repeat(2000))]));
    expect(response.statusCode).toBe(201);
    const stored = await storedBytes(t, response.json().id);
    expect(stored.includes('<?php')).toBe(false);
    expect(stored.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
  });

  it('when a JPEG carries EXIF (with a rotation), an ICC profile and XMP, then the stored one has no metadata and is turned upright', async () => {
    const withMetadata = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#be123c' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Jane Reporter', Copyright: 'GPS 54.6872N 25.2797E' } })
      .withMetadata({ orientation: 6 })
      .withIccProfile('p3')
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>secret-xmp-note</rdf:Description></rdf:RDF></x:xmpmeta>',
      )
      .toBuffer();
    const before = await sharp(withMetadata).metadata();
    expect(before.exif).toBeDefined();
    expect(before.icc).toBeDefined();
    expect(before.xmp).toBeDefined();
    expect(before.orientation).toBe(6);

    const response = await send(t.app, withMetadata);
    expect(response.statusCode).toBe(201);
    const stored = await storedBytes(t, response.json().id);
    const after = await sharp(stored).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    for (const secret of ['Jane Reporter', 'GPS 54.6872N', 'secret-xmp-note']) expect(stored.includes(secret)).toBe(false);
  });

  it('when a PNG carries text chunks and EXIF, then the stored one has neither', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#0f766e80' } })
      .png()
      .withExif({ IFD0: { Artist: 'Png Author Name' } })
      .toBuffer();
    const response = await send(t.app, png);
    expect(response.statusCode).toBe(201);
    const stored = await storedBytes(t, response.json().id);
    const after = await sharp(stored).metadata();
    expect(after).toMatchObject({ format: 'png', width: 64, height: 64, hasAlpha: true });
    expect(after.exif).toBeUndefined();
    expect(stored.includes('Png Author Name')).toBe(false);
  });

  it('when a small PNG claims 100 million pixels (a decompression bomb), then 413 with the text and nothing is stored', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MB);
    const reports = await reportCount(t);
    const files = (await filesOf(t)).length;
    const response = await send(t.app, bomb);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('The screenshot may be at most 25 million pixels');
    expect(await reportCount(t)).toBe(reports);
    expect((await filesOf(t)).length).toBe(files);
  });

  it('when the file starts like a JPEG but does not decode, or is a GIF, then 415 with the text and nothing is stored', async () => {
    const reports = await reportCount(t);
    const jpeg = await jpegImage(400, 300);
    const broken = Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(4000, 0x41)]);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const file of [broken, jpeg.subarray(0, jpeg.length - 300), gif]) {
      const response = await send(t.app, file);
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toBe('The screenshot must be a JPEG or PNG image');
    }
    expect(await reportCount(t)).toBe(reports);
  });

  it('when a screenshot is stored, then it is kept in the database, never as a file nor under the public /uploads', async () => {
    const response = await send(t.app, await jpegImage(200, 100));
    const name = (await storedName(t, response.json().id))!;
    expect(await filesOf(t)).toContain(name);
    expect(existsSync(path.join(t.config.dataDir, 'bug-reports'))).toBe(false);
    expect((await t.app.inject({ url: `/uploads/bug-reports/${name}` })).statusCode).toBe(404);
    const peer = await t.peer();
    const shown = await peer.inject({ url: `/api/bug-reports/${response.json().id}/screenshot`, headers: bearer(admin) });
    expect([shown.statusCode, shown.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });
});

describe('the storage budget of screenshots', () => {
  it('when a new screenshot takes the folder over BUG_REPORT_STORAGE_MB, then the oldest report loses its screenshot and keeps its text', async () => {
    const t = await createTestApp({ RATE_LIMIT_BUG_REPORT_MAX: '1000', BUG_REPORT_STORAGE_MB: '1' });
    try {
      const admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
      // Random pixels do not compress: each stored PNG is about 435 KB, so two fit in 1 MB and three do not.
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await send(t.app, await pngLargerThan(300_000), { description: `Budget report ${i}`, address: `10.30.0.${i + 1}` });
        expect(response.statusCode).toBe(201);
        ids.push(response.json().id);
      }
      const [oldest, middle, newest] = ids as [number, number, number];
      expect(await storedName(t, oldest)).toBeNull();
      expect(await storedName(t, middle)).not.toBeNull();
      expect(await storedName(t, newest)).not.toBeNull();
      expect(await filesOf(t)).toHaveLength(2);
      expect(await storedTotal(t)).toBeLessThanOrEqual(MB);

      const first = (await t.app.inject({ url: `/api/bug-reports/${oldest}`, headers: bearer(admin) })).json().report;
      expect(first).toMatchObject({ description: 'Budget report 0', screenshot_url: null });
      const gone = await t.app.inject({ url: `/api/bug-reports/${oldest}/screenshot`, headers: bearer(admin) });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().error).toBe('This report has no screenshot');
      expect((await t.app.inject({ url: `/api/bug-reports/${newest}/screenshot`, headers: bearer(admin) })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('when twelve reports with screenshots arrive at once on two instances, then all are stored, none fails, and the newest screenshots fill at most the budget', async () => {
    const t = await createTestApp({ RATE_LIMIT_BUG_REPORT_MAX: '1000', BUG_REPORT_STORAGE_MB: '1' });
    try {
      const peer = await t.peer();
      const images = await Promise.all(Array.from({ length: 12 }, () => pngLargerThan(150_000)));
      const responses = await Promise.all(
        images.map((image, i) => send(i % 2 ? peer : t.app, image, { description: `Parallel ${i}`, address: `10.40.0.${i + 1}` })),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(201));

      const rows = await t.db.selectFrom('bug_reports').select(['id', 'screenshot_filename']).orderBy('created_at').orderBy('id').execute();
      expect(rows).toHaveLength(12);
      const kept = rows.filter((row) => row.screenshot_filename !== null);
      expect(kept.length).toBeGreaterThan(0);
      expect(kept.length).toBeLessThan(12);
      // Those that lost their screenshot are the oldest ones.
      const firstKept = rows.findIndex((row) => row.screenshot_filename !== null);
      expect(rows.slice(firstKept).every((row) => row.screenshot_filename !== null)).toBe(true);
      expect((await filesOf(t)).sort()).toEqual(kept.map((row) => row.screenshot_filename).sort());
      expect(await storedTotal(t)).toBeLessThanOrEqual(MB);
      expect(await storedTotal(t)).toBeGreaterThan(MB / 2);
    } finally {
      await t.close();
    }
  });

  it("when one address has stored its day's share (5% of the budget, at least 5 MB), then its next screenshot is left off, the report is kept, and other addresses still store theirs", async () => {
    // 120 MB budget: each address may store 6 MB a day; each of these PNGs is about 1.9 MB.
    const t = await createTestApp({ RATE_LIMIT_BUG_REPORT_MAX: '1000', BUG_REPORT_STORAGE_MB: '120' });
    try {
      const image = await pngLargerThan(1_600_000);
      const flooder = [];
      for (let i = 0; i < 4; i++) flooder.push(await send(t.app, image, { address: '198.51.100.7' }));
      expect(flooder.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
      const names = await Promise.all(flooder.map((response) => storedName(t, response.json().id)));
      expect(names.map((name) => name !== null)).toEqual([true, true, true, false]);
      const other = await send(t.app, image, { address: '203.0.113.9' });
      expect(await storedName(t, other.json().id)).not.toBeNull();
    } finally {
      await t.close();
    }
  });

  it("when one address sends six screenshots at once over two instances, then its day's share still holds: three are kept", async () => {
    const t = await createTestApp({ RATE_LIMIT_BUG_REPORT_MAX: '1000', BUG_REPORT_STORAGE_MB: '120' });
    try {
      const image = await pngLargerThan(1_600_000);
      const peer = await t.peer();
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => send(i % 2 ? peer : t.app, image, { address: '198.51.100.8' })));
      expect(answers.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
      const names = await Promise.all(answers.map((response) => storedName(t, response.json().id)));
      expect(names.filter((name) => name !== null)).toHaveLength(3);
      expect(await filesOf(t)).toHaveLength(3);
    } finally {
      await t.close();
    }
  });

  it('when a stored screenshot belongs to no report and is over an hour old, then the sweep deletes it; fresh ones and named ones stay', async () => {
    const t = await createTestApp();
    try {
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();
      for (const [name, at] of [
        ['stray-old.jpg', hoursAgo(2)],
        ['stray-new.jpg', hoursAgo(0)],
        ['named-old.jpg', hoursAgo(2)],
      ] as const) {
        await t.db
          .insertInto('stored_files')
          .values({ key: `${SCREENSHOT_PREFIX}${name}`, content: Buffer.from('x'), content_type: 'image/jpeg', byte_size: 1, created_at: at })
          .execute();
      }
      await insertReport(
        t.db,
        {
          user_id: null,
          user_email: null,
          url: null,
          description: 'x',
          metadata: {},
          logs: [],
          screenshot_filename: 'named-old.jpg',
          screen_resolution: null,
          viewport_size: null,
          user_agent: null,
        },
        new Date().toISOString(),
      );
      const removed = await new ScreenshotStore({ db: t.db, files: new FileStore(t.db), budgetBytes: MB, log: silentLog }).removeStrayFiles();
      expect(removed).toBe(1);
      expect((await filesOf(t)).sort()).toEqual(['named-old.jpg', 'stray-new.jpg']);
    } finally {
      await t.close();
    }
  });
});

describe('limits per address', () => {
  it('when one address sends reports anonymously and signed in, then both count towards its rate limit; another address is not held back', async () => {
    const t = await createTestApp({ RATE_LIMIT_BUG_REPORT_MAX: '2' });
    try {
      const customer = (await login(t.app, (await createUser(t.db)).email)).token;
      expect((await send(t.app, undefined, { address: '10.50.0.1' })).statusCode).toBe(201);
      expect((await send(t.app, undefined, { address: '10.50.0.1', token: customer })).statusCode).toBe(201);
      expect((await send(t.app, undefined, { address: '10.50.0.1', token: customer })).statusCode).toBe(429);
      expect((await send(t.app, undefined, { address: '10.50.0.1' })).statusCode).toBe(429);
      expect((await send(t.app, undefined, { address: '10.50.0.2', token: customer })).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
