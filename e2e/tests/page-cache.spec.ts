import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { signRevalidation } from '@shop/search-contract/revalidation';
import { formatStorePrice, getStore } from '@shop/shop-config';
import { E2E_REVALIDATION_SECRET } from '../e2e-settings';
import { COMMERCE_URL } from './commerce-api';

/*
 * The storefront server's page cache (issue 9, issue 6 "cached per language and store,
 * updated within seconds"): anonymous catalog pages are answered again from memory with a
 * fresh CSP nonce each time; personal pages, other stores and logged-in shoppers never
 * get them; a price change the commerce service signals shows within seconds.
 */

const run = promisify(execFile);
const commerceDirectory = fileURLToPath(new URL('../../apps/commerce', import.meta.url));
const CACHE_HEADER = 'x-page-cache';

async function admin(...argv: string[]): Promise<string> {
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'admin', '--', ...argv, '--service', COMMERCE_URL],
    { cwd: commerceDirectory, timeout: 60_000 },
  );
  return stdout;
}

interface Variant {
  articleNumber: string;
  price: { amountMinor: number };
  strikethroughPrice: unknown;
  stock: number;
}

async function variantsOf(request: APIRequestContext, store: string, productId: number) {
  const response = await request.post(`${COMMERCE_URL}/search/page`, {
    headers: { 'x-search-instance': `shop-${store}` },
    data: {
      url: `/de/p/${productId}/`,
      count: 1,
      constraints: { query: { language: 'de', group: store } },
    },
  });
  expect(response.ok()).toBe(true);
  const body: { data: { product: { variants: Variant[] } } } = await response.json();
  return body.data.product.variants;
}

/**
 * A product sold in the German and the Swiss store with one variant in stock and no
 * strikethrough price, so its page shows exactly one price. Among the least popular such
 * products (other journeys work on the popular ones), the pick-th, so that journeys of
 * this file running side by side use different products.
 */
async function singlePriceProduct(request: APIRequestContext, pick: number) {
  const response = await request.post(`${COMMERCE_URL}/search/search`, {
    headers: { 'x-search-instance': 'shop-de' },
    data: { count: 100, offset: 0, constraints: { query: { language: 'de', group: 'de' } } },
  });
  const body: { data: { items: { id: number }[] } } = await response.json();
  let skipped = 0;
  for (const { id } of [...body.data.items].reverse()) {
    const [german, ...moreGerman] = await variantsOf(request, 'de', id);
    const [swiss, ...moreSwiss] = await variantsOf(request, 'ch', id);
    if (german === undefined || swiss === undefined || moreGerman.length + moreSwiss.length > 0)
      continue;
    if (
      german.stock > 0 &&
      german.strikethroughPrice === null &&
      swiss.strikethroughPrice === null
    ) {
      if (skipped === pick) return { id, german, swiss };
      skipped += 1;
    }
  }
  throw new Error('the demo catalog has too few single-variant products sold in DE and CH');
}

function policyNonce(response: APIResponse): string {
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  if (nonce === undefined) throw new Error('the page has no CSP nonce');
  return nonce;
}

/** Asks until the page cache answers from memory (a render of the page fills it first). */
async function cachedAnswer(request: APIRequestContext, path: string, headers = {}) {
  let answer: APIResponse | undefined;
  await expect
    .poll(
      async () => {
        answer = await request.get(path, { headers });
        return answer.headers()[CACHE_HEADER];
      },
      { timeout: 20_000, intervals: [0, 200, 500] },
    )
    .toBe('hit');
  if (answer === undefined) throw new Error('no answer');
  return answer;
}

test('a cached page carries a fresh nonce in header and HTML and still comes alive', async ({
  page,
  request,
}) => {
  const first = await request.get('/de/');
  expect(first.status()).toBe(200);
  const firstNonce = policyNonce(first);
  const firstHtml = await first.text();
  expect(firstHtml).toContain(`nonce="${firstNonce}"`);

  const hit = await cachedAnswer(request, '/de/');
  const hitNonce = policyNonce(hit);
  const hitHtml = await hit.text();
  expect(hitNonce).not.toBe(firstNonce);
  expect(hitHtml).toContain(`nonce="${hitNonce}"`);
  expect(hitHtml).not.toContain(firstNonce);
  expect(hit.headers()['x-request-id']).not.toBe(first.headers()['x-request-id']);

  // In Chromium: the cached page's scripts run under its policy and the page hydrates.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await cachedAnswer(request, '/de/');
  const response = await page.goto('/de/');
  expect(['hit', 'stale']).toContain(response?.headers()[CACHE_HEADER]);
  await page.getByRole('banner').getByRole('link', { name: 'Warenkorb', exact: true }).click();
  const flyout = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(flyout).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();
  expect(violations).toEqual([]);
});

