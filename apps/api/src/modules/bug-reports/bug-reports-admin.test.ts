import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { adminAndCustomerTokens, bearer } from '../../test/factories.ts';
import { insertReport } from './bug-reports.repository.ts';
import { FileStore } from '../../db/file-store.ts';
import { ScreenshotStore } from './bug-report-screenshots.ts';
import { deleteExpiredReports } from './bug-reports.service.ts';

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await adminAndCustomerTokens(t.app, t.db));
});
afterAll(async () => t.close());

/** A stored report created at the given time (straight into the database, so dates can be chosen). */
function seed(createdAt: string, fields: { description?: string; email?: string | null; url?: string; screenshot?: string | null } = {}) {
  return insertReport(
    t.db,
    {
      user_id: null,
      user_email: fields.email ?? null,
      url: fields.url ?? 'http://shop.test/products',
      description: fields.description ?? 'Something broke',
      metadata: {},
      logs: [],
      screenshot_filename: fields.screenshot ?? null,
      screen_resolution: '1920x1080',
      viewport_size: '1280x720',
      user_agent: 'Test',
    },
    createdAt,
  );
}

const list = async (query = '') => {
  const response = await t.app.inject({ url: `/api/bug-reports/admin?${query}`, headers: bearer(admin) });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    success: true;
    reports: Array<{ id: number; description: string; status: string; priority: string }>;
    pagination: { page: number; pages: number; total: number; limit: number };
  };
};
const patch = (id: number, body: Record<string, unknown>, token = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/bug-reports/${id}`, headers: bearer(token), payload: body });

describe('bug reports for administrators', () => {
  it('when 21 reports match, then pages of 20, newest first, with the page count the screen reads', async () => {
    for (let i = 0; i < 21; i++) await seed(`2026-03-01T10:${String(i).padStart(2, '0')}:00.000Z`, { description: `Paging case ${i}` });
    const first = await list('search=paging%20case');
    expect(first.reports).toHaveLength(20);
    expect(first.reports[0]!.description).toBe('Paging case 20');
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 21, pages: 2 });
    const second = await list('search=paging%20case&page=2');
    expect(second.reports.map((row) => row.description)).toEqual(['Paging case 0']);
  });

  it('when filtering by status, priority, text and dates, then only matching reports come back and the end day counts whole', async () => {
    const a = await seed('2026-05-10T08:00:00.000Z', { description: 'Krepšelis rodo neteisingą sumą', email: 'bar@example.lt' });
    const b = await seed('2026-05-12T23:59:59.000Z', { description: 'Invoice PDF empty', url: 'http://shop.test/orders' });
    const c = await seed('2026-05-13T00:00:00.000Z', { description: 'Late report' });
    await patch(a, { status: 'investigating' });
    await patch(b, { priority: 'critical' });
    const ids = (body: { reports: Array<{ id: number }> }) => body.reports.map((row) => row.id).sort((x, y) => x - y);
    expect(ids(await list('status=investigating'))).toEqual([a]);
    expect(ids(await list('priority=critical'))).toEqual([b]);
    expect(ids(await list('search=krepselis'))).toEqual([a]);
    expect(ids(await list('search=SUMA%20krepselis%20bar%40'))).toEqual([a]);
    expect(ids(await list('search=krepselis%20pdf'))).toEqual([]);
    expect(ids(await list('search=BAR@EXAMPLE'))).toEqual([a]);
    expect(ids(await list('search=shop.test%2Forders'))).toEqual([b]);
    expect(ids(await list('startDate=2026-05-10&endDate=2026-05-12'))).toEqual([a, b]);
    expect(ids(await list('startDate=2026-05-13&endDate=2026-05-13'))).toEqual([c]);
    expect((await t.app.inject({ url: '/api/bug-reports/admin?status=open', headers: bearer(admin) })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/bug-reports/admin?startDate=10.05.2026', headers: bearer(admin) })).statusCode).toBe(400);
  });

  it('when status, priority and notes are changed, then each is kept; a value outside the lists or an unknown field is 400', async () => {
    const id = await seed('2026-06-01T08:00:00.000Z');
    expect((await patch(id, { status: 'resolved' })).json().report.status).toBe('resolved');
    expect((await patch(id, { priority: 'low' })).json().report.priority).toBe('low');
    const noted = await patch(id, { notes: 'Fixed in the cart rounding; waiting for the customer.' });
    expect(noted.json().report).toMatchObject({
      status: 'resolved',
      priority: 'low',
      notes: 'Fixed in the cart rounding; waiting for the customer.',
    });
    expect((await patch(id, { status: 'done' })).statusCode).toBe(400);
    expect((await patch(id, { priority: 'urgent' })).statusCode).toBe(400);
    expect((await patch(id, {})).statusCode).toBe(400);
    expect((await patch(id, { user_email: 'x@y.lt' })).statusCode).toBe(400);
    expect((await patch(999999, { status: 'closed' })).statusCode).toBe(404);
  });

  it('when a report is downloaded, then it is a JSON attachment named bug-report-<id>.json holding the whole report', async () => {
    const id = await seed('2026-06-02T08:00:00.000Z', { description: 'Download me' });
    await patch(id, { notes: 'A note' });
    const response = await t.app.inject({ url: `/api/bug-reports/${id}/download`, headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="bug-report-${id}.json"`);
    expect(response.json()).toMatchObject({
      id,
      description: 'Download me',
      notes: 'A note',
      status: 'new',
      priority: 'medium',
      logs: [],
      metadata: {},
    });
  });

  it('when an unknown report is asked for, then 404 with the text', async () => {
    const response = await t.app.inject({ url: '/api/bug-reports/999999', headers: bearer(admin) });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Bug report not found');
    expect((await t.app.inject({ url: '/api/bug-reports/abc', headers: bearer(admin) })).statusCode).toBe(400);
  });

  it('when retention runs, then reports older than the configured days go with their screenshots and newer ones stay', async () => {
    const files = new FileStore(t.db);
    await files.put('bug-reports/old-shot.jpg', Buffer.from('x'));
    await files.put('bug-reports/new-shot.jpg', Buffer.from('x'));
    const old = await seed('2026-01-01T00:00:00.000Z', { description: 'Retention old', screenshot: 'old-shot.jpg' });
    const recent = await seed('2026-03-05T00:00:00.000Z', { description: 'Retention recent', screenshot: 'new-shot.jpg' });
    const screenshots = new ScreenshotStore({ db: t.db, files, budgetBytes: 1024 * 1024, log: t.app.log });
    const deleted = await deleteExpiredReports(t.db, screenshots, new Date('2026-04-01T00:00:00.000Z'), 30);
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ url: `/api/bug-reports/${old}`, headers: bearer(admin) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/bug-reports/${recent}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect(await files.get('bug-reports/old-shot.jpg')).toBeUndefined();
    expect(await files.get('bug-reports/new-shot.jpg')).toBeDefined();
  });

  it('when a customer or a guest calls an administrator route, then 403 and 401', async () => {
    const id = await seed('2026-06-03T08:00:00.000Z');
    const calls = [
      { method: 'GET', url: '/api/bug-reports/admin' },
      { method: 'GET', url: `/api/bug-reports/${id}` },
      { method: 'PATCH', url: `/api/bug-reports/${id}`, payload: { status: 'closed' } },
      { method: 'GET', url: `/api/bug-reports/${id}/download` },
      { method: 'GET', url: `/api/bug-reports/${id}/screenshot` },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject({ ...call, headers: bearer(customer) })).statusCode, call.url).toBe(403);
      expect((await t.app.inject({ ...call })).statusCode, call.url).toBe(401);
    }
    expect((await list()).reports.find((row) => row.id === id)?.status).toBe('new');
  });
});
