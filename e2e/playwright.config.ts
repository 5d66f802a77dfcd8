import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
// One data folder per port, so two runs on one machine never share a database.
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, `.tmp/data-${port}`);

/** Journeys against the real server (built web app, embedded database, .eml outbox) in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node ../apps/api/src/server.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      APP_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_MAX: '1000',
      RATE_LIMIT_LOGIN_ADDRESS_MAX: '1000',
      RATE_LIMIT_REGISTER_MAX: '1000',
      RATE_LIMIT_EMAIL_MAX: '1000',
      // The age gate's optional IP-geolocation lookup: journeys answer it in the browser (page.route).
      GEOLOCATION_URL: `http://127.0.0.1:${port}/__geolocation`,
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
