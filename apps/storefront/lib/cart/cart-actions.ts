'use server';

import { isLanguageCode, type LanguageCode, localizedPath } from '@shop/shop-config';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { loadCartContent } from '../content/cart-content';
import { requestLanguage } from '../i18n/request-language';
import { requestStore } from '../store/request-store';
import {
  type CartLinesResult,
  fetchShopperCart,
  removeCartLines,
  updateCartLineQuantity,
} from './cart-lines';
import { forgetCart, rememberCartQuantity, storedCartId } from './cart-session';
import { emptyCart, type ShopperCart } from './shopper-cart';
import { StorefrontApiError } from './storefront-api';

/** What a change answers: the cart now, or a localized message and the cart as it stayed. */
export type CartChangeResult =
  | { status: 'changed'; cart: ShopperCart }
  | { status: 'refused'; message: string };

/** The most pieces of one line a shopper can ask for; the cart's own limits apply on top. */
const MAX_LINE_QUANTITY = 999;

// Shopify's line ids may carry the cart's key as a query (…/CartLine/<id>?cart=<token>).
const lineIdSchema = z
  .string()
  .max(300)
  .regex(/^gid:\/\/shopify\/CartLine\/[\w-]+(\?[\w=&-]*)?$/);
const changeSchema = z.object({
  lineId: lineIdSchema,
  quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY),
});

async function languageOf(value: unknown): Promise<LanguageCode> {
  return isLanguageCode(value) ? value : requestLanguage();
}

function totalQuantity(cart: ShopperCart): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * The shopper's cart for the cart state (spec 4): an empty cart when there is none yet,
 * null when it could not be loaded. A stored id that no longer names a cart is forgotten,
 * so the next add creates a new one; the quantityInCart cookie follows the cart.
 */
export async function loadCart(languageField: unknown): Promise<ShopperCart | null> {
  const language = await languageOf(languageField);
  const store = await requestStore();
  const cartId = await storedCartId();
  if (cartId === undefined) return emptyCart(store.prices.currency);
  try {
    const cart = await fetchShopperCart({ store, language, cartId });
    if (cart === null) {
      await forgetCart();
      return emptyCart(store.prices.currency);
    }
    await rememberCartQuantity(totalQuantity(cart));
    return cart;
  } catch (error) {
    if (!(error instanceof StorefrontApiError)) throw error;
    console.error(`[storefront-api] ${error.message}`, error.cause);
    return null;
  }
}

async function runChange(
  language: LanguageCode,
  change: (call: {
    cartId: string;
    store: Awaited<ReturnType<typeof requestStore>>;
    cart: ShopperCart;
  }) => Promise<CartLinesResult>,
): Promise<CartChangeResult> {
  const t = await getTranslations({ locale: language, namespace: 'cart' });
  const store = await requestStore();
  if ((await loadCartContent(language, store)).catalogueMode) {
    return { status: 'refused', message: t('catalogueModeRefused') };
  }
  const cartId = await storedCartId();
  if (cartId === undefined) return { status: 'refused', message: t('cartExpired') };
  try {
    const cart = await fetchShopperCart({ store, language, cartId });
    const result =
      cart === null ? { status: 'missing' as const } : await change({ cartId, store, cart });
    if (result.status === 'missing') {
      await forgetCart();
      return { status: 'refused', message: t('cartExpired') };
    }
    if (result.status === 'refused') {
      return { status: 'refused', message: result.message || t('changeFailed') };
    }
    await rememberCartQuantity(totalQuantity(result.cart));
    return result;
  } catch (error) {
    if (!(error instanceof StorefrontApiError)) throw error;
    console.error(`[storefront-api] ${error.message}`, error.cause);
    return { status: 'refused', message: t('changeFailed') };
  }
}

/** Sets the quantity of one cart line (spec 7 cartLinesUpdate), keeping its attributes. */
export async function changeCartLineQuantity(input: {
  language: unknown;
  lineId: unknown;
  quantity: unknown;
}): Promise<CartChangeResult> {
  const language = await languageOf(input.language);
  const parsed = changeSchema.safeParse(input);
  if (!parsed.success) {
    const t = await getTranslations({ locale: language, namespace: 'cart' });
    return { status: 'refused', message: t('invalidQuantity') };
  }
  const { lineId, quantity } = parsed.data;
  return runChange(language, async ({ cartId, store, cart }) => {
    const line = cart.lines.find((entry) => entry.id === lineId);
    if (line === undefined) return { status: 'changed', cart };
    return updateCartLineQuantity({
      store,
      language,
      cartId,
      lineId,
      quantity,
      attributes: line.attributes,
    });
  });
}

/** Removes one line from the cart (spec 7 cartLinesRemove). */
export async function removeCartLine(input: {
  language: unknown;
  lineId: unknown;
}): Promise<CartChangeResult> {
  const language = await languageOf(input.language);
  const parsed = lineIdSchema.safeParse(input.lineId);
  if (!parsed.success) {
    const t = await getTranslations({ locale: language, namespace: 'cart' });
    return { status: 'refused', message: t('changeFailed') };
  }
  return runChange(language, async ({ cartId, store, cart }) =>
    cart.lines.some((line) => line.id === parsed.data)
      ? removeCartLines({ store, language, cartId, lineIds: [parsed.data] })
      : { status: 'changed', cart },
  );
}

/**
 * The cart page's forms without JavaScript: a quantity change or a removal, then back to
 * the cart page (post, redirect, get), which shows the cart as it is now.
 */
export async function submitCartLineForm(formData: FormData): Promise<void> {
  const language = await languageOf(formData.get('language'));
  const lineId = formData.get('lineId');
  const result =
    formData.get('intent') === 'remove'
      ? await removeCartLine({ language, lineId })
      : await changeCartLineQuantity({ language, lineId, quantity: formData.get('quantity') });
  const path = localizedPath(language, 'cart');
  redirect(result.status === 'refused' ? `${path}?cartNotice=refused` : path);
}
