type Fields = { code?: unknown; errcode?: unknown; message?: unknown; severity?: unknown };

/** What the database said, on either engine, in the few cases the program acts on. */
function fields(error: unknown): Fields {
  return typeof error === 'object' && error !== null ? (error as Fields) : {};
}

/** True when a write failed on a unique constraint, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, errcode, message } = fields(error);
  if (code === '23505') return true; // PostgreSQL unique_violation
  if (errcode === 2067 || errcode === 1555) return true; // SQLITE_CONSTRAINT_UNIQUE / PRIMARYKEY
  return typeof message === 'string' && message.includes('UNIQUE constraint failed');
}

/** A foreign key or check constraint refused the write: the row it points at went away, or a guard held. */
export function isConstraintViolation(error: unknown): boolean {
  const { code, errcode, message } = fields(error);
  if (code === '23503' || code === '23514') return true; // foreign_key_violation, check_violation
  if (errcode === 787 || errcode === 275) return true; // SQLITE_CONSTRAINT_FOREIGNKEY / CHECK
  return typeof message === 'string' && /(FOREIGN KEY|CHECK) constraint failed/.test(message);
}

/**
 * PostgreSQL refused a text it cannot store: a NUL byte (22021 character_not_in_repertoire, 22P05
 * untranslatable_character). The schemas refuse control characters first (decision 108); this is the
 * last line, so such text is the client's fault, never a 500.
 */
export function isUnstorableText(error: unknown): boolean {
  for (const { code } of chain(error)) if (code === '22021' || code === '22P05') return true;
  return false;
}

/** PostgreSQL gave up on a transaction that collided with another (serialization failure, deadlock); SQLite stayed busy. */
export function isRetryableConflict(error: unknown): boolean {
  const { code, errcode } = fields(error);
  return code === '40001' || code === '40P01' || errcode === 5 || errcode === 6; // SQLITE_BUSY / SQLITE_LOCKED
}

/** The error and what it wraps (`cause`, the attempts of an AggregateError), for the checks below. */
function* chain(error: unknown, depth = 0): Generator<Fields> {
  if (typeof error !== 'object' || error === null || depth > 5) return;
  yield fields(error);
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause !== undefined) yield* chain(cause, depth + 1);
  if (Array.isArray(errors)) for (const inner of errors) yield* chain(inner, depth + 1);
}

/** The primary result code of a SQLite error (extended codes carry it in their low byte). */
const sqlitePrimary = (errcode: unknown) => (typeof errcode === 'number' ? errcode & 0xff : null);

const SQLITE_IOERR = 10;
const SQLITE_FULL = 13;
const SQLITE_CANTOPEN = 14;
const SQLITE_READONLY = 8;

/** Socket failures reaching the database server (the API makes no other outgoing connection that lets its errors through). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** What node-postgres, its pool and Kysely say when there is no usable connection. */
const CONNECTION_LOST =
  /Connection terminated|is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end|driver has already been destroyed/;

/**
 * The database cannot be reached, so the request could not be served (decision 020): on PostgreSQL
 * a refused, reset or timed-out connection, the server ending the session (any FATAL error:
 * admin_shutdown 57P01 when it stops or a backend is terminated, cannot_connect_now 57P03 while it
 * starts, too_many_connections 53300, a database not accepting connections), connection exceptions
 * (class 08) and pool connect time-outs; on SQLite a database file that cannot be opened, read or
 * written (SQLITE_CANTOPEN, SQLITE_IOERR, SQLITE_READONLY) or a closed connection.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, errcode, message, severity } of chain(error)) {
    if (typeof code === 'string') {
      if (/^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return true;
      if (NETWORK_CODES.has(code)) return true;
    }
    if (severity === 'FATAL' || severity === 'PANIC') return true;
    const primary = sqlitePrimary(errcode);
    if (primary === SQLITE_IOERR || primary === SQLITE_CANTOPEN || primary === SQLITE_READONLY) return true;
    if (typeof message === 'string' && (CONNECTION_LOST.test(message) || (code === 'ERR_INVALID_STATE' && message === 'database is not open')))
      return true;
  }
  return false;
}

/**
 * The storage is full (decision 020): SQLite's SQLITE_FULL (the disk, or the database's page
 * limit), PostgreSQL's disk_full (53100), and ENOSPC or EDQUOT (quota) from a file write.
 */
export function isStorageFull(error: unknown): boolean {
  for (const { code, errcode } of chain(error)) {
    if (code === '53100' || code === 'ENOSPC' || code === 'EDQUOT') return true;
    if (sqlitePrimary(errcode) === SQLITE_FULL) return true;
  }
  return false;
}
