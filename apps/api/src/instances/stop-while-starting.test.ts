import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, freePort, type ScratchDatabase } from '../test/scratch-database.ts';
import { spawnShop } from '../test/shop-process.ts';

// Decision 109, as an operator stops a shop that is still starting (a deploy rolled back while the
// new instance migrates): a real `node server.ts` on an empty database gets SIGTERM as soon as it
// says it is starting. It finishes the step under way, closes what it opened and exits 0 without
// ever listening; the next start on the same data folder or database finds it whole and serves.

const serverUrl = process.env.TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

interface Started {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | string | null>;
}

function start(dataDir: string, databaseUrl: string | undefined, jwtSecret: string, port: number): Started {
  // The demo data make the start-up long enough to be stopped in the middle of it.
  const child = spawnShop({ dataDir, databaseUrl, jwtSecret, port, smtpPort: 1, env: { SEED_DEMO: 'true' } });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return { process: child, output: () => output, exited };
}

async function until(what: string, done: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const started = Date.now();
  while (
    !(await Promise.resolve()
      .then(done)
      .catch(() => false))
  ) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a stop while the shop starts', () => {
  const children: ChildProcess[] = [];
  let scratch: ScratchDatabase | null = null;
  let dataDir: string;
  const jwtSecret = randomBytes(32).toString('hex');

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-stop-starting-'));
    if (serverUrl) scratch = await createScratchDatabase(serverUrl, 'shop_stop_starting');
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when SIGTERM comes while it migrates and seeds an empty database, then it exits 0 without listening, and the next start serves', async () => {
    const port = await freePort();
    const first = start(dataDir, scratch?.url, jwtSecret, port);
    children.push(first.process);
    await until('the shop says it is starting', () => first.output().includes('Starting the wholesale shop'), 60_000);
    first.process.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('SIGTERM while starting: stopping after the step under way');
    expect(first.output()).toContain('Stopped before listening');
    expect(first.output()).not.toContain('Wholesale shop running');

    // The data folder's lock is released and the database is whole: the next start migrates what is left and serves.
    const secondPort = await freePort();
    const second = start(dataDir, scratch?.url, jwtSecret, secondPort);
    children.push(second.process);
    await until('the next start is ready', async () => (await fetch(`http://127.0.0.1:${secondPort}/api/health/ready`)).status === 200, 90_000);
    const products = (await (await fetch(`http://127.0.0.1:${secondPort}/api/products?limit=1`)).json()) as { products: unknown[] };
    expect(products.products.length).toBe(1);
    second.process.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);
});
