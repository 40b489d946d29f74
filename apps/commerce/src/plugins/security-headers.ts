/**
 * Security headers on every answer of the commerce service (issue 9). Its answers are JSON
 * for the storefront and API callers, so nothing may run, load or frame them: a page that
 * ever reflected one of them could not execute script. Routes that serve a document (the
 * development mailbox, media files) set their own, equally closed policy.
 */
import type { FastifyInstance } from 'fastify';

/** For JSON answers: no sources at all, never framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** For the service's own small HTML pages: their inline styles only, no scripts, no forms. */
export const DOCUMENT_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * For media files (images, manuals, the content videos): as closed as a document, but the
 * shop's own pages may frame them, since its videos play in an iframe after consent. The
 * storefront serves media from its own origin, so 'self' is the shop.
 */
export const MEDIA_CONTENT_SECURITY_POLICY = DOCUMENT_CONTENT_SECURITY_POLICY.replace(
  "frame-ancestors 'none'",
  "frame-ancestors 'self'",
);

/** One year, the value HSTS preload lists ask for. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export function registerSecurityHeaders(app: FastifyInstance): void {
  // onRequest, so also 404s, 415s and errors raised before a handler carry the headers;
  // a route may replace the policy later for its own documents.
  // A callback hook, not an async one: no promise per request (it runs on every request).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    // Only over https: on plain http (loopback, tests) a browser ignores it anyway, and
    // a proxy terminating TLS says so with X-Forwarded-Proto.
    if (request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https')
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done();
  });
}
