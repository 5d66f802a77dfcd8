import { createHash } from 'node:crypto';
import pg from 'pg';

/** How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool). */
export const CONNECT_TIMEOUT_MS = 5000;

const TIMESTAMPTZ_OID = 1184;
const TIMESTAMP_OID = 1114;
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const UTC_OR_BARE = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?(\+00)?$/;

/**
 * `2026-11-24 14:16:53.123456+00` (the server's text for a timestamp in the UTC session the pool
 * asks for) as `2026-11-24T14:16:53.123Z`, SQLite's and the API's form, by slicing the text: no
 * `Date` per value. Anything else (another zone, years past 9999, infinity) goes through `Date`.
 */
export function pgTimestampToIso(text: string): string {
  if (!UTC_OR_BARE.test(text)) return new Date(text).toISOString();
  const end = text.endsWith('+00') ? text.length - 3 : text.length;
  const fraction = end > 20 ? text.slice(20, end) : '';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${(`${fraction}000`).slice(0, 3)}Z`;
}

/** PostgreSQL answers in the same shapes as SQLite: ISO text timestamps, plain numbers for counts. */
const getTypeParser = (oid: number, format?: 'text' | 'binary') => {
  if (oid === TIMESTAMPTZ_OID || oid === TIMESTAMP_OID) return pgTimestampToIso;
  if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format);
};
const pgTypes: pg.CustomTypesConfig = { getTypeParser: getTypeParser as pg.CustomTypesConfig['getTypeParser'] };

/** Statements worth keeping prepared: the program's own queries (parameters apart, their texts repeat). */
const PREPARABLE = /^(select|insert|update|delete|with) /;
const MAX_PREPARED = 2000;
const statementNames = new Map<string, string>();

/** A stable name per statement text (the same on every connection), none once 2,000 texts were seen. */
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_PREPARED && PREPARABLE.test(text)) {
    name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Every statement Kysely sends becomes a named prepared statement on its connection: parsed and
 * planned once per connection, then only bound and executed (PostgreSQL replans a generic plan when
 * it is no better than a custom one). The names come from the text, so a connection never sees one
 * name with two texts; texts with a varying number of parameters (`in (...)` lists) stop being
 * named after the first 2,000, so no connection keeps an unbounded number of them.
 */
function prepareStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, {
    query: (text: unknown, values?: unknown, ...rest: unknown[]) => {
      if (typeof text === 'string' && Array.isArray(values) && rest.length === 0) {
        const name = statementName(text);
        if (name) return query({ name, text, values });
      }
      return query(text, values, ...rest);
    },
  });
}

/** A pool of the shop's connections (25), or of `max` for a thread's own reads. */
export function createPool(connectionString: string, options: { max?: number } = {}): pg.Pool {
  // A server that does not answer must not hold requests forever: a connection is given up after
  // 5 s (the request answers 503, decision 020), and TCP keep-alive finds connections a vanished
  // server or network left half-open. Sessions run in UTC, so timestamps come back as UTC text.
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 25,
    types: pgTypes,
    options: '-c TimeZone=UTC',
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle connection the server closes (restart, failover) must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  pool.on('connect', (client) => {
    // A connection lost while a request holds it fails that request's query (answered 503, decision
    // 020); the client also emits 'error', which without a listener would end the whole process.
    client.on('error', () => undefined);
    prepareStatements(client);
  });
  return pool;
}
