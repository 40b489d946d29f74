/**
 * Fuzz test of the commerce service (issue 9): at least 10,000 generated malformed requests
 * over real HTTP against every route the service registers (GraphQL, search, content,
 * newsletter, reviews, back-in-stock, media, health, mailbox, and whatever routes later
 * issues add, read from the router), with bad methods, headers, cookies, content types,
 * broken and oversized bodies and odd URLs. No answer may be a 5xx or show a stack trace or
 * SQL, and the database must be exactly as before (a checksum of every table).
 *
 * FUZZ_SEED=<n> reproduces a run; FUZZ_REQUESTS=<n> changes the count.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app';
import { DEVELOPMENT_PRIVATE_TOKEN, developmentAccessToken, loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { refreshSearchDocuments } from './modules/search/indexer';
import * as operations from './modules/storefront-api/contract/storefront-operations';
import { seedDemoCatalog } from './seed/demo-catalog';
import { seedDemoContent } from './seed/demo-content';
import { Fuzzer, leaksIn, mulberry32, percentEncode } from './testing/fuzz';
import { createTestDatabase } from './testing/test-database';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const REQUEST_COUNT = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const CONCURRENCY = 8;
/** Requests between two database checksums; a change is then traced to one request. */
const BATCH = 1000;

let database: DatabaseHandle;
let app: FastifyInstance;
let port = 0;

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

interface FuzzAnswer {
  status: number;
  body: string;
}

function send(request: FuzzRequest): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        headers: {
          ...request.headers,
          ...(request.body ? { 'content-length': String(request.body.length) } : {}),
        },
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      // The server may cut off an oversized body before reading it all; that is a refusal.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve({ status: 413, body: '' });
      else reject(error);
    });
    if (request.body) outgoing.write(request.body);
    outgoing.end();
  });
}

/** The rows of a raw query, as both drivers (PGlite, node-postgres) answer them. */
const rowsSchema = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row) });

/** Every table's row count and a digest of its rows, by table name. */
async function databaseChecksum(): Promise<Record<string, string>> {
  const tables = rowsSchema(z.object({ name: z.string() })).parse(
    await database.db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    ),
  );
  const sums: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const result = rowsSchema(z.object({ rows: z.number(), digest: z.string().nullable() })).parse(
      await database.db.execute(
        sql.raw(
          `select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as digest from "${name}" t`,
        ),
      ),
    );
    const row = result.rows[0];
    sums[name] = `${row?.rows}:${row?.digest ?? ''}`;
  }
  return sums;
}

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}

/** The routes the service registers, from Fastify's route tree: later routes join in. */
function registeredRoutes(): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /(\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    for (const method of match[2].split(', ')) {
      if (method !== 'HEAD') routes.push({ method, path: match[1] });
    }
  }
  return routes;
}

const constraints = { query: { language: 'de', group: 'de' } };

/** A valid body per known route, which the fuzzer breaks; unknown routes get junk only. */
const SAMPLE_BODIES: Record<string, Record<string, unknown>> = {
  '/search/search': { searchPhrase: 'blutdruck', count: 12, offset: 0, constraints },
  '/search/page': { url: '/de/blutdruckmessgeraete/', constraints },
  '/search/autosuggest': { searchPhrase: 'mess', count: 4, offset: 0, constraints },
  '/search/products': { ids: [1, 2], constraints },
  '/search/favorites': { datatype: 'product', ids: [1, '2'], constraints },
  '/search/recommendation': { productId: 1, count: 4, constraints },
  '/search/documents': { productId: 1, constraints },
  '/search/snippets': { snippetIds: ['footer'], constraints: { query: { language: 'de' } } },
  '/newsletter/subscriptions': {
    email: 'fuzz@example.com',
    createVoucher: true,
    country: 'de',
    language: 'de',
  },
  '/newsletter/confirmations': { token: 'a'.repeat(64) },
  '/api/reviews': {
    productId: 1,
    rating: 4,
    title: 'Gut',
    comment: 'Funktioniert gut.',
    email: 'fuzz@example.com',
    language: 'de',
  },
  '/api/back-in-stock': {
    email: 'fuzz@example.com',
    consent: true,
    variantId: 1,
    language: 'de',
    store: 'de',
  },
};

const GRAPHQL_DOCUMENTS: readonly string[] = (Object.values(operations) as unknown[]).filter(
  (value): value is string => typeof value === 'string',
);

