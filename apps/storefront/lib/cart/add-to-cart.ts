'use server';

import { type ProductDetail, productTypeSchema } from '@shop/search-contract';
import { isLanguageCode, type LanguageCode, productPath, type Store } from '@shop/shop-config';
import { buyboxIssues } from '@shop/validation';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { loadShopPage } from '../commerce-search/shop-page';
import { loadCartContent } from '../content/cart-content';
import { requestLanguage } from '../i18n/request-language';
import { rentalOptionFor } from '../product/price-block';
import { needsSize } from '../product/variant-selection';
import { serverLog } from '../server-log';
import { requestStore } from '../store/request-store';
import { addCartLine } from './add-cart-line';
import { ADD_TO_CART_FIELDS, type AddToCartState, MAX_ADD_QUANTITY } from './add-to-cart-state';
import { CART_ID_COOKIE, CART_QUANTITY_COOKIE, cartCookieOptions, isCartId } from './cart-cookies';
import { cartLineAttributes, trackingItem } from './cart-line-attributes';
import { secureCookies } from './cart-session';
import { StorefrontApiError } from './storefront-api';

const catalogId = z.coerce.number().int().min(1).max(2_147_483_647);
const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema);

const addToCartFormSchema = z.object({
  productId: catalogId,
  variantId: optionalField(catalogId.optional()),
  productType: productTypeSchema,
  rentalMonths: optionalField(z.coerce.number().int().min(1).max(120).optional()),
  quantity: optionalField(z.coerce.number().int().min(1).max(MAX_ADD_QUANTITY).default(1)),
});

type ProductResult =
  | { status: 'ok'; product: ProductDetail }
  | { status: 'not-found' }
  | { status: 'unavailable' };

async function loadProduct(
  language: LanguageCode,
  store: Store,
  productId: number,
  variantId: number | undefined,
): Promise<ProductResult> {
  const path = productPath(language, String(productId));
  const result = await loadShopPage({
    language,
    store,
    url: variantId === undefined ? path : `${path}?variant=${variantId}`,
    count: 1,
  });
  if (result.status === 'unavailable') return { status: 'unavailable' };
  if (result.status === 'not-found') return { status: 'not-found' };
  if (result.data.type !== 'product') return { status: 'not-found' };
  return { status: 'ok', product: result.data.product };
}

/** Secure outside localhost, like the customer session cookie. */
/**
 * The buy box's add to cart (spec 2.6, 4, 5): checks the form again on the server (size
 * and rental period rules, a variant of this product sold in the store), then adds the
 * line with the spec 3 attributes through the Storefront API and keeps the cart id and the
 * cart's total quantity in cookies. Every failure is a localized message; nothing throws.
 */
export async function addToCart(
  _previous: AddToCartState,
  formData: FormData,
): Promise<AddToCartState> {
  const languageField = formData.get(ADD_TO_CART_FIELDS.language);
  const language = isLanguageCode(languageField) ? languageField : await requestLanguage();
  const t = await getTranslations({ locale: language, namespace: 'buybox' });
  const parsed = addToCartFormSchema.safeParse({
    productId: formData.get(ADD_TO_CART_FIELDS.productId),
    variantId: formData.get(ADD_TO_CART_FIELDS.variantId),
    productType: formData.get(ADD_TO_CART_FIELDS.productType),
    rentalMonths: formData.get(ADD_TO_CART_FIELDS.rentalMonths),
    quantity: formData.get(ADD_TO_CART_FIELDS.quantity),
  });
  if (!parsed.success) return { status: 'error', message: t('invalidChoice') };
  const form = parsed.data;
  const store = await requestStore();
  // Catalogue mode (storefront-settings) sells nothing: the buy box has no button then.
  if ((await loadCartContent(language, store)).catalogueMode) {
    const cartTexts = await getTranslations({ locale: language, namespace: 'cart' });
    return { status: 'error', message: cartTexts('catalogueModeRefused') };
  }
  const loaded = await loadProduct(language, store, form.productId, form.variantId);
  if (loaded.status === 'not-found') return { status: 'error', message: t('productUnavailable') };
  if (loaded.status === 'unavailable') return { status: 'error', message: t('cartFailed') };
  const { product } = loaded;
  const variant =
    form.variantId === undefined
      ? undefined
      : product.variants.find((candidate) => candidate.id === form.variantId);
  const [issue] = buyboxIssues({
    sizesComplete: !needsSize(product) || variant !== undefined,
    productType: form.productType,
    rentalMonths: form.rentalMonths ?? null,
    offeredRentalMonths: product.rentalOptions.map((option) => option.months),
  });
  if (issue === 'sizeRequired')
    return { status: 'error', message: t('sizeRequired'), field: 'size' };
  if (issue === 'rentalPeriodRequired') {
    return { status: 'error', message: t('rentalPeriodRequired'), field: 'rentalPeriod' };
  }
  if (!variant || !product.productTypes.includes(form.productType)) {
    return { status: 'error', message: t('invalidChoice') };
  }
  if (variant.stockStatus === 'notAvailableOnline') {
    return { status: 'error', message: t('notAvailableOnline') };
  }
  if (variant.stockStatus === 'outOfStock') return { status: 'error', message: t('soldOut') };

  const rental =
    form.productType === 'rent'
      ? rentalOptionFor(product.rentalOptions, form.rentalMonths ?? null)
      : undefined;
  const cookieStore = await cookies();
  const storedCartId = cookieStore.get(CART_ID_COOKIE)?.value;
  const choice = { product, variant, quantity: form.quantity, rental, store };
  try {
    const result = await addCartLine({
      store,
      language,
      cartId: isCartId(storedCartId) ? storedCartId : undefined,
      line: {
        variantId: variant.id,
        quantity: form.quantity,
        attributes: cartLineAttributes(choice),
      },
    });
    if (result.status === 'refused') {
      return { status: 'error', message: result.message || t('cartFailed') };
    }
    const secure = await secureCookies();
    cookieStore.set(CART_ID_COOKIE, result.cartId, cartCookieOptions(secure, true));
    cookieStore.set(
      CART_QUANTITY_COOKIE,
      String(result.totalQuantity),
      cartCookieOptions(secure, false),
    );
    return {
      status: 'added',
      totalQuantity: result.totalQuantity,
      trackingItem: trackingItem(choice),
    };
  } catch (error) {
    if (!(error instanceof StorefrontApiError)) throw error;
    serverLog.error(`[storefront-api] ${error.message}`, error.cause);
    return { status: 'error', message: t('cartFailed') };
  }
}
