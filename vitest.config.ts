import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The API suite runs on the embedded database always, and once more on PostgreSQL when
// TEST_DATABASE_URL points at a server (as .ci/run arranges).
const postgres = process.env.TEST_DATABASE_URL;
const apiTests = ['apps/api/src/**/*.test.ts'];

export default defineConfig({
  test: {
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
