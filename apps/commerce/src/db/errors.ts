/**
 * Recognising database errors that are expected outcomes. Drizzle wraps the driver's error
 * (node-postgres or PGlite), so the SQLSTATE may sit on the error or on its causes.
 */

const UNIQUE_VIOLATION = '23505';

function* errorChain(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when the error is a unique violation, of the named constraint or index if given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const link of errorChain(error)) {
    if (link.code !== UNIQUE_VIOLATION) continue;
    if (constraint === undefined || link.constraint === constraint) return true;
    // PGlite may leave `constraint` unset; the message still names the index.
    if (typeof link.message === 'string' && link.message.includes(`"${constraint}"`)) return true;
  }
  return false;
}
