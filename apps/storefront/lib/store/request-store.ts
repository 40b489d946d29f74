import 'server-only';
import { DEFAULT_STORE_KEY, getStore, isStoreKey, type Store } from '@shop/shop-config';
import { headers } from 'next/headers';
import { STORE_HEADER } from '../request-context/headers';

/**
 * The store (country) serving this request, as the proxy detected it (spec section 4). Any
 * request the proxy did not see is served by the German store, the shop's default country.
 */
export async function requestStore(): Promise<Store> {
  const key = (await headers()).get(STORE_HEADER);
  return getStore(isStoreKey(key) ? key : DEFAULT_STORE_KEY);
}
