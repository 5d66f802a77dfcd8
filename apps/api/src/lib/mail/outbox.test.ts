import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { freePort } from '../../test/scratch-database.ts';
import { createProducts } from '../../test/products.ts';
import { addToCart, checkoutBody, shopper } from '../../test/shoppers.ts';
import { bearer } from '../../test/factories.ts';
import { Jobs } from '../jobs/jobs.ts';
import { enqueueMail } from './outbox.repository.ts';

// Decision 025: mails are written in the transaction that causes them and delivered by a worker
// that retries; an SMTP outage delays mail and never loses it or fails the order.

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function app(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}

const queued = (t: TestApp) => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

describe('the outbox is written with the change', () => {
  it('when an order commits, then its mails are in the outbox; when a transaction rolls back, then its mail is not', async () => {
    const t = await app();
    const [productId] = await createProducts(t.db, 1, { stock: 10, min_order_quantity: 1 });
    const who = await shopper(t.app, t.db);
    await addToCart(t.app, who, productId!, 2);
    const before = (await queued(t)).length;
    expect((await t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(who.token), payload: checkoutBody(who) })).statusCode).toBe(201);
    const after = await queued(t);
    expect(after.slice(before).map((row) => row.recipient)).toContain(who.email);

    await expect(
      t.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, { to: 'nobody@example.lt', subject: 'Never', text: 'never', html: '<p>never</p>' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await queued(t)).some((row) => row.subject === 'Never')).toBe(false);
  });
});

describe('an SMTP outage', () => {
  let smtp: SMTPServer | null = null;
  afterEach(async () => {
    if (smtp) await new Promise((resolve) => smtp!.close(() => resolve(undefined)));
    smtp = null;
  });

  it('when the mail server is down as an order is placed, then the order succeeds and its mail is delivered once the server is back', async () => {
    const port = await freePort();
    const t = await app({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_SECONDS: '1' });
    const [productId] = await createProducts(t.db, 1, { stock: 10, min_order_quantity: 1 });
    const who = await shopper(t.app, t.db);
    await addToCart(t.app, who, productId!, 1);
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(who.token), payload: checkoutBody(who) });
    expect(placed.statusCode).toBe(201);

    await t.app.mailOutbox.drain();
    const waiting = (await queued(t)).find((row) => row.recipient === who.email)!;
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);

    const received: string[] = [];
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));

    // The worker tries again by itself after its backoff (1 s, then 2 s …).
    const deadline = Date.now() + 15_000;
    while (!received.includes(who.email) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.filter((to) => to === who.email)).toHaveLength(1);
    // The worker marks the row sent once the server has confirmed it, a moment after the server has it.
    await expect.poll(async () => (await queued(t)).find((row) => row.id === waiting.id)?.status, { timeout: 5_000 }).toBe('sent');
    await t.app.mailOutbox.drain();
    expect(received.filter((to) => to === who.email)).toHaveLength(1);
  }, 30_000);
});

describe('several instances', () => {
  it('when two instances deliver the same outbox at once, then every mail is sent exactly once', async () => {
    const t = await app();
    for (let i = 0; i < 30; i++) await enqueueMail(t.db, { to: `many${i}@example.lt`, subject: `Mail ${i}`, text: 'x', html: '<p>x</p>' });
    const peer = await t.peer();
    await Promise.all([t.app.mailOutbox.drain(), peer.mailOutbox.drain(), t.app.mailOutbox.drain(), peer.mailOutbox.drain()]);
    const mails = (await t.outbox()).filter((mail) => mail.subject.startsWith('Mail '));
    expect(mails).toHaveLength(30);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(30);
  });

  it('when a periodic job is due on two instances at once, then it runs once per interval', async () => {
    const t = await app();
    const other = t.engine === 'postgres' ? await t.peerDatabase() : t.database;
    const log = t.app.log;
    const [a, b] = [new Jobs(t.database, log), new Jobs(other, log)];
    let runs = 0;
    const work = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    const now = Date.now();
    const first = await Promise.all([
      a.runIfDue('test-job', 60_000, work, now),
      b.runIfDue('test-job', 60_000, work, now),
      a.runIfDue('test-job', 60_000, work, now),
    ]);
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await b.runIfDue('test-job', 60_000, work, now + 30_000)).toBe(false);
    expect(await b.runIfDue('test-job', 60_000, work, now + 60_000)).toBe(true);
    expect(runs).toBe(2);
  });
});
