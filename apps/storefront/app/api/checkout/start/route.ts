import {
  COUNTRY_COOKIE,
  countryHeaderFromCookie,
  detectCountry,
  getStore,
  isLanguageCode,
  localizedPath,
} from '@shop/shop-config';
import { type NextRequest, NextResponse } from 'next/server';
import { customerAccessToken } from '../../../../lib/account/customer-session';
import { CART_ID_COOKIE, isCartId } from '../../../../lib/cart/cart-cookies';
import { StorefrontApiError } from '../../../../lib/cart/storefront-api';
import { startCheckout } from '../../../../lib/checkout/start-checkout';
import { addressedHost, isCrossSiteRequest } from '../../../../lib/security/cross-site';

/**
 * POST /api/checkout/start, the cart page's checkout button (a plain form with a `language`
 * field, so it works without JavaScript): reads the shopper's cart and, when logged in, the
 * customer, and answers 303 to the prefilled checkout link (spec 7). Without a cart (none,
 * expired, already ordered, empty) it goes back to the localized cart route. Posts from
 * other sites are refused, so no page elsewhere can start a shopper's checkout.
 */
export async function POST(request: NextRequest): Promise<NextResponse> {
  // The proxy refuses cross-site posts already; checked here too, as this starts a payment.
  if (isCrossSiteRequest(request.headers, addressedHost(request.headers))) {
    return NextResponse.json({ error: 'cross-site request refused' }, { status: 403 });
  }
  const form = await request.formData().catch(() => new FormData());
  const language = form.get('language');
  if (!isLanguageCode(language)) {
    return NextResponse.json({ error: 'a shop language is required' }, { status: 400 });
  }
  const cartPage = new URL(localizedPath(language, 'cart'), request.url);
  const cartId = request.cookies.get(CART_ID_COOKIE)?.value;
  if (!isCartId(cartId)) return NextResponse.redirect(cartPage, 303);
  const store = getStore(
    detectCountry({
      countryHeader: countryHeaderFromCookie(request.cookies.get(COUNTRY_COOKIE)?.value),
      pathname: `/${language}/`,
      language,
    }),
  );
  try {
    const link = await startCheckout({
      store,
      language,
      cartId,
      customerAccessToken: await customerAccessToken(),
    });
    return NextResponse.redirect(link === undefined ? cartPage : new URL(link), 303);
  } catch (error) {
    if (!(error instanceof StorefrontApiError)) throw error;
    console.error(`[checkout] the checkout could not start: ${error.message}`, error.cause);
    return NextResponse.redirect(cartPage, 303);
  }
}
