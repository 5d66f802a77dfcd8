import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

// Decision 026: one process per embedded-database folder.

const dirs: string[] = [];
const children: ChildProcess[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the data folder lock', () => {
  it('when a living process holds the folder, then taking it fails with a message that says what to do', () => {
    const dir = freshDir();
    const holder = spawn('sleep', ['30']);
    children.push(holder);
    writeFileSync(path.join(dir, 'shop.lock'), String(holder.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`pid ${holder.pid}.*One process per data folder.*PostgreSQL`));
  });

  it('when the holder is gone (a crash), then the lock is taken over, and released on stop', () => {
    const dir = freshDir();
    const gone = spawnSync('true').pid;
    writeFileSync(path.join(dir, 'shop.lock'), String(gone));
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'shop.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'shop.lock'))).toBe(false);
  });
});

describe.runIf(process.env.TEST_ENGINE !== 'postgres')('two shop processes on one data folder', () => {
  const server = path.resolve(import.meta.dirname, '../server.ts');
  const env = (dir: string, port: number) => ({
    ...process.env,
    DATA_DIR: dir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    DATABASE_URL: '',
  });

  it('when a second process starts on the folder of a running one, then it exits with the message; after the first stops, a new one starts', async () => {
    const dir = freshDir();
    const first = spawn(process.execPath, [server], { env: env(dir, 43911), stdio: 'pipe' });
    children.push(first);
    await waitFor(async () => (await fetch('http://127.0.0.1:43911/api/health').catch(() => null))?.ok === true);

    const second = spawnSync(process.execPath, [server], { env: env(dir, 43912), encoding: 'utf8', timeout: 20_000 });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('already uses the embedded database');

    first.kill('SIGTERM');
    await new Promise((resolve) => first.once('exit', resolve));
    expect(existsSync(path.join(dir, 'shop.lock'))).toBe(false);
    const third = spawn(process.execPath, [server], { env: env(dir, 43913), stdio: 'pipe' });
    children.push(third);
    await waitFor(async () => (await fetch('http://127.0.0.1:43913/api/health').catch(() => null))?.ok === true);
  }, 60_000);
});

async function waitFor(check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
