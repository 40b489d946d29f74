import 'server-only';
import { randomUUID } from 'node:crypto';
import { type LanguageCode, localizedPath, type Store } from '@shop/shop-config';
import { redirect } from 'next/navigation';
import { StorefrontApiError } from '../cart/storefront-api';
import { requestStore } from '../store/request-store';
import { type AccountProfile, loadProfile } from './customer-profile';
import { customerAccessToken } from './customer-session';
import { usesSingleSignOn } from './single-sign-on';

export type AccountPageData =
  | { status: 'ok'; store: Store; profile: AccountProfile; singleSignOn: boolean }
  /** The commerce service failed; the page shows the notice with this id. */
  | { status: 'unavailable'; errorId: string };

/**
 * The data of a logged-in page (personal data, address, change password): without a valid
 * session (none, expired, logged out elsewhere) the visitor goes to the login route.
 */
export async function loadAccountPage(language: LanguageCode): Promise<AccountPageData> {
  const token = await customerAccessToken();
  if (token === undefined) redirect(localizedPath(language, 'login'));
  const store = await requestStore();
  let profile: AccountProfile | null;
  try {
    profile = await loadProfile({ store, language, accessToken: token });
  } catch (error) {
    if (!(error instanceof StorefrontApiError)) throw error;
    const errorId = randomUUID();
    console.error(`[account] ${errorId} ${error.message}`, error.cause);
    return { status: 'unavailable', errorId };
  }
  if (profile === null) redirect(localizedPath(language, 'login'));
  return { status: 'ok', store, profile, singleSignOn: usesSingleSignOn(store) };
}
