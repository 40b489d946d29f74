import 'server-only';
import type { Store } from '@shop/shop-config';
import { storefrontEnv } from '../env';

/**
 * Whether a store's shoppers manage identity on the account site (spec 4: de, nl, be, lu,
 * fr, it, at, pl, es when the mode is switched on; never ch or ie). Then the shop's own
 * address and change-password pages do not exist there (spec 2.5, 6).
 */
export function usesSingleSignOn(store: Pick<Store, 'singleSignOn'>): boolean {
  return store.singleSignOn && storefrontEnv().SINGLE_SIGN_ON === 'on';
}
