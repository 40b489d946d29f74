import { z } from 'zod';
import { clientError } from '../client-errors';
import type { GraphQLResolveInfo } from '../graphql-js';
import { marketOf, type StorefrontRequestContext } from '../request-context';
import type { ViewScope } from '../views/merchandise-view';

/** A QueryRoot or Mutation field: parse arguments, call one service, shape the answer. */
export type RootResolver = (
  root: unknown,
  args: unknown,
  context: StorefrontRequestContext,
  info: GraphQLResolveInfo,
) => unknown;

/**
 * GraphQL has already checked the argument types; this parse is the typed edge of the
 * service, and a mismatch means a schema/resolver drift, reported as a client error.
 */
export function parseArgs<T extends z.ZodType>(schema: T, args: unknown): z.infer<T> {
  const parsed = schema.safeParse(args);
  if (!parsed.success) throw clientError('Invalid arguments.');
  return parsed.data;
}

export function viewScopeOf(
  context: StorefrontRequestContext,
  info: GraphQLResolveInfo,
): ViewScope {
  return {
    publicUrl: context.settings.publicUrl,
    storefrontUrl: context.settings.storefrontUrl,
    language: marketOf(context, info).language,
  };
}

export const attributeSchema = z.object({ key: z.string(), value: z.string() });
