import pg from 'pg';
import { CHANGE_CHANNEL, type ChangeTracker } from './change-tracker.ts';

const RECONNECT_MS = 1000;
const HEARTBEAT_MS = 5000;
const HEARTBEAT_TIMEOUT_MS = 2000;

/**
 * One connection per process that LISTENs for the notify triggers of the cached tables (decision
 * 022): every commit of any process to them reaches every process within milliseconds. The tracker
 * is live only while this connection is: on an error, a closed connection or a heartbeat that gets
 * no answer in 2 s, caching stops (readers go to the database) until the listener is back, and it
 * starts afresh then, since notifications sent in between were missed.
 */
export class ChangeListener {
  readonly #connectionString: string;
  readonly #tracker: ChangeTracker;
  readonly #log: (message: string) => void;
  #client: pg.Client | null = null;
  #closed = false;
  #timer: NodeJS.Timeout | null = null;
  #heartbeat: NodeJS.Timeout | null = null;
  readonly #waiting = new Set<() => void>();

  constructor(connectionString: string, tracker: ChangeTracker, log: (message: string) => void = (message) => console.error(message)) {
    this.#connectionString = connectionString;
    this.#tracker = tracker;
    this.#log = log;
  }

  start(): void {
    void this.#connect();
  }

  /** Resolves when the listener hears other processes, or after `timeoutMs` (the shop then starts uncached). */
  ready(timeoutMs: number): Promise<void> {
    if (this.#tracker.live || this.#closed) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.#waiting.add(done);
    });
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client({
      connectionString: this.#connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 5000,
      connectionTimeoutMillis: 5000,
    });
    this.#client = client;
    client.on('error', (error) => this.#lost(client, error.message));
    client.on('end', () => this.#lost(client, 'connection closed'));
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) this.#tracker.tableChanged(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      this.#lost(client, (error as Error).message);
      return;
    }
    if (this.#client !== client) return;
    this.#tracker.setLive(true);
    for (const done of [...this.#waiting]) done();
    this.#heartbeat = setInterval(() => void this.#beat(client), HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  async #beat(client: pg.Client): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer to the heartbeat')), HEARTBEAT_TIMEOUT_MS);
    });
    try {
      await Promise.race([client.query('SELECT 1'), timeout]);
    } catch (error) {
      this.#lost(client, (error as Error).message);
    } finally {
      clearTimeout(timer);
    }
  }

  #lost(client: pg.Client, reason: string): void {
    if (this.#client !== client) return;
    this.#client = null;
    this.#tracker.setLive(false);
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
    client.removeAllListeners('notification');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.#closed) return;
    this.#log(`Listening for changes of other instances failed (${reason}); the catalogue is read from the database until it is back.`);
    this.#timer = setTimeout(() => void this.#connect(), RECONNECT_MS);
    this.#timer.unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    for (const done of [...this.#waiting]) done();
    const client = this.#client;
    this.#client = null;
    this.#tracker.setLive(false);
    if (client) {
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}
