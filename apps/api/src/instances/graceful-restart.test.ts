import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { enqueueMail } from '../lib/mail/outbox.repository.ts';
import { createUser, PASSWORD } from '../test/factories.ts';
import { createProducts } from '../test/products.ts';
import { createScratchDatabase, freePort, type ScratchDatabase } from '../test/scratch-database.ts';
import { spawnShop } from '../test/shop-process.ts';

// Decision 109, as an operator restarts the shop: a real `node server.ts` process gets SIGTERM while
// requests are in flight (price-list PDFs, product lists, a login whose body is still arriving). It
// must finish every one of them, answer its readiness check 503 (or refuse the connection) from then
// on, exit 0 within the grace, and hand back the mails it had claimed, so the next instance sends
// them at once rather than after the lease. On SQLite the next instance takes the same data folder.

const serverUrl = process.env.TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const GRACE_SECONDS = 20;
const MAILS = 8;

interface Instance {
  port: number;
  url: string;
  process: ChildProcess;
  exited: Promise<{ code: number | string | null; at: number }>;
  /** The JSON log lines written so far. */
  log: () => Array<Record<string, unknown>>;
}

async function until<T>(what: string, read: () => Promise<T> | T, done: (value: T) => boolean, ms: number): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await Promise.resolve()
      .then(read)
      .catch(() => undefined as T);
    if (value !== undefined && done(value)) return value;
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** GET on a connection of its own: the status, or 'refused' when nothing listens any more. */
function getOnNewConnection(port: number, url: string): Promise<number | 'refused'> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve('refused'));
    req.end();
  });
}

