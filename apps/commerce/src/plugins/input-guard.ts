/**
 * Refuses text that no database column can store before any route sees it (issue 9):
 * PostgreSQL text cannot hold NUL, so a NUL in a query parameter or JSON body would fail in
 * the database as a 500 (the fuzz test found this on the mailbox and media routes). One
 * hook for every route, including routes later issues add.
 */
import type { FastifyInstance } from 'fastify';
import { RequestError } from './error-handler';

/** Deeper than any real payload; deeper values are left to the route's own schema. */
const MAX_DEPTH = 64;

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  const items = Array.isArray(value) ? value : Object.values(value);
  return items.some((item) => containsNul(item, depth + 1));
}

export function registerInputGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise per request (it runs on every request).
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      request.url.includes('%00') ||
      containsNul(request.query) ||
      containsNul(request.params) ||
      containsNul(request.body)
    ) {
      done(new RequestError(400, 'Text must not contain NUL characters.'));
      return;
    }
    done();
  });
}
