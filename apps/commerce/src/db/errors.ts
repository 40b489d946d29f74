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

// Socket-level failures of node-postgres, and the SQLSTATE classes a server uses when it
// shuts down or cannot take connections (08: connection exception, 57P: operator
// intervention, 53300: too many connections).
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '53300']);
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Query read timeout',
];

/**
 * True when the error says the database could not be reached or went away mid-query: the
 * caller should hear "try again later" (503), not "we broke" (500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of errorChain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08') || code.startsWith('57P')) return true;
    const message = typeof link.message === 'string' ? link.message : '';
    if (UNREACHABLE_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}
