import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The API suite runs on the embedded database always, and once more on PostgreSQL when
// TEST_DATABASE_URL points at a server (as .ci/run arranges).
const postgres = process.env.TEST_DATABASE_URL;
const apiTests = ['apps/api/src/**/*.test.ts'];

export default defineConfig({
  test: {
    // Two files at a time even on a 2-core machine (Vitest's default there is one): an API test spends
    // much of its time waiting on PostgreSQL, a process of its own, and every file has a database of
    // its own, so two at a time share nothing and the suite fits the CI time on two cores.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] },
      },
      { test: { name: 'api-sqlite', include: apiTests, env: { TEST_ENGINE: 'sqlite' }, testTimeout: 20_000, hookTimeout: 30_000 } },
      ...(postgres
        ? [{ test: { name: 'api-postgres', include: apiTests, env: { TEST_ENGINE: 'postgres' }, testTimeout: 20_000, hookTimeout: 30_000 } }]
        : []),
    ],
  },
});
