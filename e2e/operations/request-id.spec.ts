/**
 * Issue 9, observability: one storefront page request carries one request id into the
 * commerce service, whose JSON log lines of the calls that page caused all carry it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  createThrowawayDatabase,
  jsonLines,
  postgresServerUrl,
  type ShopProcess,
  startCommerce,
  startStorefront,
} from './shop-processes';

const COMMERCE_PORT = Number(process.env.OPS_COMMERCE_PORT ?? 4116);
const STOREFRONT_PORT = Number(process.env.OPS_STOREFRONT_PORT ?? 3116);

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let commerce: ShopProcess | undefined;
let storefront: ShopProcess | undefined;
const cleanups: (() => void)[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  let database: { url: string } | { dataDir: string };
  if (postgresServerUrl) {
    const created = createThrowawayDatabase(postgresServerUrl, 'shop_ops_reqid');
    cleanups.push(created.drop);
    database = { url: created.url };
  } else {
    const directory = mkdtempSync(join(tmpdir(), 'shop-ops-'));
    cleanups.push(() => rmSync(directory, { recursive: true, force: true }));
    database = { dataDir: join(directory, 'pglite') };
  }
  commerce = await startCommerce('commerce', {
    port: COMMERCE_PORT,
    database,
    storefrontPort: STOREFRONT_PORT,
  });
  storefront = await startStorefront('storefront', {
    port: STOREFRONT_PORT,
    commerceUrl: commerce.url,
  });
});

test.afterAll(async () => {
  await storefront?.stop();
  await commerce?.stop();
  for (const cleanup of cleanups) cleanup();
});

test('a search page request and the commerce calls it caused share one request id', async ({
  request,
}) => {
  if (!commerce || !storefront) throw new Error('shop not started');
  // A phrase no earlier run searched for: the storefront's catalog cache cannot answer it.
  const phrase = `blutdruck ${Date.now()}`;
  const requestId = `ops-test-${Date.now()}`;
  const response = await request.get(
    `${storefront.url}/de/suche/?searchPhrase=${encodeURIComponent(phrase)}`,
    { headers: { 'x-request-id': requestId } },
  );
  expect(response.status()).toBe(200);
  expect(response.headers()['x-request-id']).toBe(requestId);

  // Commerce logs are JSON lines; the request's own lines carry the id as reqId.
  await expect
    .poll(
      () => jsonLines(commerce as ShopProcess).filter((line) => line.reqId === requestId).length,
    )
    .toBeGreaterThan(0);
  const lines = jsonLines(commerce).filter((line) => line.reqId === requestId);
  const urls = lines.flatMap((line) => {
    const req = line.req as { url?: string } | undefined;
    return req?.url ? [req.url] : [];
  });
  expect(urls).toContain('/search/search');
  // Every line of those requests carries the id, "request completed" included.
  expect(lines.some((line) => line.msg === 'request completed')).toBe(true);
});

test('a page view without an id gets a fresh one, different for the next page view', async ({
  request,
}) => {
  if (!storefront) throw new Error('shop not started');
  const first = await request.get(`${storefront.url}/de/`);
  const second = await request.get(`${storefront.url}/de/`, {
    headers: { 'x-request-id': 'bad id <script>' },
  });
  const firstId = first.headers()['x-request-id'];
  const secondId = second.headers()['x-request-id'];
  expect(firstId).toMatch(/^[0-9a-f]{32}$/);
  expect(secondId).toMatch(/^[0-9a-f]{32}$/);
  expect(secondId).not.toBe(firstId);
});
