import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

// The i.SAF thread stays lean (decision 098): the thread that writes the file is a Node instance of
// its own, and every module it loads is its own copy. The domain's index (`@shop/domain`) would load
// zod and every schema into it (~35 MB of the thread's ~90), so the thread and everything it imports
// reach the domain only through its zod-free entries (`@shop/domain/isaf-file`, `@shop/domain/errors`).
// The same holds for the indexes of date-fns and entities. Checked by what Node really loads: a
// thread started on the module records every module it resolves.

const THREAD = new URL('../modules/isaf/isaf.thread.ts', import.meta.url);
const DOMAIN_INDEX = pathToFileURL(fileURLToPath(new URL('../../../../packages/domain/src/index.ts', import.meta.url))).href;

/** Runs in the thread: records each module Node resolves (and who imported it), then loads `script`. */
const RECORDER = `
const { registerHooks } = require('node:module');
const { parentPort, workerData } = require('node:worker_threads');
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    parentPort.postMessage({ url: resolved.url, by: context.parentURL ?? null });
    return resolved;
  },
});
import(workerData.script).catch((error) => parentPort.postMessage({ failed: String(error) }));
`;

interface Loaded {
  url: string;
  by: string | null;
}

/** Every module a thread started on `script` loads. The thread is given no data: it loads its modules, then gives up. */
function modulesLoadedBy(script: URL): Promise<Loaded[]> {
  return new Promise((resolve, reject) => {
    const loaded: Loaded[] = [];
    const worker = new Worker(RECORDER, { eval: true, workerData: { script: script.href } });
    worker.on('message', (message: Loaded | { failed: string } | { type: string }) => {
      if ('failed' in message) reject(new Error(message.failed));
      else if ('url' in message) loaded.push(message);
    });
    worker.on('error', reject);
    worker.on('exit', () => resolve(loaded));
  });
}

/**
 * What the thread must not load: zod, the domain's index, and the indexes of date-fns (its ~250
 * functions, where vilnius-time.ts imports six) and of entities (its decoding tables, where
 * escape-markup.ts needs the escaper): each costs every thread megabytes and its start seconds.
 */
const isHeavy = ({ url, by }: Loaded) =>
  (url.includes('/node_modules/zod/') && !by?.includes('/node_modules/zod/')) ||
  url === DOMAIN_INDEX ||
  url.endsWith('/node_modules/date-fns/index.js') ||
  url.endsWith('/node_modules/entities/lib/esm/index.js');

/** What the thread must not load, each with the module that imported it. */
function heavyModules(loaded: Loaded[]): string[] {
  return loaded
    .filter(isHeavy)
    .map(({ url, by }) => `${url.replace(/^.*\/(node_modules|packages)\//, '$1/')} imported by ${by?.replace(/^.*\/(apps|packages)\//, '$1/')}`);
}

describe('the i.SAF thread stays lean', () => {
  it('when the thread starts, then it loads its own modules and kysely, but neither zod nor the domain index', { timeout: 60_000 }, async () => {
    const loaded = await modulesLoadedBy(THREAD);
    const urls = loaded.map(({ url }) => url);
    expect(urls.some((url) => url.endsWith('/modules/isaf/isaf-pieces.ts'))).toBe(true);
    expect(urls.some((url) => url.endsWith('/packages/domain/src/entries/isaf-file.ts'))).toBe(true);
    expect(urls.some((url) => url.includes('/node_modules/kysely/'))).toBe(true);
    expect(heavyModules(loaded)).toEqual([]);
  });

  it('when a module of the thread imports the index, then the check names zod and the index with who imported them', {
    timeout: 60_000,
  }, async () => {
    // The i.SAF service runs on the main thread and imports the index: what the thread must not do.
    const loaded = await modulesLoadedBy(new URL('../modules/isaf/isaf.service.ts', import.meta.url));
    const heavy = heavyModules(loaded);
    expect(heavy).toContain('packages/domain/src/index.ts imported by apps/api/src/modules/isaf/isaf.service.ts');
    expect(heavy.some((line) => line.startsWith('node_modules/zod/'))).toBe(true);
  });
});
