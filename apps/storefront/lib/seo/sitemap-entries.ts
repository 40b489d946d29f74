import 'server-only';
import { SEARCH_MAX_COUNT } from '@shop/search-contract';
import { DEFAULT_STORE_KEY, getStore, type LanguageCode } from '@shop/shop-config';
import type { MetadataRoute } from 'next';
import { listProducts } from '../commerce-search/products';
import type { MenuEntry } from '../content/content-types';
import { loadMenu } from '../content/shell-content';
import { serverLog } from '../server-log';

/**
 * Products listed per language sitemap. The protocol allows 50,000 URLs per file; this
 * bounds the requests one sitemap costs (100 per request) on the 100,000-product catalog.
 */
export const SITEMAP_MAX_PRODUCTS = 10_000;

function menuPaths(entries: readonly MenuEntry[], language: LanguageCode): string[] {
  return entries.flatMap((entry) => [
    ...(entry.href.startsWith(`/${language}/`) ? [entry.href.split(/[?#]/)[0] ?? entry.href] : []),
    ...menuPaths(entry.children, language),
  ]);
}

/**
 * The pages of one language for its sitemap: home, every category and content page the
 * mega-menu links, and the store's products. Built from the default store's assortment,
 * which sells every product; a failing part is logged and left out.
 */
export async function sitemapEntries(
  origin: URL,
  language: LanguageCode,
): Promise<MetadataRoute.Sitemap> {
  const store = getStore(DEFAULT_STORE_KEY);
  const absolute = (path: string) => new URL(path, origin).toString();
  const menu = await loadMenu(language, store).catch((error: unknown) => {
    serverLog.error(`[sitemap] menu of ${language} failed`, error);
    return [];
  });
  const products: string[] = [];
  try {
    const first = await listProducts({ language, store, count: SEARCH_MAX_COUNT });
    products.push(...first.products.map((product) => product.path));
    const end = Math.min(first.total, SITEMAP_MAX_PRODUCTS);
    const offsets: number[] = [];
    for (let offset = SEARCH_MAX_COUNT; offset < end; offset += SEARCH_MAX_COUNT) {
      offsets.push(offset);
    }
    const rest = await Promise.all(
      offsets.map((offset) =>
        listProducts({
          language,
          store,
          offset,
          count: Math.min(SEARCH_MAX_COUNT, end - offset),
        }),
      ),
    );
    for (const page of rest) products.push(...page.products.map((product) => product.path));
  } catch (error) {
    serverLog.error(`[sitemap] products of ${language} failed`, error);
  }
  const paths = [...new Set([`/${language}/`, ...menuPaths(menu, language), ...products])];
  return paths.map((path) => ({ url: absolute(path) }));
}
