/**
 * POST /api/2025-01/graphql (and …/graphql.json): the Shopify-compatible Storefront API.
 * Callers need a store's access token (401 otherwise, as Shopify answers); queries are
 * bounded in size, depth and cost; account mails go out through the mail module.
 */
import { STOREFRONT_API_VERSION } from '@shop/shop-config';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import type { StorefrontApiSettings } from '../../config';
import type { Database } from '../../db/client';
import { mailboxRoutes } from '../mail/mailbox-routes';
import { createMailer } from '../mail/mailer';
import { identifyCaller, type StorefrontCaller } from './access';
import { buildStorefrontSchema } from './executable-schema';
import {
  formatExecutionErrors,
  graphqlErrorBody,
  graphqlRouteErrorHandler,
  validationErrorsOf,
} from './graphql-errors';
import { purgeExpired } from './purge-expired';
import { QUERY_LIMITS, QueryLimitError, queryLimitErrors } from './query-limits';
import type { StorefrontRequestContext } from './request-context';

export const STOREFRONT_API_PATHS = [
  `/api/${STOREFRONT_API_VERSION}/graphql`,
  `/api/${STOREFRONT_API_VERSION}/graphql.json`,
] as const;

/** Room for a 1 MB string in a variable: such input gets a user error, not a 413. */
const GRAPHQL_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

interface GraphqlRequestBody {
  query: string;
  variables: Record<string, unknown> | null | undefined;
  operationName: string | null | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The GraphQL request in a body ({ query, variables?, operationName?, extensions? }), or
 * null when the body is not one. Checked by hand rather than with a zod schema: the
 * check runs on every API request, and its zod parse was about 1.4 % of a cart
 * request's CPU (bench/README.md, Storefront API, fifth pass).
 */
function graphqlRequestOf(body: unknown): GraphqlRequestBody | null {
  if (!isRecord(body)) return null;
  const { query, variables, operationName } = body;
  if (typeof query !== 'string' || query.length < 1 || query.length > QUERY_LIMITS.maxQueryLength)
    return null;
  if (variables !== undefined && variables !== null && !isRecord(variables)) return null;
  if (
    operationName !== undefined &&
    operationName !== null &&
    (typeof operationName !== 'string' || operationName.length > 1000)
  )
    return null;
  return { query, variables, operationName };
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0') || /\\u0000/i.test(value);
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsNul);
  return false;
}

/**
 * Mercurius takes a query that is not GraphQL but parses as JSON for a ready-made syntax
 * tree, and a made-up tree fails deep in validation with a 500 (found by the fuzz test).
 * No GraphQL document is valid JSON, so such a query is refused as a syntax error.
 */