test('logged-in shoppers and the Swiss store never get the German anonymous page', async ({
  request,
}) => {
  const product = await singlePriceProduct(request, 1);
  const path = `/de/p/${product.id}`;
  const germanPrice = formatStorePrice(product.german.price.amountMinor, getStore('de'));
  const swissPrice = formatStorePrice(product.swiss.price.amountMinor, getStore('ch'));
  const german = await cachedAnswer(request, path);
  const germanHtml = await german.text();
  expect(germanHtml).toContain(germanPrice);
  expect(germanHtml).not.toContain(swissPrice);

  // The store chosen in the country selector is part of the cache key: Swiss prices.
  const swiss = await cachedAnswer(request, path, { cookie: 'country=ch' });
  const swissHtml = await swiss.text();
  expect(swissHtml).toContain(swissPrice);
  expect(swissHtml).not.toContain(germanPrice);

  // A customer session is never answered from (nor stored into) the cache.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const loggedIn = await request.get(path, {
      headers: { cookie: 'customerAccessToken=some-session-token' },
    });
    expect(loggedIn.headers()[CACHE_HEADER]).toBe('bypass');
  }
  // ...and the anonymous page is still answered from the cache.
  await cachedAnswer(request, path);
});

test('a price change the commerce service signals shows within seconds', async ({ request }) => {
  test.setTimeout(90_000);
  const product = await singlePriceProduct(request, 0);
  const path = `/de/p/${product.id}`;
  const article = product.german.articleNumber;
  const oldAmount = product.german.price.amountMinor;
  // A price no earlier run can have left in Next's data cache on disk.
  const newAmount = oldAmount + 100 + Math.floor(Math.random() * 9_000);
  const newPrice = formatStorePrice(newAmount, getStore('de'));
  const setPrice = (amount: number) =>
    admin('catalog:set-price', '--article', article, '--store', 'de', '--amount', String(amount));
  const shows = (price: string) =>
    expect
      .poll(async () => (await request.get(path)).text(), { timeout: 15_000, intervals: [250] })
      .toContain(price);

  expect(await (await cachedAnswer(request, path)).text()).not.toContain(newPrice);
  let restored = false;
  try {
    await setPrice(newAmount);
    await shows(newPrice);
    await setPrice(oldAmount);
    restored = true;
    await shows(formatStorePrice(oldAmount, getStore('de')));
  } finally {
    if (!restored) await setPrice(oldAmount);
  }
});

test("the commerce service's change signal empties the cache at once", async ({ request }) => {
  // A query of its own: no other journey renders this page in between.
  const path = `/de/?journey=${randomUUID()}`;
  await cachedAnswer(request, path);
  const body = JSON.stringify({ tags: ['catalog'] });
  const signal = await request.post('/api/revalidate', {
    headers: {
      'content-type': 'application/json',
      'x-shop-signature': signRevalidation(body, E2E_REVALIDATION_SECRET),
    },
    data: body,
  });
  expect(signal.status()).toBe(200);
  expect((await request.get(path)).headers()[CACHE_HEADER]).toBe('miss');
});

test('personal pages, route handlers and Next router requests bypass the cache', async ({
  request,
}) => {
  for (const path of [
    '/de/warenkorb/',
    '/de/login/',
    '/de/favorites/',
    '/api/autosuggest?language=de&searchPhrase=blut',
  ]) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await request.get(path);
      expect(answer.headers()[CACHE_HEADER], path).toBe('bypass');
    }
  }
  const payload = await request.get('/de/', { headers: { rsc: '1' } });
  expect(payload.headers()[CACHE_HEADER]).toBe('bypass');
});
