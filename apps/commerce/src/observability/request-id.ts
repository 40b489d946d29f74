/**
 * Request ids: every request to the commerce service carries one, taken from the caller when
 * it sent a well-formed one (the storefront passes its own on, so one shopper's page view can
 * be followed through both services' logs) or generated here. Fastify puts it into every log
 * line of the request (`reqId`) and the answer echoes it in `x-request-id`.
 */
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Short and of a safe charset, so a caller cannot inject log lines, huge values or markup
 * through it; anything else is replaced by a fresh id rather than refused.
 */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,64}$/;
/** W3C trace context: version-traceid-parentid-flags; the trace id names the request. */
const TRACEPARENT_PATTERN = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

export function newRequestId(): string {
  return randomBytes(16).toString('hex');
}

function singleHeader(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * The id of an incoming request: a valid `x-request-id`, else the trace id of a valid
 * `traceparent` (the storefront's cached catalog reads carry it there, because Next's
 * fetch cache leaves that header out of its cache key), else a new one.
 */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = singleHeader(headers[REQUEST_ID_HEADER]);
  if (given !== undefined && REQUEST_ID_PATTERN.test(given)) return given;
  const traceId = TRACEPARENT_PATTERN.exec(singleHeader(headers.traceparent) ?? '')?.[1];
  if (traceId !== undefined && !/^0+$/.test(traceId)) return traceId;
  return newRequestId();
}

/**
 * The request id of the code running now, for logs written outside a request's own logger
 * (the slow-query log sits below Drizzle and knows nothing of Fastify).
 */
const currentRequest = new AsyncLocalStorage<{ requestId: string }>();

export function currentRequestId(): string | undefined {
  return currentRequest.getStore()?.requestId;
}

/** Echoes the id to the caller and makes it the current request id for the handler's work. */
export function registerRequestId(app: FastifyInstance): void {
  // Body parsing runs in the socket's callbacks, outside the context set here; the
  // resource carries the context over to the handler (as @fastify/request-context does).
  const scopes = new WeakMap<object, AsyncResource>();
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    currentRequest.run({ requestId: request.id }, () => {
      scopes.set(request, new AsyncResource('shop-request'));
      done();
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope === undefined) done();
    else scope.runInAsyncScope(done);
  });
}