function graphqlBody(fuzz: Fuzzer): unknown {
  const document = fuzz.pick(GRAPHQL_DOCUMENTS);
  switch (fuzz.int(9)) {
    case 0: // truncated document: a syntax error
      return { query: document.slice(0, fuzz.int(document.length)) };
    case 1: // junk spliced into the document
      return {
        query: `${document.slice(0, fuzz.int(document.length))}${fuzz.junkString()}`,
        variables: {},
      };
    case 2: // a real operation with variables of the wrong types
      return {
        query: document,
        variables: {
          [fuzz.pick(['cartId', 'input', 'lines', 'id', 'email', 'first', 'query'])]:
            fuzz.wrongTypeFor(undefined),
        },
      };
    case 3: // many aliases or deep selections, to exhaust the server
      return {
        query: `{ ${Array.from({ length: 500 + fuzz.int(5000) }, (_, index) => `a${index}: __typename`).join(' ')} }`,
      };
    case 4:
      return { query: `{ ${'node(id: "x") { ... on Node { '.repeat(30 + fuzz.int(200))} }` };
    case 5: // wrong shapes of the envelope
      return fuzz.pick([
        [],
        [{ query: '{ __typename }' }],
        { query: fuzz.junkValue() },
        { query: document, variables: fuzz.junkString() },
        { query: document, operationName: fuzz.junkString() },
        { extensions: { persistedQuery: { sha256Hash: fuzz.junkString() } } },
      ]);
    case 6: // ids and cursors of the wrong kind
      return {
        query: 'query($id: ID!) { node(id: $id) { id } }',
        variables: { id: fuzz.junkString() },
      };
    case 7:
      return {
        query: `query { products(first: ${fuzz.pick(['-1', '99999999999', '1.5', '"x"', 'null'])}) { edges { node { id } } } }`,
      };
    default:
      return fuzz.junkValue();
  }
}

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-7',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/graphql',
  'application/xml',
  '*/*',
  'application/json; boundary',
  'x'.repeat(2000),
];

function junkHeaders(fuzz: Fuzzer): Record<string, string> {
  const headers: Record<string, string> = {};
  const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').slice(0, 4000);
  const add = (name: string, value: string) => {
    headers[name] = ascii(value);
  };
  if (fuzz.chance(0.5))
    add(
      'x-shopify-storefront-access-token',
      fuzz.pick([
        developmentAccessToken('de'),
        developmentAccessToken('ch'),
        fuzz.junkString(),
        '',
      ]),
    );
  if (fuzz.chance(0.3))
    add(
      'shopify-storefront-private-token',
      fuzz.pick([DEVELOPMENT_PRIVATE_TOKEN, fuzz.junkString()]),
    );
  if (fuzz.chance(0.3))
    add(
      'shopify-storefront-buyer-ip',
      fuzz.pick(['::1', '999.1.1.1', fuzz.junkString(), '10.0.0.1, 10.0.0.2']),
    );
  if (fuzz.chance(0.5))
    add('x-search-instance', fuzz.pick(['shop-de', 'shop-ch', 'shop-xx', fuzz.junkString()]));
  if (fuzz.chance(0.3))
    add(
      'cookie',
      fuzz.pick([`cartId=${fuzz.junkString()}`, fuzz.junkString(), 'a=b; '.repeat(500)]),
    );
  if (fuzz.chance(0.3))
    add('accept-language', fuzz.pick(['de', '*', 'xx-YY;q=2', fuzz.junkString()]));
  if (fuzz.chance(0.2)) add('x-forwarded-for', fuzz.junkString());
  if (fuzz.chance(0.2)) add('x-forwarded-proto', fuzz.pick(['https', 'gopher', fuzz.junkString()]));
  if (fuzz.chance(0.1)) add('authorization', `Bearer ${fuzz.junkString()}`);
  if (fuzz.chance(0.1)) add('if-none-match', fuzz.junkString());
  if (fuzz.chance(0.1)) add('accept', fuzz.pick(['text/html', '*/*', fuzz.junkString()]));
  if (fuzz.chance(0.1))
    add('content-encoding', fuzz.pick(['gzip', 'br', 'deflate', 'identity, gzip']));
  if (fuzz.chance(0.05)) add('transfer-encoding', 'chunked');
  return headers;
}

/** Turns a route pattern into a concrete path, often with junk where a parameter or more path goes. */
function concretePath(fuzz: Fuzzer, pattern: string): string {
  let path = pattern
    .replace(/\*/g, () => (fuzz.chance(0.5) ? 'product/1.jpg' : fuzz.junkPathPart()))
    .replace(/:[A-Za-z]+/g, () => fuzz.pick(['1', '0', '-1', 'x', fuzz.junkPathPart()]));
  if (fuzz.chance(0.25))
    path += fuzz.pick(['/', '//', `/${fuzz.junkPathPart()}`, fuzz.junkPathPart()]);
  if (fuzz.chance(0.35)) {
    const pairs = Array.from(
      { length: 1 + fuzz.int(4) },
      () =>
        `${fuzz.pick(['productId', 'page', 'to', 'language', 'brand', 'x', fuzz.junkPathPart()])}=${fuzz.pick(['1', '-5', '1e9', fuzz.junkPathPart(), ''])}`,
    );
    path += `?${pairs.join('&')}`;
  }
  return percentEncode(path);
}