describe('a graceful restart', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  let scratch: ScratchDatabase | null = null;
  let dataDir: string;
  const jwtSecret = randomBytes(32).toString('hex');
  let smtpPort: number;
  let smtp: SMTPServer;
  const received: string[] = [];
  /** The mail server holds each mail until this opens (the first instance is stopped mid-send). */
  let openGate: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  let mailStarted = false;
  let customerEmail: string;

  const openDatabase = (): Database => createDatabase({ databaseUrl: scratch?.url, dataDir });

  function startInstance(port: number): Instance {
    const child = spawnShop({
      dataDir,
      databaseUrl: scratch?.url,
      jwtSecret,
      port,
      smtpPort,
      env: { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS), PDF_PER_ACCOUNT: '4' },
    });
    children.push(child);
    const lines: Array<Record<string, unknown>> = [];
    let partial = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = partial + chunk.toString();
      const parts = text.split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        try {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          // The start-up banner is plain text.
        }
      }
    });
    child.stderr!.on('data', () => undefined);
    const exited = new Promise<{ code: number | string | null; at: number }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code: code ?? signal, at: Date.now() })),
    );
    return { port, url: `http://127.0.0.1:${port}`, process: child, exited, log: () => lines };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-graceful-'));
    dirs.push(dataDir);
    if (serverUrl) scratch = await createScratchDatabase(serverUrl, 'shop_graceful');
    const database = openDatabase();
    try {
      await migrateToLatest(database.db);
      customerEmail = (await createUser(database.db)).email;
      await createProducts(database.db, 200, { brand: 'Graceful' });
      for (let i = 0; i < MAILS; i++)
        await enqueueMail(database.db, { to: `buyer-${i}@example.lt`, subject: `Order ${i}`, text: 'Thank you', html: '<p>Thank you</p>' });
    } finally {
      await database.close();
    }
    smtpPort = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        mailStarted = true;
        stream.resume();
        stream.on('end', () => {
          void gate.then(() => {
            received.push(...session.envelope.rcptTo.map((to) => to.address));
            callback();
          });
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  }, 60_000);

  afterAll(async () => {
    openGate();
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await new Promise((resolve) => smtp?.close(() => resolve(undefined)));
    await scratch?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** How long a busy process may take to run its SIGTERM handler (a check sent sooner may still find it ready). */
  const SIGNAL_TAKEN_MS = 250;

  it('when SIGTERM comes while requests are in flight, then each is answered, ready says 503, the process exits 0 within the grace, and the next instance sends the claimed mails at once', async () => {
    const a = startInstance(await freePort());
    await until(
      'A is ready',
      () => getOnNewConnection(a.port, '/api/health/ready'),
      (status) => status === 200,
      90_000,
    );
    expect(await getOnNewConnection(a.port, '/api/health/live')).toBe(200);
    expect(await getOnNewConnection(a.port, '/api/health')).toBe(200);

    // A request id from the trusted proxy is echoed and written on each of the request's log lines.
    const traced = await fetch(`${a.url}/api/products?limit=1`, { headers: { 'x-request-id': 'graceful-trace-1' } });
    expect(traced.headers.get('x-request-id')).toBe('graceful-trace-1');
    const login = await fetch(`${a.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customerEmail, password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const signedIn = { authorization: `Bearer ${token}` };

    // A is sending the first of the mails it claimed, held by the mail server.
    await until('A begins sending mail', () => mailStarted, Boolean, 20_000);

    // Sent together: two PDFs (slow), six lists, and a login whose body has not all arrived.
    const arrived = (url: string) =>
      a.log().filter((line) => line.msg === 'incoming request' && String((line.req as { url?: string } | undefined)?.url).includes(url)).length;
    const slow = [
      ...Array.from({ length: 2 }, () => fetch(`${a.url}/api/products/price-list.pdf`, { headers: signedIn })),
      ...Array.from({ length: 6 }, (_, i) => fetch(`${a.url}/api/products?limit=100&page=${i + 1}`, { headers: signedIn })),
    ].map((answer) => answer.then(async (response) => ({ status: response.status, bytes: (await response.arrayBuffer()).byteLength })));
    const body = JSON.stringify({ email: customerEmail, password: PASSWORD });
    const socket = connect(a.port, '127.0.0.1');
    let raw = '';
    socket.on('data', (chunk) => (raw += chunk.toString()));
    const socketClosed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await until(
      'the requests reach A',
      () => [arrived('price-list.pdf'), arrived('limit=100'), arrived('/api/auth/login')],
      ([pdfs, lists, logins]) => pdfs === 2 && lists === 6 && logins === 2,
      10_000,
    );

    const stoppedAt = Date.now();
    a.process.kill('SIGTERM');
    // Each readiness check with when it was sent: a check sent in the instant before the process has
    // taken the signal in may still be answered 200; every one sent after that must not be.
    const readiness: Array<{ sentAfterMs: number; status: number | 'refused' }> = [];
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const sentAfterMs = Date.now() - stoppedAt;
        readiness.push({ sentAfterMs, status: await getOnNewConnection(a.port, '/api/health/ready') });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The rest of the login's body, after the signal.
    socket.write(body.slice(10));
    // The mail being sent goes once A has begun closing (and so stopped claiming).
    await until('A begins closing', () => a.log().some((line) => String(line.msg).startsWith('closing:')), Boolean, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    openGate();

    const answers = await Promise.all(slow);
    await socketClosed;
    const { code, at } = await a.exited;
    polling = false;
    await poll;

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    expect(answers[0]!.bytes).toBeGreaterThan(1000);
    // The login is answered, and its connection closed behind it (a client asks again elsewhere).
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    const afterSignal = readiness.filter((check) => check.sentAfterMs >= SIGNAL_TAKEN_MS);
    expect(afterSignal.length).toBeGreaterThan(0);
    expect(afterSignal.filter((check) => check.status !== 503 && check.status !== 'refused')).toEqual([]);
    expect(code).toBe(0);
    expect(at - stoppedAt).toBeLessThan(GRACE_SECONDS * 1000);

    const log = a.log();
    const traceLines = log.filter((line) => line.reqId === 'graceful-trace-1').map((line) => line.msg);
    expect(traceLines).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    for (const line of log.filter((entry) => entry.msg === 'incoming request' || entry.msg === 'request completed'))
      expect(typeof line.reqId).toBe('string');
    expect(log.some((line) => line.msg === 'closed')).toBe(true);

    // A sent the one mail it had begun and handed back the others it had claimed: none waits for a lease.
    const database = openDatabase();
    try {
      const rows = await database.db.selectFrom('mail_outbox').select(['status', 'next_attempt_at']).execute();
      expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
      expect(rows.filter((row) => row.status === 'queued' && Number(row.next_attempt_at) > Date.now() + 60_000)).toEqual([]);
    } finally {
      await database.close();
    }

    const b = startInstance(await freePort());
    await until(
      'B is ready',
      () => getOnNewConnection(b.port, '/api/health/ready'),
      (status) => status === 200,
      90_000,
    );
    // B's first look at the outbox comes seconds after its start; under a lease the mails would wait five minutes.
    const bReady = Date.now();
    await until(
      'B sends every mail',
      () => received.length,
      (count) => count >= MAILS,
      30_000,
    );
    expect(Date.now() - bReady).toBeLessThan(30_000);
    expect([...received].sort()).toEqual(Array.from({ length: MAILS }, (_, i) => `buyer-${i}@example.lt`).sort());
    b.process.kill('SIGTERM');
    expect((await b.exited).code).toBe(0);
  }, 240_000);
});
