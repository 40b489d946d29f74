import 'server-only';
import { type LanguageCode, localizedPath, type Store } from '@shop/shop-config';
import { redirect } from 'next/navigation';
import { StorefrontApiError } from '../cart/storefront-api';
import { serverLog } from '../server-log';
import { requestStore } from '../store/request-store';
import { type AccountProfile, loadProfile } from './customer-profile';
import { customerAccessToken } from './customer-session';
import { usesSingleSignOn } from './single-sign-on';

export interface AccountPageData {
  store: Store;
  profile: AccountProfile;
  singleSignOn: boolean;
}

/**
 * The commerce service failed while an account page loaded its data (spec 8: "Account page
 * data load failure: response status 500"). Thrown from the page, it ends in the shop's
 * error page (app/[lang]/error.tsx) with status 500, never a 200 with a notice.
 */
export class AccountDataUnavailable extends Error {
  override name = 'AccountDataUnavailable';
}

/** Logs the service's failure and throws; other errors pass unchanged. */
export function accountDataFailure(error: unknown): never {
  if (!(error instanceof StorefrontApiError)) throw error;
  serverLog.error(
    `[account] the account page's data could not be loaded: ${error.message}`,
    error.cause,
  );
  throw new AccountDataUnavailable(error.message, { cause: error });
}

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
    accountDataFailure(error);
  }
  if (profile === null) redirect(localizedPath(language, 'login'));
  return { store, profile, singleSignOn: usesSingleSignOn(store) };
}
