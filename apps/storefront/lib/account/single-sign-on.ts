import 'server-only';
import {
  ACCOUNT_SITE_DEFAULT_ADDRESS_PATH,
  type AccountSitePage,
  accountSiteUrl,
  CUSTOMER_SESSION_COOKIE,
  type LanguageCode,
  type Store,
} from '@shop/shop-config';
import { z } from 'zod';
import { type PrefillAddress, prefillAddressSchema } from '../checkout/prefill-address';
import { storefrontEnv } from '../env';
import { serverLog } from '../server-log';

/**
 * Whether a store's shoppers manage identity on the account site (spec 4: de, nl, be, lu,
 * fr, it, at, pl, es when the mode is switched on; never ch or ie). Then the shop's own
 * address and change-password pages do not exist there (spec 2.5, 6).
 */
export function usesSingleSignOn(store: Pick<Store, 'singleSignOn'>): boolean {
  return store.singleSignOn && storefrontEnv().SINGLE_SIGN_ON === 'on';
}

/** The account site's base URL: ACCOUNT_SITE_URL, else the commerce service that serves it. */
export function accountSiteBaseUrl(): string {
  const env = storefrontEnv();
  return env.ACCOUNT_SITE_URL ?? env.COMMERCE_URL;
}

/** An account-site page in the language, themed as the shop's brand (spec 2.2 "theme"). */
export function accountSiteLink(
  language: LanguageCode,
  page: AccountSitePage,
  returnTo?: string,
): string {
  return accountSiteUrl(accountSiteBaseUrl(), language, page, {
    theme: storefrontEnv().BRAND,
    ...(returnTo === undefined ? {} : { returnTo }),
  });
}

const defaultAddressAnswer = z.object({
  success: z.boolean(),
  data: prefillAddressSchema.nullable().optional(),
});

const ADDRESS_TIMEOUT_MS = 3000;

/**
 * `GET {account site}/api/address/default?country=` with the session (spec 7): the default
 * address for the checkout's prefill. Any failure is only logged (spec 8) and gives none.
 */
export async function accountSiteDefaultAddress(
  accessToken: string,
  country: string,
): Promise<PrefillAddress | null> {
  const url = new URL(
    `${accountSiteBaseUrl().replace(/\/+$/, '')}${ACCOUNT_SITE_DEFAULT_ADDRESS_PATH}`,
  );
  url.searchParams.set('country', country);
  try {
    const response = await fetch(url, {
      headers: { cookie: `${CUSTOMER_SESSION_COOKIE}=${accessToken}`, accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(ADDRESS_TIMEOUT_MS),
    });
    const answer = defaultAddressAnswer.parse(await response.json());
    if (!response.ok || !answer.success) {
      serverLog.error(`[account-site] default address answered ${response.status}`);
      return null;
    }
    return answer.data ?? null;
  } catch (error) {
    serverLog.error('[account-site] the default address could not be read', error);
    return null;
  }
}
