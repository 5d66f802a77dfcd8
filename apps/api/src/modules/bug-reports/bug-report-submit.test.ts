import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bugReportMetadata } from '../../test/bug-reports.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { jpegImage, multipartBody, pngLargerThan, type MultipartPart } from '../../test/multipart.ts';

let t: TestApp;
let admin: string;
let customer: { token: string; email: string };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BUG_REPORT_MAX: '1000' });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
  const row = await createUser(t.db);
  customer = { token: (await login(t.app, row.email)).token, email: row.email };
});
afterAll(async () => t.close());

const metadata = bugReportMetadata;
const logs = JSON.stringify([
  { type: 'error', message: 'Failed to add item', timestamp: '2026-11-23T07:59:58.000Z', stack: 'Error: Failed\n    at addItem (cart.tsx:10:5)' },
  { type: 'log', message: 'cart loaded', timestamp: '2026-11-23T07:59:50.000Z' },
]);

function report(parts: MultipartPart[], token?: string) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/bug-reports',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

const textParts = (description = 'The cart shows the wrong total', meta = metadata(), logText = logs): MultipartPart[] => [
  { field: 'description', content: description },
  { field: 'metadata', content: meta },
  { field: 'logs', content: logText },
];

const readReport = async (id: number) => (await t.app.inject({ url: `/api/bug-reports/${id}`, headers: bearer(admin) })).json().report;

describe('filing a bug report', () => {
  it('when a visitor files a report without a token, then it is stored as anonymous, new and of medium priority, with its logs', async () => {
    const response = await report(textParts());
    expect(response.statusCode).toBe(201);
    const stored = await readReport(response.json().id);
    expect(stored).toMatchObject({
      user_email: null,
      url: 'http://shop.test/cart',
      status: 'new',
      priority: 'medium',
      description: 'The cart shows the wrong total',
      screen_resolution: '1920x1080',
      viewport_size: '1280x720',
      user_agent: 'Mozilla/5.0 Test',
      screenshot_url: null,
      notes: null,
    });
    expect(stored.logs).toEqual([
      { type: 'error', message: 'Failed to add item', timestamp: '2026-11-23T07:59:58.000Z', stack: 'Error: Failed\n    at addItem (cart.tsx:10:5)' },
      { type: 'log', message: 'cart loaded', timestamp: '2026-11-23T07:59:50.000Z', stack: null },
    ]);
  });

  it('when a customer files a report whose metadata names someone else, then the report carries the customer of the token', async () => {
    const response = await report(textParts('x', metadata({ userId: 1, userEmail: 'boss@example.com' })), customer.token);
    expect((await readReport(response.json().id)).user_email).toBe(customer.email);
  });

  it('when the description is empty, then the report is still accepted (a screenshot and logs may say enough)', async () => {
    expect((await report(textParts(''))).statusCode).toBe(201);
  });

  it('when a screenshot is attached, then administrators can see it and nobody else', async () => {
    const jpeg = await jpegImage(512, 300);
    const response = await report(
      [...textParts(), { field: 'screenshot', filename: 'screenshot.jpg', contentType: 'image/jpeg', content: jpeg }],
      customer.token,
    );
    const stored = await readReport(response.json().id);
    expect(stored.screenshot_url).toBe(`/api/bug-reports/${stored.id}/screenshot`);
    const image = await t.app.inject({ url: stored.screenshot_url, headers: bearer(admin) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect(image.rawPayload.length).toBeGreaterThan(0);
    expect((await t.app.inject({ url: stored.screenshot_url, headers: bearer(customer.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: stored.screenshot_url })).statusCode).toBe(401);
    const name = (await t.db.selectFrom('bug_reports').select('screenshot_filename').where('id', '=', stored.id).executeTakeFirstOrThrow())
      .screenshot_filename;
    for (const url of [`/uploads/../bug-reports/${name}`, `/uploads/bug-reports/${name}`]) expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it('when the screenshot is over 5 MB or not an image, then 413 and 415 and no report is stored', async () => {
    const count = async () => (await t.app.inject({ url: '/api/bug-reports/admin?limit=100', headers: bearer(admin) })).json().pagination.total;
    const before = await count();
    const big = await report([
      ...textParts(),
      { field: 'screenshot', filename: 'screenshot.jpg', contentType: 'image/jpeg', content: await pngLargerThan(5 * 1024 * 1024 + 1) },
    ]);
    expect(big.statusCode).toBe(413);
    const fake = await report([
      ...textParts(),
      { field: 'screenshot', filename: 'screenshot.jpg', contentType: 'image/jpeg', content: Buffer.from('GIF89a? no, just text') },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(await count()).toBe(before);
  });

  it('when metadata or logs are malformed, missing or too large, then a clear 4xx', async () => {
    const malformed = await report(textParts('x', '{not json'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('The metadata part is not valid JSON');
    expect((await report([{ field: 'description', content: 'no metadata' }])).statusCode).toBe(400);
    expect((await report(textParts('x', metadata({ viewport: 42 })))).statusCode).toBe(400);
    expect((await report(textParts('x', metadata(), JSON.stringify([{ type: 'shout', message: 'x', timestamp: 'now' }])))).statusCode).toBe(400);
    const hugeLogs = JSON.stringify(
      Array.from({ length: 100 }, () => ({ type: 'log', message: 'x'.repeat(4000), timestamp: '2026-11-23T08:00:00.000Z' })),
    );
    const tooLarge = await report(textParts('x', metadata(), hugeLogs));
    expect(tooLarge.statusCode).toBe(413);
    expect((await report(textParts('d'.repeat(10_001)))).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/bug-reports', payload: { description: 'json body' } })).statusCode).toBe(415);
  });

  it('when the address, description or logs carry a token or password, then the stored report has them redacted', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjQyfQ.c2lnbmF0dXJlLWhlcmU';
    const secretLogs = JSON.stringify([
      {
        type: 'log',
        message: `login {"email":"a@b.lt","password":"hunter2"} token ${jwt}`,
        timestamp: '2026-11-23T08:00:00.000Z',
        stack: `Authorization: Bearer ${jwt}`,
      },
    ]);
    const response = await report(textParts(`my token is ${jwt}`, metadata({ url: 'http://shop.test/reset-password?token=abcdef123' }), secretLogs));
    const stored = await readReport(response.json().id);
    const everything = JSON.stringify(stored) + (await t.app.inject({ url: `/api/bug-reports/${stored.id}/download`, headers: bearer(admin) })).body;
    expect(everything).not.toContain(jwt);
    expect(everything).not.toContain('hunter2');
    expect(everything).not.toContain('abcdef123');
    expect(stored.url).toBe('http://shop.test/reset-password?token=[redacted]');
  });

  it('when one address files more reports than the limit allows, then 429', async () => {
    const limited = await createTestApp({ RATE_LIMIT_BUG_REPORT_MAX: '2' });
    try {
      const send = () => {
        const body = multipartBody(textParts());
        return limited.app.inject({ method: 'POST', url: '/api/bug-reports', payload: body.payload, headers: body.headers });
      };
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('when reports are sent, then their screenshots are kept in the database and no file lands in the data folder', async () => {
    expect(existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
    expect(existsSync(path.join(t.config.dataDir, 'bug-reports'))).toBe(false);
    expect((await t.db.selectFrom('stored_files').select('key').where('key', 'like', 'bug-reports/%').execute()).length).toBeGreaterThan(0);
  });
});
