import type { LanguageCode, Store } from '@shop/shop-config';
import type { Database } from './db/client';

/**
 * What every service call needs to know first: the shopper's language, the store
 * (market, currency, price locale) and the database or transaction to work in.
 */
export interface ShopContext {
  language: LanguageCode;
  store: Store;
  db: Database;
}
