import { defineConfig } from '@playwright/test';
import { serverDataDir, serverPort, serverUrl, WORKERS } from './servers.ts';

const shops = Array.from({ length: WORKERS }, (_, index) => index);

/** Journeys against the real server (built web app, embedded database, .eml outbox) in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Each worker has a shop of its own (servers.ts); the fixtures point its pages at it.
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: serverUrl(0),
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
  webServer: shops.map((index) => ({
    command: `rm -rf ${serverDataDir(index)} && node ../apps/api/src/server.ts`,
    url: `${serverUrl(index)}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(serverPort(index)),
      HOST: '127.0.0.1',
      DATA_DIR: serverDataDir(index),
      APP_URL: serverUrl(index),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_MAX: '1000',
      RATE_LIMIT_LOGIN_ADDRESS_MAX: '1000',
      RATE_LIMIT_REGISTER_MAX: '1000',
      RATE_LIMIT_EMAIL_MAX: '1000',
      // The age gate's optional IP-geolocation lookup: journeys answer it in the browser (page.route).
      GEOLOCATION_URL: `${serverUrl(index)}/__geolocation`,
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
    },
  })),
});
