import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { bugReportMetadata } from '../../test/bug-reports.ts';
import { multipartBody } from '../../test/multipart.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BUG_REPORT_MAX: '1000' });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const metadata = (requestId?: unknown) => bugReportMetadata({ url: 'http://shop.test/orders', ...(requestId === undefined ? {} : { requestId }) });

const file = (meta: string) => {
  const body = multipartBody([
    { field: 'description', content: 'The orders page said something went wrong' },
    { field: 'metadata', content: meta },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/bug-reports', payload: body.payload, headers: body.headers });
};

describe('the request id of a bug report', () => {
  it('when a page files a report with the request id of its failed answer, then the administrator reads that id in the report', async () => {
    const failed = await t.app.inject({ url: '/api/orders/999999', headers: bearer(admin) });
    expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    const requestId = failed.headers['x-request-id'] as string;
    expect(failed.json().request_id).toBe(requestId);

    const filed = await file(metadata(requestId));
    expect(filed.statusCode).toBe(201);
    const read = await t.app.inject({ url: `/api/bug-reports/${filed.json().id}`, headers: bearer(admin) });
    expect(read.json().report.request_id).toBe(requestId);
    const downloaded = await t.app.inject({ url: `/api/bug-reports/${filed.json().id}/download`, headers: bearer(admin) });
    expect(JSON.parse(downloaded.body)).toMatchObject({ request_id: requestId });
  });

  it('when a page files a report without one (an older page), then the report is kept with none', async () => {
    const filed = await file(metadata());
    expect(filed.statusCode).toBe(201);
    const read = await t.app.inject({ url: `/api/bug-reports/${filed.json().id}`, headers: bearer(admin) });
    expect(read.json().report.request_id).toBeNull();
  });

  it('when the request id sent is not one the shop makes (spaces, too long), then the report is refused as an invalid part', async () => {
    for (const bad of ['two words', 'x'.repeat(129), 42]) {
      const filed = await file(metadata(bad));
      expect(filed.statusCode).toBe(400);
      expect(filed.json().reason).toBe('bugReportPartInvalid');
    }
  });
});
