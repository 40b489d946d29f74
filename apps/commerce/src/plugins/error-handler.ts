/**
 * One error handler for the whole service: expected client errors keep their message,
 * anything unexpected becomes a generic 500 whose error id is also in the log, so no
 * stack trace, SQL or internal detail ever reaches a caller.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/errors';

export class RequestError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** How long a caller should wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = '5';

export function describeZodError(error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const errorId = randomUUID();
    const statusCode = statusOf(error);
    if (statusCode >= 500) {
      request.log.error({ err: error, errorId }, 'request failed');
    } else {
      request.log.info({ errorId, statusCode, reason: error.message }, 'request rejected');
    }
    const message =
      statusCode >= 500
        ? 'The service could not answer this request. Please try again later.'
        : error instanceof ZodError
          ? `Invalid request: ${describeZodError(error)}`
          : error.message;
    const retryAfter = 'retryAfterSeconds' in error ? error.retryAfterSeconds : undefined;
    if (statusCode === 429 && typeof retryAfter === 'number')
      void reply.header('retry-after', String(retryAfter));
    // A database outage is temporary: clients and load balancers may retry after a pause.
    if (statusCode === 503) void reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
    void reply.status(statusCode).send({
      statusCode,
      error: STATUS_TEXT[statusCode] ?? 'Error',
      message,
      errorId,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send({
      statusCode: 404,
      error: STATUS_TEXT[404],
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      errorId: randomUUID(),
    });
  });
}

function statusOf(error: FastifyError | Error): number {
  if (error instanceof ZodError) return 400;
  if (error instanceof RequestError) return error.statusCode;
  if (isDatabaseUnavailable(error)) return 503;
  const status = 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}
