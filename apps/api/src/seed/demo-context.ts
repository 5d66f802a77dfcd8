import type { FastifyBaseLogger } from 'fastify';
import type { Actor, AppContext } from '../app-context.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { FileStore } from '../db/file-store.ts';
import { LoginThrottle } from '../http/login-throttle.ts';
import { BackgroundWork } from '../lib/background.ts';
import { Jobs } from '../lib/jobs/jobs.ts';
import { SessionTokens } from '../lib/jwt.ts';
import { OutboxWorker } from '../lib/mail/outbox-worker.ts';
import { AccountSlots } from '../lib/pdf/account-slots.ts';
import { PdfPool } from '../lib/pdf/pdf-pool.ts';
import { CatalogCache } from '../modules/catalog/catalog.cache.ts';
import { ShopMetrics } from '../lib/metrics/metrics.ts';

const quiet = () => {};
const silentLog: FastifyBaseLogger = {
  level: 'silent',
  fatal: quiet,
  error: quiet,
  warn: quiet,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => silentLog,
};

/**
 * The services' context for seeding, before the app is built: the same database and rules, but
 * nothing that runs on its own (no outbox delivery, no jobs, no cache). The mails the services queue
 * stay in the outbox table until the app's own worker sends them.
 */
export function seedContext(config: Config, database: Database): { as(actor: Actor): AppContext } {
  const base: AppContext = {
    config,
    db: database.db,
    reads: database.reads,
    engine: database.engine,
    outbox: new OutboxWorker({
      db: database.db,
      engine: database.engine,
      // Never started: the app's own worker delivers what the seeding queued.
      mailer: { send: () => Promise.reject(new Error('the seeding sends no mail')), close: quiet },
      log: silentLog,
      renderAttachment: async () => null,
    }),
    jobs: new Jobs(database, silentLog),
    files: new FileStore(database.db),
    sessionTokens: new SessionTokens(config.jwtSecret, config.jwtExpiresIn),
    loginThrottle: new LoginThrottle(database),
    background: new BackgroundWork(silentLog),
    now: () => new Date(),
    catalogCache: new CatalogCache(database.changes, { enabled: false }),
    // Counted nowhere: the app's own metrics start at its start.
    metrics: new ShopMetrics({ processMetrics: false }),
    // Seeding draws no PDF: a pool starts no thread until it is asked for one.
    pdf: { pool: new PdfPool({ threads: 1, maxQueue: 0 }), requests: new AccountSlots(1) },
  };
  return { as: (actor) => ({ ...base, actor }) };
}
