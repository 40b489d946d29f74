/**
 * How the Storefront API answers failures: always GraphQL's { errors: [...] } shape. Errors
 * the caller caused keep their message; anything unexpected is logged with an id and
 * answered with a generic message, so no internals ever leave the service.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import { type ExecutionResult, GraphQLError } from './graphql-js';

const INTERNAL_MESSAGE = 'Internal error. Looks like something went wrong on our end.';

export function graphqlErrorBody(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}

function causedByCaller(error: GraphQLError): boolean {
  return error.originalError === undefined || error.originalError instanceof GraphQLError;
}

/** mercurius errorFormatter: execution errors of resolvers. */
export function formatExecutionErrors(
  execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
  context: MercuriusContext,
) {
  let internal = false;
  const errors = execution.errors.map((error) => {
    if (causedByCaller(error)) return error;
    internal = true;
    const errorId = randomUUID();
    context.reply.request.log.error(
      { err: error.originalError, errorId, path: error.path },
      'storefront api resolver failed',
    );
    return new GraphQLError(INTERNAL_MESSAGE, {
      path: error.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: errorId },
    });
  });
  return { statusCode: internal ? 500 : 200, response: { data: execution.data, errors } };
}

/** Parse and validation errors that mercurius throws with the GraphQL errors attached. */
export function validationErrorsOf(error: unknown): GraphQLError[] | null {
  if (!(error instanceof Error) || !('errors' in error) || !Array.isArray(error.errors))
    return null;
  return error.errors.map((item: unknown) => {
    if (item instanceof GraphQLError) return item;
    // mercurius reports the depth limit as its own error type with a safe message.
    const depth =
      item instanceof Error && 'code' in item && item.code === 'MER_ERR_GQL_QUERY_DEPTH';
    return depth
      ? new GraphQLError(item.message, { extensions: { code: 'MAX_DEPTH_EXCEEDED' } })
      : new GraphQLError('Invalid request.', { extensions: { code: 'BAD_REQUEST' } });
  });
}

/** Fastify errors on the GraphQL routes (bad JSON, too large, …) in GraphQL's shape. */
export function graphqlRouteErrorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const given = 'statusCode' in error ? error.statusCode : undefined;
  const statusCode = typeof given === 'number' && given >= 400 && given < 600 ? given : 500;
  if (statusCode >= 500) {
    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, 'storefront api request failed');
    return reply.code(statusCode).send({
      errors: [
        {
          message: INTERNAL_MESSAGE,
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: errorId },
        },
      ],
    });
  }
  const code =
    statusCode === 413
      ? 'PAYLOAD_TOO_LARGE'
      : statusCode === 415
        ? 'UNSUPPORTED_MEDIA_TYPE'
        : 'BAD_REQUEST';
  return reply.code(statusCode).send(graphqlErrorBody(error.message, code));
}
