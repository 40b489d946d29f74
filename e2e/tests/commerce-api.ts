import type { APIRequestContext } from '@playwright/test';

/** The commerce service the journeys run against (see playwright.config.ts). */
export const COMMERCE_URL = `http://127.0.0.1:${process.env.E2E_COMMERCE_PORT ?? 4100}`;

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

const instance = (store: string) => ({ 'x-search-instance': `shop-${store}` });

export interface LiveMenuItem {
  text: string;
  link: string;
  children: { text: string; link: string }[];
  submenu?: { text: string; url: string };
  flyoutBanner?: { caption: string; linkText: string };
}

/** The mega-menu the content service serves for a language. */
export async function liveMenu(
  request: APIRequestContext,
  language: string,
): Promise<LiveMenuItem[]> {
  const response = await request.get(`${COMMERCE_URL}/search/menu?language=${language}`, {
    headers: instance('de'),
  });
  if (!response.ok()) throw new Error(`menu answered ${response.status()}`);
  const body: { data: { items: LiveMenuItem[] } } = await response.json();
  return body.data.items;
}

export interface LiveInfoLink {
  text: string;
  url: string;
  submenu?: {
    text: string;
    categories: { heading: { text: string }; columns: { text: string }[] }[];
  };
}

/** The info links of the header snippet in a language. */
export async function liveInfoLinks(
  request: APIRequestContext,
  language: string,
): Promise<LiveInfoLink[]> {
  const response = await request.post(`${COMMERCE_URL}/search/snippets`, {
    headers: instance('de'),
    data: { snippetIds: ['header-snippet'], constraints: { query: { language } } },
  });
  if (!response.ok()) throw new Error(`snippets answered ${response.status()}`);
  const body: {
    data: {
      snippets: {
        config: {
          top: {
            elements: { component: string; properties: { content: { links?: LiveInfoLink[] } } }[];
          };
        };
      }[];
    };
  } = await response.json();
  const elements = body.data.snippets[0]?.config.top.elements ?? [];
  return elements.flatMap((element) =>
    element.component === 'info-links' ? (element.properties.content.links ?? []) : [],
  );
}

/** Product titles the autosuggest service offers for a phrase, at most four. */
export async function liveSuggestions(
  request: APIRequestContext,
  language: string,
  store: string,
  searchPhrase: string,
): Promise<string[]> {
  const response = await request.post(`${COMMERCE_URL}/search/autosuggest`, {
    headers: instance(store),
    data: { searchPhrase, constraints: { query: { language, group: store } } },
  });
  if (!response.ok()) throw new Error(`autosuggest answered ${response.status()}`);
  const body: { data: { products: { items: { title: string }[] } } } = await response.json();
  return body.data.products.items.map((item) => item.title);
}

/**
 * The Storefront API (spec 7) with a store's development token: the answer's `data`. A
 * transport failure or an answer without data (GraphQL errors only) fails the journey.
 */
export async function storefrontApi<Data>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  store = 'de',
): Promise<Data> {
  const response = await request.post(`${COMMERCE_URL}/api/2025-01/graphql`, {
    headers: { 'x-shopify-storefront-access-token': `shop-dev-storefront-token-${store}` },
    data: { query, variables },
  });
  if (!response.ok()) throw new Error(`the Storefront API answered ${response.status()}`);
  const body = (await response.json()) as { data?: Data | null; errors?: unknown };
  if (body.data == null) {
    throw new Error(`the Storefront API answered no data: ${JSON.stringify(body.errors)}`);
  }
  return body.data;
}
