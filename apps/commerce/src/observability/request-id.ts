/**
 * Request ids: every request to the commerce service carries one, taken from the caller when
 * it sent a well-formed one (the storefront passes its own on, so one shopper's page view can
 * be followed through both services' logs) or generated here. Fastify puts it into every log
 * line of the request (`reqId`) and the answer echoes it in `x-request-id`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders } from 'node:http';
import {
  REQUEST_ID_HEADER,
  resolveRequestId,
  TRACEPARENT_HEADER,
} from '@shop/search-contract/request-id';
import type { FastifyInstance } from 'fastify';

function singleHeader(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The id of an incoming request: a valid `x-request-id`, else the trace id of a valid
 * `traceparent` (the storefront's cached catalog reads carry it there, because Next's
 * fetch cache leaves that header out of its cache key), else a new one.
 */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  return resolveRequestId(
    singleHeader(headers[REQUEST_ID_HEADER]),
    singleHeader(headers[TRACEPARENT_HEADER]),
  );
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
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    currentRequest.run({ requestId: request.id }, done);
  });
  // Body parsing runs in the socket's callbacks, outside the context set above, so the id
  // is made current again for the hooks and handler after it (an AsyncResource per request
  // did the same at a higher cost per request: bench/README.md, Storefront API, fifth pass).
  app.addHook('preValidation', (request, _reply, done) => {
    currentRequest.run({ requestId: request.id }, done);
  });
}
