/**
 * Shopify's published Storefront API 2025-01 schema, as shipped in the dev dependency
 * @shopify/hydrogen-react@2025.1.x (used only by the contract tests).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from '../graphql-js';

const require = createRequire(import.meta.url);

const introspectionSchema = z.object({
  __schema: z
    .object({ types: z.array(z.unknown()), directives: z.array(z.unknown()) })
    .passthrough(),
});

/** The file parsed as an introspection result: checked at the edge, then trusted as such. */
function isIntrospection(value: unknown): value is IntrospectionQuery {
  return introspectionSchema.safeParse(value).success;
}

export function loadShopifySchema(): GraphQLSchema {
  const file = require.resolve('@shopify/hydrogen-react/storefront.schema.json');
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isIntrospection(parsed)) throw new Error(`${file} is not a GraphQL introspection result`);
  return buildClientSchema(parsed);
}
