import {
  CUSTOMER_SESSION_COOKIE,
  CUSTOMER_SESSION_EXPIRY_COOKIE,
  isLanguageCode,
} from '@shop/shop-config';
import { type NextRequest, NextResponse } from 'next/server';
import { loadProfile } from '../../../../lib/account/customer-profile';
import { sessionExpired } from '../../../../lib/account/customer-session';
import { usesSingleSignOn } from '../../../../lib/account/single-sign-on';
import { StorefrontApiError } from '../../../../lib/cart/storefront-api';
import { requestLanguage } from '../../../../lib/i18n/request-language';
import { serverLog } from '../../../../lib/server-log';
import { requestStore } from '../../../../lib/store/request-store';

const NO_STORE = { 'cache-control': 'no-store' };

/** The session has ended: both cookies go, and the page fires the logout event. */
function ended(): NextResponse {
  const response = NextResponse.json({ user: null, ended: true }, { headers: NO_STORE });
  response.cookies.delete(CUSTOMER_SESSION_COOKIE);
  response.cookies.delete(CUSTOMER_SESSION_EXPIRY_COOKIE);
  return response;
}

/**
 * GET /api/account/session: the user fetch of spec 4 ("user loads once at start"), asked by
 * a page rendered as logged in. The customer's name, or `user: null`. A session gone from
 * the browser or past its expiry has ended (`ended: true`, cookies cleared: spec 4). In a
 * single sign-on store a token the commerce service no longer knows (expired there, logged
 * out on the account site, password changed) ends it too (spec 4, 8: "invalid or expired
 * token on user fetch → logout"); the classic shop leaves that to its account pages. A
 * failing service answers 503 and the page keeps null (spec 8).
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const token = request.cookies.get(CUSTOMER_SESSION_COOKIE)?.value;
  if (token === undefined || token === '') return ended();
  if (sessionExpired(request.cookies.get(CUSTOMER_SESSION_EXPIRY_COOKIE)?.value)) return ended();
  const asked = request.nextUrl.searchParams.get('language');
  const language = isLanguageCode(asked) ? asked : await requestLanguage();
  try {
    const store = await requestStore();
    const profile = await loadProfile({ store, language, accessToken: token });
    if (profile === null)
      return usesSingleSignOn(store)
        ? ended()
        : NextResponse.json({ user: null }, { headers: NO_STORE });
    return NextResponse.json(
      { user: { firstName: profile.firstName, lastName: profile.lastName } },
      { headers: NO_STORE },
    );
  } catch (error) {
    if (!(error instanceof StorefrontApiError)) throw error;
    serverLog.error(
      `[account] the session's customer could not be read: ${error.message}`,
      error.cause,
    );
    return NextResponse.json({ user: null }, { status: 503, headers: NO_STORE });
  }
}
