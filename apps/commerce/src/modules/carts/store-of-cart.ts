import { DEFAULT_STORE_KEY, getStore, isStoreKey, type Store } from '@shop/shop-config';

/** The store a cart was created in; a key that is no longer configured means Germany. */
export function getStoreOfCart(row: { storeKey: string }): Store {
  return getStore(isStoreKey(row.storeKey) ? row.storeKey : DEFAULT_STORE_KEY);
}
