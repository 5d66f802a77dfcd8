import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What is read at scrape time, never per request. */
interface MetricSources {
  /** The PostgreSQL pool's connections (absent on the embedded database). */
  poolUse?: (() => { total: number; idle: number; waiting: number }) | undefined;
  /** Mails waiting in the outbox and when the oldest was queued (one query per scrape). */
  outboxBacklog: () => Promise<{ pending: number; oldestQueuedAt: string | null }>;
  /** The password hashing queue (lib/passwords.ts). */
  hashing: { readonly running: number; readonly waiting: number; readonly counts: { readonly refused: number } };
  /** The catalogue cache's lookups since start, per group. */
  cacheLookups: () => Iterable<[group: string, counts: { hits: number; misses: number }]>;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/** `read()` shared by the calls made while it runs (the metrics of one scrape are collected at once). */
function oncePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= read().finally(() => {
      running = null;
    });
    return running;
  };
}

/**
 * The shop's Prometheus metrics (decision 110), one registry per app (never prom-client's global
 * one, so several apps in one process keep theirs apart). A request costs one histogram observation;
 * the gauges are read when Prometheus asks.
 */
export class ShopMetrics {
  readonly registry = new Registry();
  readonly ordersPlaced: Counter;
  readonly invoicesIssued: Counter;
  readonly creditNotesIssued: Counter;
  /** outcome: retry (tried again later) or given_up (after two days). */
  readonly mailsFailed: Counter<'outcome'>;
  readonly #requests: Histogram<'method' | 'route' | 'status_class'>;

  /** `processMetrics`: Node's own (CPU, memory, event loop, garbage collection), only where they are read. */
  constructor(options: { processMetrics: boolean }) {
    const registers = [this.registry];
    this.#requests = new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: SECONDS,
      registers,
    });
    this.ordersPlaced = new Counter({ name: 'shop_orders_placed_total', help: 'Orders placed by customers', registers });
    this.invoicesIssued = new Counter({ name: 'shop_invoices_issued_total', help: 'Invoices issued', registers });
    this.creditNotesIssued = new Counter({ name: 'shop_credit_notes_issued_total', help: 'Credit notes issued', registers });
    this.mailsFailed = new Counter({
      name: 'shop_mails_failed_total',
      help: 'Mail deliveries that failed: retry (tried again later) or given_up',
      labelNames: ['outcome'],
      registers,
    });
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** A request answered: `route` is its pattern (`/api/orders/:id`), never its address. */
  observeRequest(method: string, route: string | undefined, statusCode: number, ms: number): void {
    const statusClass = STATUS_CLASSES[Math.floor(statusCode / 100) - 1] ?? 'other';
    this.#requests.observe({ method, route: route ?? 'unmatched', status_class: statusClass }, ms / 1000);
  }

  /** The gauges read at scrape time. */
  watch(sources: MetricSources): void {
    const registers = [this.registry];
    const { poolUse, hashing } = sources;
    if (poolUse) {
      new Gauge({
        name: 'shop_db_pool_connections',
        help: 'PostgreSQL connections of this instance, by state (idle or busy)',
        labelNames: ['state'],
        registers,
        collect() {
          const use = poolUse();
          this.set({ state: 'idle' }, use.idle);
          this.set({ state: 'busy' }, use.total - use.idle);
        },
      });
      new Gauge({
        name: 'shop_db_pool_waiting_requests',
        help: 'Queries waiting for a free PostgreSQL connection of this instance',
        registers,
        collect() {
          this.set(poolUse().waiting);
        },
      });
    }
    // One query per scrape for both gauges (Prometheus reads all metrics at once); a database that does not answer leaves them without a value.
    const backlog = oncePerScrape(() => sources.outboxBacklog().catch(() => null));
    new Gauge({
      name: 'shop_mail_outbox_pending',
      help: 'Mails waiting in the outbox to be sent',
      registers,
      async collect() {
        this.reset();
        const found = await backlog();
        if (found) this.set(found.pending);
      },
    });
    new Gauge({
      name: 'shop_mail_outbox_oldest_age_seconds',
      help: 'How long the oldest mail waiting in the outbox has waited (0 when none waits)',
      registers,
      async collect() {
        this.reset();
        const found = await backlog();
        if (found) this.set(found.oldestQueuedAt ? Math.max(0, (Date.now() - Date.parse(found.oldestQueuedAt)) / 1000) : 0);
      },
    });
    new Gauge({
      name: 'shop_password_hashing',
      help: 'Password hashes and checks of this instance, by state (running or waiting)',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'running' }, hashing.running);
        this.set({ state: 'waiting' }, hashing.waiting);
      },
    });
    new Counter({
      name: 'shop_password_hashing_refused_total',
      help: 'Password checks refused because the hashing queue was full',
      registers,
      collect() {
        this.reset();
        this.inc(hashing.counts.refused);
      },
    });
    new Counter({
      name: 'shop_cache_lookups_total',
      help: 'Lookups in the catalogue cache, by group and result (hit or miss)',
      labelNames: ['group', 'result'],
      registers,
      collect() {
        this.reset();
        for (const [group, counts] of sources.cacheLookups()) {
          this.inc({ group, result: 'hit' }, counts.hits);
          this.inc({ group, result: 'miss' }, counts.misses);
        }
      },
    });
    new Gauge({
      name: 'shop_cache_hit_ratio',
      help: 'Share of the catalogue cache lookups answered from memory since start, by group',
      labelNames: ['group'],
      registers,
      collect() {
        this.reset();
        for (const [group, { hits, misses }] of sources.cacheLookups()) if (hits + misses > 0) this.set({ group }, hits / (hits + misses));
      },
    });
  }

  /** The text Prometheus reads. */
  text(): Promise<string> {
    return this.registry.metrics();
  }
}
