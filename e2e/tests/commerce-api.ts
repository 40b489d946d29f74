import type { APIRequestContext } from '@playwright/test';

/** The commerce service the journeys run against (see playwright.config.ts). */
export const COMMERCE_URL = 'http://127.0.0.1:4100';

interface Tile {
  title: string;
  price: { amountMinor: number; currency: string };
}

/** Asks the real search service what a store sells, so journeys assert on live data. */
export async function listedProducts(
  request: APIRequestContext,
  language: string,
  store: string,
  count = 5,
): Promise<Tile[]> {
  const response = await request.post(`${COMMERCE_URL}/search/search`, {
    headers: { 'x-search-instance': `shop-${store}` },
    data: { count, offset: 0, constraints: { query: { language, group: store } } },
  });
  if (!response.ok()) throw new Error(`search answered ${response.status()}`);
  const body: { data: { items: Tile[] } } = await response.json();
  return body.data.items;
}
