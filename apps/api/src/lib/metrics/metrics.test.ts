import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { invoicedOrder } from '../../test/invoices.ts';
import { createProducts } from '../../test/products.ts';
import { placedOrder, shopper } from '../../test/shoppers.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const apps: TestApp[] = [];
// Each test's shop closed after it: a PostgreSQL shop drops its scratch database on close.
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

async function shop(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}

const scrape = (t: TestApp, headers: Record<string, string> = bearer(TOKEN), remoteAddress = '198.51.100.20') =>
  t.app.inject({ method: 'GET', url: '/api/metrics', headers, remoteAddress });

/** The value of one sample line (`name{labels} value`), undefined when the scrape has none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics: who may read it', () => {
  it('when neither METRICS_TOKEN nor METRICS_ALLOW is set, then it answers 404 as an unknown address does, to a bearer and to localhost alike', async () => {
    const t = await shop();
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    for (const response of [await scrape(t), await scrape(t, {}, '127.0.0.1')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().reason).toBe(unknown.json().reason);
    }
  });

  it('when METRICS_TOKEN is set, then the bearer token opens it and a missing or wrong one gets 404', async () => {
    const t = await shop({ METRICS_TOKEN: TOKEN });
    expect((await scrape(t, {})).statusCode).toBe(404);
    expect((await scrape(t, bearer(`${TOKEN}x`))).statusCode).toBe(404);
    const open = await scrape(t);
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(open.body).toContain('# TYPE shop_http_request_duration_seconds histogram');
    expect(open.body).toContain('nodejs_eventloop_lag_seconds');
    expect(open.body).toContain('process_cpu_user_seconds_total');
  });

  it('when METRICS_ALLOW names a CIDR, then a caller inside it reads the metrics, one outside (or pretending with X-Forwarded-For) gets 404', async () => {
    const t = await shop({ METRICS_ALLOW: '10.0.0.0/8, 192.0.2.1' });
    expect((await scrape(t, {}, '10.20.30.40')).statusCode).toBe(200);
    expect((await scrape(t, {}, '::ffff:10.1.1.1')).statusCode).toBe(200);
    expect((await scrape(t, {}, '192.0.2.1')).statusCode).toBe(200);
    expect((await scrape(t, {}, '192.0.2.2')).statusCode).toBe(404);
    // No proxy is trusted: the header is the client's own claim.
    expect((await scrape(t, { 'x-forwarded-for': '10.0.0.1' }, '198.51.100.7')).statusCode).toBe(404);
  });

  it('when the shop trusts one proxy hop, then the address it forwards is the one checked', async () => {
    const t = await shop({ METRICS_ALLOW: '10.0.0.0/8', TRUST_PROXY: '1' });
    expect((await scrape(t, { 'x-forwarded-for': '10.9.9.9' }, '192.0.2.50')).statusCode).toBe(200);
    expect((await scrape(t, { 'x-forwarded-for': '203.0.113.9' }, '10.0.0.2')).statusCode).toBe(404);
  });
});

describe('GET /api/metrics: what it tells', () => {
  it('when a product is read, then the histogram counts it under the route pattern and status class, never its address', async () => {
    const t = await shop({ METRICS_TOKEN: TOKEN });
    const [productId] = await createProducts(t.db, 1);
    const who = await shopper(t.app, t.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${productId}`, headers: bearer(who.token) })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/products/999999999', headers: bearer(who.token) });
    const text = (await scrape(t)).body;
    expect(sample(text, 'shop_http_request_duration_seconds_count{method="GET",route="/api/products/:id",status_class="2xx"}')).toBe(1);
    expect(sample(text, 'shop_http_request_duration_seconds_count{method="GET",route="/api/products/:id",status_class="4xx"}')).toBe(1);
    expect(text).not.toContain(`/api/products/${productId}`);
  });

  it('when an order is placed, then the orders counter goes up by one', async () => {
    const t = await shop({ METRICS_TOKEN: TOKEN });
    expect(sample((await scrape(t)).body, 'shop_orders_placed_total')).toBe(0);
    const [productId] = await createProducts(t.db, 1);
    await placedOrder(t.app, t.db, [[productId!, 2]]);
    expect(sample((await scrape(t)).body, 'shop_orders_placed_total')).toBe(1);
  });

  it('when an order ends with its invoice and the invoice is credited, then each counter goes up by one, and a refused second invoice counts nothing', async () => {
    const t = await shop({ METRICS_TOKEN: TOKEN });
    const admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
    const { invoice } = await invoicedOrder(t.app, t.db, admin);
    const again = await t.app.inject({ method: 'POST', url: `/api/invoices/create/${invoice.order_id}`, headers: bearer(admin) });
    expect(again.statusCode).toBe(409);
    const credited = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/admin/${invoice.id}/credit-note`,
      headers: bearer(admin),
      payload: { reason: 'Returned' },
    });
    expect(credited.statusCode).toBe(201);
    const text = (await scrape(t)).body;
    expect(sample(text, 'shop_invoices_issued_total')).toBe(1);
    expect(sample(text, 'shop_credit_notes_issued_total')).toBe(1);
  });

  it('when a mail waits in the outbox, then the pending gauge counts it and the oldest age is how long it has waited', async () => {
    const t = await shop({ METRICS_TOKEN: TOKEN });
    await t.app.mailOutbox.stop();
    const before = (await scrape(t)).body;
    expect(sample(before, 'shop_mail_outbox_pending')).toBe(0);
    expect(sample(before, 'shop_mail_outbox_oldest_age_seconds')).toBe(0);
    await enqueueMail(t.db, { to: 'buyer@example.lt', subject: 'Waiting', text: 'Hello', html: '<p>Hello</p>' });
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    await t.db.updateTable('mail_outbox').set({ created_at: tenMinutesAgo }).where('subject', '=', 'Waiting').execute();
    const after = (await scrape(t)).body;
    expect(sample(after, 'shop_mail_outbox_pending')).toBe(1);
    expect(sample(after, 'shop_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(600);
    expect(sample(after, 'shop_mail_outbox_oldest_age_seconds')).toBeLessThan(700);
  });

  it('when a mail cannot be delivered, then the failed counter counts a retry, and a give-up once it has failed for two days', async () => {
    // Nothing listens on port 1: every delivery is refused at once.
    const t = await shop({ METRICS_TOKEN: TOKEN, SMTP_URL: 'smtp://127.0.0.1:1' });
    const failed = async (outcome: 'retry' | 'given_up') => sample((await scrape(t)).body, `shop_mails_failed_total{outcome="${outcome}"}`) ?? 0;
    expect(await failed('retry')).toBe(0);
    await enqueueMail(t.db, { to: 'buyer@example.lt', subject: 'Undeliverable', text: 'Hello', html: '<p>Hello</p>' });
    await vi.waitFor(async () => expect(await failed('retry')).toBe(1), { timeout: 10_000, interval: 100 });
    expect(await failed('given_up')).toBe(0);

    // Queued three days ago and due again: this failure is the last.
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60_000).toISOString();
    await t.db
      .updateTable('mail_outbox')
      .set({ created_at: threeDaysAgo, next_attempt_at: Date.now() - 1000 })
      .where('subject', '=', 'Undeliverable')
      .execute();
    t.app.mailOutbox.wake();
    await vi.waitFor(async () => expect(await failed('given_up')).toBe(1), { timeout: 10_000, interval: 100 });
    expect(await failed('retry')).toBe(1);
    const row = await t.db.selectFrom('mail_outbox').select('status').where('subject', '=', 'Undeliverable').executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
  });

  it('when the catalogue is read twice, then the cache counts a miss and a hit; the hashing queue and, on PostgreSQL, the pool are there', async () => {
    const t = await shop({ METRICS_TOKEN: TOKEN });
    await createProducts(t.db, 2);
    const who = await shopper(t.app, t.db);
    for (let i = 0; i < 2; i++) await t.app.inject({ method: 'GET', url: '/api/products', headers: bearer(who.token) });
    const text = (await scrape(t)).body;
    expect(text).toMatch(/^shop_cache_lookups_total\{group="[a-z_]+",result="hit"\} [1-9]/m);
    expect(text).toMatch(/^shop_cache_hit_ratio\{group="[a-z_]+"\} 0?\.\d+|^shop_cache_hit_ratio\{group="[a-z_]+"\} 1$/m);
    expect(sample(text, 'shop_password_hashing{state="waiting"}')).toBe(0);
    if (t.engine === 'postgres') expect(sample(text, 'shop_db_pool_waiting_requests')).toBe(0);
    else expect(text).not.toContain('shop_db_pool_');
  });
});