function generateRequest(
  fuzz: Fuzzer,
  routes: readonly { method: string; path: string }[],
): FuzzRequest {
  const route = fuzz.pick(routes);
  const oddRoute = fuzz.chance(0.08);
  const method = fuzz.chance(0.15)
    ? fuzz.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND'])
    : route.method;
  const path = oddRoute
    ? fuzz.pick([
        '/',
        '/%',
        '/..%2f..%2fetc/passwd',
        `/${fuzz.junkPathPart()}`,
        '/api',
        '/api/2025-01/graphql/%00',
        '/media/%E0%A4%A',
        '/media/%00.png',
        `/media/${fuzz.junkPathPart()}`,
      ])
    : concretePath(fuzz, route.path);
  const headers = junkHeaders(fuzz);
  let body: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD' && fuzz.chance(0.9)) {
    const bare = route.path.split('?')[0] ?? route.path;
    const sample = SAMPLE_BODIES[bare];
    let payload: unknown;
    if (bare.includes('graphql')) payload = graphqlBody(fuzz);
    else if (sample) {
      payload = fuzz.chance(0.85) ? fuzz.breakPayload(sample) : fuzz.junkValue();
      // A payload of the sample's exact shape would be a valid request (a real newsletter
      // sign-up is a legitimate write): such draws are broken again.
      while (sameShape(payload, sample)) payload = fuzz.breakPayload(sample);
    } else payload = fuzz.junkValue();
    let text: string;
    try {
      text = JSON.stringify(payload) ?? 'undefined';
    } catch {
      text = '[[[[';
    }
    switch (fuzz.int(10)) {
      case 0: // broken JSON
        text = text.slice(0, Math.max(0, fuzz.int(text.length) - 1)) || '{';
        break;
      case 1: // oversized body
        text = `{"searchPhrase":"${'x'.repeat(1_100_000)}"}`;
        break;
      case 2:
        text = fuzz.pick([
          '',
          '{',
          '{"a":}',
          '\u0000',
          'null',
          '"x"',
          '[]',
          '{"__proto__":{"polluted":1}}',
          '{"a":1,"a":2}',
          '\uFEFF{}',
        ]);
        break;
      default:
        break;
    }
    body = Buffer.from(text);
    headers['content-type'] = fuzz.pick(CONTENT_TYPES);
  } else if (fuzz.chance(0.1)) {
    headers['content-type'] = fuzz.pick(CONTENT_TYPES);
  }
  return { method, path, headers, body };
}

/** True when `payload` has exactly the sample's keys, each with a value of the same JSON type. */
function sameShape(payload: unknown, sample: Record<string, unknown>): boolean {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return false;
  const keys = Object.keys(payload);
  const kind = (value: unknown) =>
    value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return (
    keys.length === Object.keys(sample).length &&
    keys.every(
      (key) =>
        key in sample && kind((payload as Record<string, unknown>)[key]) === kind(sample[key]),
    )
  );
}

function describeRequest(request: FuzzRequest): string {
  const body = request.body?.toString().slice(0, 300) ?? '';
  return `${request.method} ${request.path.slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 300)} ${body}`;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoCatalog(database.db);
  await seedDemoContent(database.db);
  await refreshSearchDocuments(database.db);
  app = await buildApp({
    database,
    logLevel: 'silent',
    storefrontApi: loadConfig({ STOREFRONT_URL: 'http://shop.test' }).storefrontApi,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
}, 300_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('fuzzing the commerce service', () => {
  it(`answers ${REQUEST_COUNT} malformed requests with no 5xx, no internals and no database change`, async () => {
    console.log(
      `commerce fuzz: seed ${SEED} (FUZZ_SEED=${SEED} reproduces), ${REQUEST_COUNT} requests`,
    );
    const fuzz = new Fuzzer(mulberry32(SEED));
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const check = (request: FuzzRequest, answer: FuzzAnswer) => {
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status >= 500)
        failures.push(
          `${answer.status} for ${describeRequest(request)}: ${answer.body.slice(0, 300)}`,
        );
      const leaks = leaksIn(answer.body);
      if (leaks.length > 0)
        failures.push(
          `${leaks.join(', ')} in the answer to ${describeRequest(request)}: ${answer.body.slice(0, 300)}`,
        );
    };

    let before = await databaseChecksum();
    const initial = before;
    let sent = 0;
    while (sent < REQUEST_COUNT) {
      const batch = Array.from({ length: Math.min(BATCH, REQUEST_COUNT - sent) }, () =>
        generateRequest(fuzz, routes),
      );
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < batch.length) {
            const request = batch[next++] as FuzzRequest;
            check(request, await send(request));
          }
        }),
      );
      sent += batch.length;
      const after = await databaseChecksum();
      const changed = changedTables(before, after);
      if (changed.length > 0) {
        // Replay the batch one by one to name the request that wrote.
        let culprit = 'not reproduced one by one';
        for (const request of batch) {
          const ahead = await databaseChecksum();
          await send(request);
          if (changedTables(ahead, await databaseChecksum()).length > 0) {
            culprit = describeRequest(request);
            break;
          }
        }
        failures.push(`tables ${changed.join(', ')} changed; first writer: ${culprit}`);
      }
      before = await databaseChecksum();
    }
    console.log(
      `commerce fuzz: ${sent} requests, answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(changedTables(initial, await databaseChecksum())).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(REQUEST_COUNT);
  }, 900_000);
});
