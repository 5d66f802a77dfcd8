/** What the database said, on either engine, in the few cases the program acts on. */
function fields(error: unknown): { code?: unknown; errcode?: unknown; message?: unknown } {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown; errcode?: unknown; message?: unknown }) : {};
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

/** PostgreSQL gave up on a transaction that collided with another (serialization failure, deadlock); SQLite stayed busy. */
export function isRetryableConflict(error: unknown): boolean {
  const { code, errcode } = fields(error);
  return code === '40001' || code === '40P01' || errcode === 5 || errcode === 6; // SQLITE_BUSY / SQLITE_LOCKED
}
