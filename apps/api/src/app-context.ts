import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Engine } from './db/engine.ts';
import type { DB } from './db/schema.ts';
import type { LoginThrottle } from './http/login-throttle.ts';
import type { BackgroundWork } from './lib/background.ts';
import type { FileStore } from './db/file-store.ts';
import type { SessionTokens } from './lib/jwt.ts';
import type { Jobs } from './lib/jobs/jobs.ts';
import type { OutboxWorker } from './lib/mail/outbox-worker.ts';
import type { ShopMetrics } from './lib/metrics/metrics.ts';
import type { CatalogCache } from './modules/catalog/catalog.cache.ts';
import type { AccountSlots } from './lib/pdf/account-slots.ts';
import type { PdfPool } from './lib/pdf/pdf-pool.ts';

/** Who a request acts for, as the audit log records it. */
export interface Actor {
  id: number;
  email: string;
}

/** What services need from the outside world; built once in app.ts. */
export interface AppContext {
  /** The signed-in person a request acts for (`acting(ctx, request)`); absent in background work. */
  actor?: Actor | undefined;
  config: Config;
  db: Kysely<DB>;
  /** Long reads (lists, searches, counts, reports): never inside a transaction, never for a write (Database.reads). */
  reads: Kysely<DB>;
  engine: Engine;
  /** Delivers the mail outbox (decision 025); mails are queued with `enqueueMail` in the transaction that causes them. */
  outbox: OutboxWorker;
  /** Periodic work run once per interval across instances. */
  jobs: Jobs;
  /** Uploaded files, in the database so that every instance serves them (decision 023). */
  files: FileStore;
  sessionTokens: SessionTokens;
  loginThrottle: LoginThrottle;
  /** Work started by a request and finished after its answer (mails, hash upgrades). */
  background: BackgroundWork;
  /** The clock documents are dated by (tests move it across a year end). */
  now: () => Date;
  /** Catalogue, prices and session users in memory, kept until the tables they come from change (decisions 006, 022). */
  catalogCache: CatalogCache;
  /** The app's Prometheus metrics: services count what they commit (orders, invoices, credit notes). */
  metrics: ShopMetrics;
  /** Every PDF is drawn by `pool`'s threads; `requests` counts each account's PDF requests (decision 070). */
  pdf: { pool: PdfPool; requests: AccountSlots };
}
