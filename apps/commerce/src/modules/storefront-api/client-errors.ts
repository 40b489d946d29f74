/**
 * Errors a caller caused (bad pagination arguments, throttling). They reach the caller with
 * their message; every other error is logged and answered with a generic message.
 */
import { GraphQLError } from './graphql-js';

export function clientError(message: string, code = 'BAD_REQUEST'): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}
