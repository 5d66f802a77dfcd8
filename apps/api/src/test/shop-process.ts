import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

interface ShopProcessOptions {
  dataDir: string;
  /** A PostgreSQL database; none: the embedded one in `dataDir`. */
  databaseUrl?: string;
  jwtSecret: string;
  port: number;
  /** The test's mail server on 127.0.0.1. */
  smtpPort: number;
  /** Settings on top of the common ones. */
  env?: Record<string, string>;
}

/**
 * The real server as its own process, as an operator starts it (tests of several instances and of
 * restarts): no demo data, info logs on stdout, mails to the test's SMTP server retried after a
 * second, and 127.0.0.1 trusted as the proxy.
 */
export function spawnShop({ dataDir, databaseUrl, jwtSecret, port, smtpPort, env = {} }: ShopProcessOptions): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      JWT_SECRET: jwtSecret,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: 'http://shop.test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_RETRY_SECONDS: '1',
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
