import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createUser, PASSWORD } from '../test/factories.ts';
import { createProducts } from '../test/products.ts';
import { createScratchDatabase, freePort, type ScratchDatabase } from '../test/scratch-database.ts';
import { spawnShop } from '../test/shop-process.ts';

// As an operator runs it: two real `node server.ts` processes on one PostgreSQL database,
// each with a data folder of its own (nothing can be shared through the disk), and Debian's nginx in
// front of them with the configuration the README ships (deploy/nginx/shop.conf).

const root = path.resolve(import.meta.dirname, '../../../..');
const NGINX = '/usr/sbin/nginx';
const postgres = process.env.TEST_ENGINE === 'postgres' && process.env.TEST_DATABASE_URL;

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<{ value: T; tookMs: number }> {
  const started = Date.now();
  for (;;) {
    const value = await read().catch(() => undefined as T);
    if (value !== undefined && done(value)) return { value, tookMs: Date.now() - started };
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

interface Instance {
  name: string;
  port: number;
  url: string;
  process: ChildProcess;
  /** Requests this instance logged. */
  requests: () => number;
}

describe.runIf(postgres)('two instances on one PostgreSQL database', () => {
  let scratch: ScratchDatabase;
  let databaseUrl: string;
  const jwtSecret = randomBytes(32).toString('hex');
  const dirs: string[] = [];
  const processes: ChildProcess[] = [];
  let database: Database;
  let smtpPort: number;
  let a: Instance;
  let b: Instance;

  async function startInstance(name: string): Promise<Instance> {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), `shop-${name}-`));
    dirs.push(dataDir);
    const child = spawnShop({ dataDir, databaseUrl, jwtSecret, port, smtpPort });
    processes.push(child);
    let requests = 0;
    child.stdout!.on('data', (chunk: Buffer) => (requests += (chunk.toString().match(/"incoming request"/g) ?? []).length));
    child.stderr!.on('data', () => undefined);
    const url = `http://127.0.0.1:${port}`;
    await until(`${name} starts`, async () => (await fetch(`${url}/api/health`)).ok, Boolean, 30_000);
    return { name, port, url, process: child, requests: () => requests };
  }

  const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, any> });
  const post = (base: string, url: string, body: unknown, token?: string) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const get = (base: string, url: string, token?: string) => fetch(`${base}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const login = async (base: string, email: string) =>
    (await json(await post(base, '/api/auth/login', { email, password: PASSWORD }))).body.token as string;

  beforeAll(async () => {
    scratch = await createScratchDatabase(postgres as string, 'shop_instances');
    databaseUrl = scratch.url;
    database = createDatabase({ databaseUrl, dataDir: tmpdir() });
    await migrateToLatest(database.db);
    smtpPort = await freePort(); // nothing listens there yet: the mail server is "down"
    [a, b] = await Promise.all([startInstance('a'), startInstance('b')]);
  }, 60_000);

  afterAll(async () => {
    for (const child of processes) child.kill('SIGKILL');
    await database?.close();
    await scratch?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('when an administrator changes a customer price on A, then B serves it to the customer within a second', async () => {
    const [adminRow, customerRow] = await Promise.all([createUser(database.db, { admin: true }), createUser(database.db, { userType: 'BAR' })]);
    const [productId] = await createProducts(database.db, 1, { brand: 'Instances-price', wholesale_price_cents: 1000 });
    const [adminToken, customerToken] = [await login(a.url, adminRow.email), await login(b.url, customerRow.email)];
    const priceOnB = async () =>
      (await json(await get(b.url, '/api/products?brand=Instances-price', customerToken))).body.products[0].effective_price as number;
    expect(await priceOnB()).toBe(10);
    expect(await priceOnB()).toBe(10); // B keeps the page in memory
    const saved = await post(a.url, `/api/pricing/admin/customer/${customerRow.id}/bulk`, { prices: [{ productId, price: 8.25 }] }, adminToken);
    expect(saved.status).toBe(200);
    const { tookMs } = await until('B serves the new price', priceOnB, (price) => price === 8.25, 1000);
    expect(tookMs).toBeLessThanOrEqual(1000);
  });

  it('when a product photo is uploaded to A, then B serves it', async () => {
    const adminToken = await login(a.url, (await createUser(database.db, { admin: true })).email);
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const uploaded = await fetch(`${a.url}/api/products/upload-photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { photoUrl } = (await uploaded.json()) as { photoUrl: string };
    const served = await fetch(`${b.url}${photoUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(120);
  });

  it('when eight customers split over A and B race for five units, then five orders are placed and three are refused, and stock is 0', async () => {
    const [productId] = await createProducts(database.db, 1, { brand: 'Instances-race', stock: 5, min_order_quantity: 1 });
    const buyers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const base = i % 2 ? b.url : a.url;
        const user = await createUser(database.db);
        const token = await login(base, user.email);
        const address = await json(
          await post(
            base,
            '/api/users/addresses',
            { address_name: 'Shop', street_address: 'Gedimino pr. 1', city: 'Vilnius', country: 'Lithuania', tobacco_license: `TL-${i}` },
            token,
          ),
        );
        expect((await post(base, '/api/cart/add', { product_id: productId, quantity: 1 }, token)).status).toBe(200);
        return { base, token, addressId: address.body.address.id as number };
      }),
    );
    const answers = await Promise.all(
      buyers.map((buyer) => post(buyer.base, '/api/orders', { shipping_address_id: buyer.addressId, accept_tax_notice: true }, buyer.token)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status >= 400 && status < 500)).toHaveLength(3);
    const { stock } = await database.db.selectFrom('products').select('stock').where('id', '=', productId!).executeTakeFirstOrThrow();
    expect(stock).toBe(0);
  });

  it('when ten wrong passwords for one account are spread over A and B, then the eleventh is refused on both', async () => {
    const user = await createUser(database.db);
    for (let i = 0; i < 10; i++)
      expect((await post(i % 2 ? b.url : a.url, '/api/auth/login', { email: user.email, password: `Wrong-guess-${i}` })).status).toBe(401);
    for (const instance of [a, b]) {
      const refused = await json(await post(instance.url, '/api/auth/login', { email: user.email, password: PASSWORD }));
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    }
  });

  it('when mail was queued while the mail server was down, then it is delivered once after the server comes back', async () => {
    // The five orders above were placed while nothing listened on the SMTP port.
    const waiting = await database.db.selectFrom('mail_outbox').select(['id', 'recipient', 'attempts']).where('status', '=', 'queued').execute();
    expect(waiting.length).toBeGreaterThanOrEqual(5);
    await until(
      'a failed attempt is recorded',
      async () =>
        (await database.db.selectFrom('mail_outbox').select('attempts').where('id', '=', waiting[0]!.id).executeTakeFirstOrThrow()).attempts,
      (n) => n >= 1,
      10_000,
    );

    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    try {
      await until(
        'every queued mail is sent',
        async () => (await database.db.selectFrom('mail_outbox').select('id').where('status', '!=', 'sent').execute()).length,
        (left) => left === 0,
        20_000,
      );
      for (const mail of waiting) expect(received.filter((to) => to === mail.recipient).length, mail.recipient).toBeGreaterThanOrEqual(1);
      // Exactly once: as many deliveries as queued mails, though both instances were delivering.
      const all = await database.db.selectFrom('mail_outbox').select('recipient').execute();
      expect(received).toHaveLength(all.length);
    } finally {
      await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    }
  }, 40_000);

  describe.runIf(existsSync(NGINX))('behind nginx with the shipped configuration', () => {
    let nginx: ChildProcess;
    let front: string;

    beforeAll(async () => {
      const prefix = mkdtempSync(path.join(tmpdir(), 'shop-nginx-'));
      dirs.push(prefix);
      const port = await freePort();
      const shipped = readFileSync(path.join(root, 'deploy/nginx/shop.conf'), 'utf8');
      const site = shipped
        .replace('127.0.0.1:3001', `127.0.0.1:${a.port}`)
        .replace('127.0.0.1:3002', `127.0.0.1:${b.port}`)
        .replace('listen 80;', `listen 127.0.0.1:${port};`);
      expect(site).not.toBe(shipped);
      writeFileSync(path.join(prefix, 'shop.conf'), site);
      const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${prefix}/${name};`).join(' ');
      writeFileSync(
        path.join(prefix, 'nginx.conf'),
        `worker_processes 1; pid ${prefix}/nginx.pid; error_log stderr warn; events { worker_connections 256; }\nhttp { include /etc/nginx/mime.types; access_log off; ${temp} include ${prefix}/shop.conf; }\n`,
      );
      nginx = spawn(NGINX, ['-c', path.join(prefix, 'nginx.conf'), '-p', prefix, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
      processes.push(nginx);
      let errors = '';
      nginx.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      front = `http://127.0.0.1:${port}`;
      await until(`nginx starts (${errors})`, async () => (await fetch(`${front}/api/health`)).ok, Boolean, 10_000);
    }, 20_000);

    it('when requests come through nginx, then both instances answer them, and a customer can log in and read the catalogue', async () => {
      const before = [a.requests(), b.requests()];
      for (let i = 0; i < 20; i++) expect((await fetch(`${front}/api/health`)).status).toBe(200);
      expect(a.requests() - before[0]!).toBeGreaterThan(0);
      expect(b.requests() - before[1]!).toBeGreaterThan(0);
      await createProducts(database.db, 10, { brand: 'Instances-nginx' });
      const token = await login(front, (await createUser(database.db)).email);
      const catalogue = await fetch(`${front}/api/products?limit=48`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } });
      expect(catalogue.status).toBe(200);
      expect(catalogue.headers.get('content-encoding')).toBe('gzip');
      // nginx's own request id ($request_id, 32 hex digits) is kept by the instance behind it and answered.
      expect(catalogue.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
      expect(((await catalogue.json()) as { products: unknown[] }).products.length).toBeGreaterThan(0);
    });

    it('when one instance is killed, then reads through nginx are answered by the other', async () => {
      a.process.kill('SIGKILL');
      await new Promise((resolve) => a.process.once('exit', resolve));
      for (let i = 0; i < 10; i++) expect((await fetch(`${front}/api/products?limit=1`)).status).toBe(200);
    });
  });
});
