import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';

// Decision 109: ready is what a load balancer polls, live what restarts a process, /api/health stays.

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close().catch(() => undefined);
});

describe('the liveness and readiness checks', () => {
  it('when the instance runs with its database, then live is LIVE, ready is READY and /api/health is OK, all 200', async () => {
    const t = await createTestApp();
    apps.push(t);
    const [live, ready, health] = await Promise.all([
      t.app.inject({ url: '/api/health/live' }),
      t.app.inject({ url: '/api/health/ready' }),
      t.app.inject({ url: '/api/health' }),
    ]);
    expect([live.statusCode, live.json()]).toEqual([200, { success: true, status: 'LIVE' }]);
    expect([ready.statusCode, ready.json().status]).toEqual([200, 'READY']);
    expect([health.statusCode, health.json().status]).toEqual([200, 'OK']);
  });

  it('when the database is gone from under the instance, then ready answers 503 DEGRADED while live and /api/health still answer 200', async () => {
    const t = await createTestApp();
    apps.push(t);
    await t.db.destroy();
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect([ready.statusCode, ready.json().status, ready.json().success]).toEqual([503, 'DEGRADED', false]);
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    const health = await t.app.inject({ url: '/api/health' });
    expect([health.statusCode, health.json().status]).toEqual([200, 'DEGRADED']);
  });
});
