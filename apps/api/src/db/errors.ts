/** True when a write failed on a unique constraint, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  if (code === '23505') return true; // PostgreSQL unique_violation
  if (errcode === 2067 || errcode === 1555) return true; // SQLITE_CONSTRAINT_UNIQUE / PRIMARYKEY
  return typeof message === 'string' && message.includes('UNIQUE constraint failed');
}
