import { isLanguageCode, localizedPath } from '@shop/shop-config';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CartPage } from '../../../../components/cart/cart-page';
import { fetchShopperCart } from '../../../../lib/cart/cart-lines';
import { storedCartId } from '../../../../lib/cart/cart-session';
import { emptyCart, type ShopperCart } from '../../../../lib/cart/shopper-cart';
import { StorefrontApiError } from '../../../../lib/cart/storefront-api';
import { loadCartContent } from '../../../../lib/content/cart-content';
import { alternateLanguages } from '../../../../lib/i18n/alternates';
import { requestStore } from '../../../../lib/store/request-store';

interface CartRouteProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: CartRouteProps): Promise<Metadata> {
  const { lang } = await params;
  if (!isLanguageCode(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'cart' });
  return {
    title: t('title'),
    robots: { index: false, follow: true },
    alternates: {
      canonical: localizedPath(lang, 'cart'),
      languages: alternateLanguages((language) => localizedPath(language, 'cart')),
    },
  };
}

/**
 * The cart page (spec 2.1, 2.6): the internal page /{lang}/frontend/cart behind the
 * language's cart route, e.g. /de/warenkorb/. Rendered on the server with the cart's lines,
 * so it works without JavaScript; in catalogue mode a notice replaces the cart.
 */
export default async function CartRoute({ params, searchParams }: CartRouteProps) {
  const { lang } = await params;
  if (!isLanguageCode(lang)) notFound();
  const store = await requestStore();
  const { catalogueMode } = await loadCartContent(lang, store);
  const refused = (await searchParams).cartNotice === 'refused';
  let cart: ShopperCart | null = emptyCart(store.prices.currency);
  const cartId = catalogueMode ? undefined : await storedCartId();
  if (cartId !== undefined) {
    try {
      // A stored id without a cart reads as empty; the browser's cart state forgets the id.
      cart = (await fetchShopperCart({ store, language: lang, cartId })) ?? cart;
    } catch (error) {
      if (!(error instanceof StorefrontApiError)) throw error;
      console.error(`[storefront-api] ${error.message}`, error.cause);
      cart = null;
    }
  }
  return <CartPage initialCart={cart} catalogueMode={catalogueMode} refusedChange={refused} />;
}