function isJsonText(query: string): boolean {
  // A JSON text starts with one of these (after JSON whitespace), and an object with a key
  // or its end; every document the storefront sends fails this test without the cost of
  // a thrown SyntaxError (found in the cart benchmark's profile).
  const start = /^[ \t\n\r]*([-{["0-9tfn])[ \t\n\r]*(.?)/.exec(query);
  if (!start || (start[1] === '{' && start[2] !== '"' && start[2] !== '}')) return false;
  try {
    JSON.parse(query);
    return true;
  } catch {
    return false;
  }
}

export interface StorefrontApiOptions {
  db: Database;
  settings: StorefrontApiSettings;
  /** Purge expired carts, sessions and tokens hourly (the server; tests leave it off). */
  backgroundPurge?: boolean;
}

export async function storefrontApiRoutes(app: FastifyInstance, options: StorefrontApiOptions) {
  const { db, settings } = options;
  const mailer = createMailer({
    smtpUrl: settings.smtpUrl,
    from: settings.mailFrom,
    db,
    delivery: settings.mailDelivery,
    onError: (error) => app.log.error({ err: error }, 'sending a mail failed'),
  });
  app.addHook('onClose', () => mailer.close());

  if (settings.devMailbox)
    await app.register(mailboxRoutes, { db, smtp: settings.smtpUrl !== null });

  if (options.backgroundPurge) {
    const purge = () =>
      purgeExpired(db, { now: new Date(), cartTtlDays: settings.cartTtlDays }).catch(
        (error: unknown) => app.log.error({ err: error }, 'purging expired storefront data failed'),
      );
    const timer = setInterval(purge, PURGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  await app.register(async (scope) => {
    scope.setErrorHandler(graphqlRouteErrorHandler);
    // Shopify also takes the bare query as application/graphql.
    scope.addContentTypeParser(
      'application/graphql',
      { parseAs: 'string' },
      (_request, body, done) => done(null, { query: body }),
    );
    await scope.register(mercurius, {
      schema: buildStorefrontSchema(),
      routes: false,
      graphiql: false,
      // Parsed and validated documents are cached; the cost check needs the variables
      // (first: $n), so it runs before each execution instead of as a validation rule.
      cache: true,
      // A document is compiled to JavaScript (graphql-jit) after its first execution: the
      // storefront sends the same few documents all day (issue 3 bench: graphql-js
      // execution was the largest share of the server's CPU after the database driver).
      // Compiled off the request path (adaptive mode, at any event-loop load): compiling
      // during a request would skip that request's variable check, answering bad
      // variables with 200 instead of 400 once.
      jit: { minCount: 1, eluThreshold: 1 },
      queryDepth: QUERY_LIMITS.maxDepth,
      graphql: { parseOptions: { maxTokens: QUERY_LIMITS.maxTokens } },
      errorFormatter: formatExecutionErrors,
    });
    scope.graphql.addHook('preExecution', async (_schema, document, _context, variables) => {
      const errors = queryLimitErrors(document, variables);
      if (errors.length > 0) throw new QueryLimitError(errors);
    });

    // The caller found before the body is read (a request without a token is refused
    // unread), kept for the handler instead of checking the token twice.
    const callers = new WeakMap<FastifyRequest, StorefrontCaller>();
    for (const url of STOREFRONT_API_PATHS) {
      scope.post(url, {
        bodyLimit: GRAPHQL_BODY_LIMIT_BYTES,
        onRequest: (request, reply, done) => {
          const caller = identifyCaller(request, settings);
          if (!caller) {
            // Answering without calling done ends the request here (Fastify's early reply).
            void reply
              .code(401)
              .send(
                graphqlErrorBody('Invalid or missing Storefront API access token.', 'UNAUTHORIZED'),
              );
            return;
          }
          callers.set(request, caller);
          done();
        },
        handler: async (request, reply) => {
          const caller = callers.get(request) ?? identifyCaller(request, settings);
          if (!caller)
            return reply.code(401).send(graphqlErrorBody('Unauthorized', 'UNAUTHORIZED'));
          const body = graphqlRequestOf(request.body);
          if (!body) {
            return reply
              .code(400)
              .send(graphqlErrorBody('The request needs a GraphQL query string.', 'BAD_REQUEST'));
          }
          if (containsNul(body.query) || containsNul(body.variables)) {
            // PostgreSQL text cannot hold NUL; refuse it here rather than fail in the database.
            return reply
              .code(400)
              .send(graphqlErrorBody('Text must not contain NUL characters.', 'BAD_REQUEST'));
          }
          if (isJsonText(body.query)) {
            return reply
              .code(400)
              .send(graphqlErrorBody('The query is not a GraphQL document.', 'BAD_REQUEST'));
          }
          const context: StorefrontRequestContext = {
            db,
            settings,
            mailer,
            tokenStore: caller.store,
            clientIp: caller.clientIp,
            now: new Date(),
            log: request.log,
          };
          try {
            const { query, variables, operationName } = body;
            return await reply.graphql(
              query,
              context,
              variables ?? undefined,
              operationName ?? undefined,
            );
          } catch (error) {
            const errors = validationErrorsOf(error);
            if (!errors) throw error;
            return reply.code(400).send({ errors });
          }
        },
      });
    }
  });
}
