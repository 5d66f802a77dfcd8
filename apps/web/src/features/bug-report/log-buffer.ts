import { type CLIENT_LOG_TYPES, LOG_BUFFER_MAX_BYTES, LOG_BUFFER_MAX_ENTRIES, redactSecrets, type ClientLogEntry } from '@shop/domain';

type ClientLogType = (typeof CLIENT_LOG_TYPES)[number];

const MAX_MESSAGE_CHARS = 10_000;

/** One console argument as text: strings as they are, errors with their message, objects as JSON (cycles marked). */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof value !== 'object' || value === null) return String(value);
  const seen = new WeakSet<object>();
  try {
    return (
      JSON.stringify(value, (_key, inner: unknown) => {
        if (inner instanceof Error) return { name: inner.name, message: inner.message };
        if (typeof inner === 'bigint') return inner.toString();
        if (typeof inner === 'object' && inner !== null) {
          if (seen.has(inner)) return '[circular]';
          seen.add(inner);
        }
        return inner;
      }) ?? String(value)
    );
  } catch {
    return Object.prototype.toString.call(value);
  }
}

const sizeOf = (entry: ClientLogEntry) => JSON.stringify(entry).length;

/**
 * The last console messages of this page: at most 100 entries and about 100 KB,
 * the oldest dropped first. Secrets are removed before an entry is kept.
 */
export class LogBuffer {
  #entries: ClientLogEntry[] = [];
  #bytes = 0;
  readonly #maxEntries: number;
  readonly #maxBytes: number;

  constructor(maxEntries = LOG_BUFFER_MAX_ENTRIES, maxBytes = LOG_BUFFER_MAX_BYTES) {
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
  }

  add(type: ClientLogType, args: readonly unknown[], extra: { stack?: string | undefined; data?: ClientLogEntry['data']; now?: Date } = {}): void {
    const message = redactSecrets(args.map(describeValue).join(' ')).slice(0, MAX_MESSAGE_CHARS);
    const stack = extra.stack ?? args.find((arg): arg is Error => arg instanceof Error)?.stack;
    const entry: ClientLogEntry = {
      type,
      message,
      timestamp: (extra.now ?? new Date()).toISOString(),
      ...(stack ? { stack: redactSecrets(stack).slice(0, MAX_MESSAGE_CHARS) } : {}),
      ...(extra.data ? { data: extra.data } : {}),
    };
    this.#entries.push(entry);
    this.#bytes += sizeOf(entry);
    while (this.#entries.length > this.#maxEntries || (this.#bytes > this.#maxBytes && this.#entries.length > 1)) {
      this.#bytes -= sizeOf(this.#entries.shift()!);
    }
  }

  entries(): ClientLogEntry[] {
    return [...this.#entries];
  }

  clear(): void {
    this.#entries = [];
    this.#bytes = 0;
  }
}

/** The page's one buffer, filled from the moment main.tsx starts. */
export const clientLogs = new LogBuffer();

let installed = false;

/**
 * Keeps a copy of console.log, warn and error calls (still printed as before), uncaught errors and
 * unhandled promise rejections in `buffer`.
 */
export function installConsoleCapture(buffer: LogBuffer = clientLogs, target: Window & typeof globalThis = window): void {
  if (installed) return;
  installed = true;
  for (const type of ['log', 'warn', 'error'] as const) {
    const original = target.console[type].bind(target.console);
    target.console[type] = (...args: unknown[]) => {
      try {
        buffer.add(type, args);
      } catch {
        // Never let the log copy break the page's own logging.
      }
      original(...args);
    };
  }
  target.addEventListener('error', (event: ErrorEvent) => {
    buffer.add('unhandledError', [event.message || describeValue(event.error)], {
      stack: event.error instanceof Error ? event.error.stack : undefined,
      data: { filename: event.filename, line: event.lineno, column: event.colno },
    });
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    buffer.add('unhandledRejection', [event.reason], { stack: event.reason instanceof Error ? event.reason.stack : undefined });
  });
}
