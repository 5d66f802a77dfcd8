import path from 'node:path';

/**
 * The browser suite runs its spec files on WORKERS Chromium workers at once, each against a shop of
 * its own (own port, own embedded database, own outbox), so no journey sees another's data and the
 * suite takes about half the wall time on the two-core CI machine. E2E_WORKERS=1 gives one shop.
 */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const firstPort = Number(process.env.E2E_PORT ?? 4310);

/** The port of the shop that the worker with this parallel index talks to. */
export function serverPort(parallelIndex: number): number {
  return firstPort + parallelIndex;
}

export function serverUrl(parallelIndex: number): string {
  return `http://127.0.0.1:${serverPort(parallelIndex)}`;
}

/** The shop's DATA_DIR (database, outbox, files): one folder per port, never shared by two runs. */
export function serverDataDir(parallelIndex: number): string {
  return path.resolve(import.meta.dirname, `.tmp/data-${serverPort(parallelIndex)}`);
}
