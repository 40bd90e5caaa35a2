/**
 * The unique index a failed insert or update ran into, or undefined for any other error.
 * Both drivers report PostgreSQL's 23505 with the constraint's name; drizzle wraps the
 * driver's error in `cause`, so the chain is walked.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return undefined;
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
