import type { LanguageCode, StoreKey } from '@shop/shop-config';

/** Seconds a cached catalog read stays fresh before it is fetched again. */
export const CATALOG_REVALIDATE_SECONDS = 60;

/** Tags of cached catalog reads: all of them, and those of one store and language. */
export function catalogTags(storeKey: StoreKey, language: LanguageCode): string[] {
  return ['catalog', `catalog:${storeKey}:${language}`];
}
