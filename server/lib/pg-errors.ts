/**
 * The name of the constraint a database error is about (unique, exclusion, foreign key), or null.
 * Drizzle wraps the driver's error (node-postgres and PGlite both give `code` and `constraint`), so
 * the chain of causes is followed.
 */
export function pgConstraintOf(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    // 23505 unique, 23P01 exclusion, 23503 foreign key, 23514 check.
    if (typeof code === 'string' && /^23/.test(code) && typeof constraint === 'string') return constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** PostgreSQL aborted the transaction to break a deadlock (40P01): another attempt may succeed. */
export function isDeadlock(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '40P01') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The error's PostgreSQL SQLSTATE (through Drizzle's wrapping), or null. */
export function pgCodeOf(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
