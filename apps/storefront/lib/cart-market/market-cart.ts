import 'server-only';
import {
  type ProductDetail,
  productLookupAnswerSchema,
  productLookupRequestSchema,
  searchPaths,
} from '@shop/search-contract';
import { type LanguageCode, productPath, type Store } from '@shop/shop-config';
import { z } from 'zod';
import type { CartLineInput } from '../cart/add-cart-line';
import { storefrontApiFetch } from '../cart/storefront-api';
import { CommerceSearchError } from '../commerce-search/commerce-search-error';
import { commerceSearchFetch } from '../commerce-search/commerce-search-fetch';
import { loadShopPage } from '../commerce-search/shop-page';
import { MARKET_CHANGE_CART, MARKET_CHANGE_CART_CREATE } from './cart-market-documents';
import type { CurrentCartLine } from './recheck-cart-lines';

/** The market of a Storefront API call: the store's country and the language. */
export interface Market {
  store: Store;
  language: LanguageCode;
}

const inContext = (market: Market) => ({
  country: market.store.code,
  language: market.language.toUpperCase(),
});

const cartDataSchema = z.object({
  cart: z
    .object({
      id: z.string(),
      lines: z.object({
        nodes: z.array(
          z.object({
            quantity: z.number().int(),
            attributes: z.array(z.object({ key: z.string(), value: z.string() })),
            merchandise: z.object({
              id: z.string(),
              product: z.object({ id: z.string(), title: z.string() }),
            }),
          }),
        ),
      }),
    })
    .nullable(),
});

const createDataSchema = z.object({
  cartCreate: z.object({
    cart: z.object({ id: z.string(), totalQuantity: z.number().int() }).nullable(),
    userErrors: z.array(z.object({ message: z.string() })),
  }),
});

/** The database id at the end of a gid such as gid://shopify/ProductVariant/12. */
function idOf(gid: string): number | undefined {
  const match = /\/(\d{1,10})$/.exec(gid);
  const id = match?.[1] === undefined ? Number.NaN : Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * The cart's lines (first 50, spec 9), titles in the new language; null when the cart no
 * longer exists. Failures throw StorefrontApiError.
 */
export async function readCartLines(
  cartId: string,
  market: Market,
): Promise<CurrentCartLine[] | null> {
  const data = await storefrontApiFetch({
    store: market.store,
    query: MARKET_CHANGE_CART,
    variables: { id: cartId, ...inContext(market) },
    dataSchema: cartDataSchema,
  });
  if (data.cart === null) return null;
  return data.cart.lines.nodes.map((node) => ({
    variantId: idOf(node.merchandise.id),
    productId: idOf(node.merchandise.product.id),
    title: node.merchandise.product.title,
    quantity: node.quantity,
    attributes: node.attributes,
  }));
}

/**
 * The details of the products the new store sells, in its language and currency: the
 * product lookup by id (spec 7) says which it sells, the product page gives each one's
 * variants with price and stock. Undefined when the search service failed.
 */
export async function productsSoldIn(
  productIds: readonly number[],
  market: Market,
): Promise<Map<number, ProductDetail> | undefined> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  try {
    const lookup = await commerceSearchFetch({
      path: searchPaths.products,
      store: market.store,
      body: productLookupRequestSchema.parse({
        ids,
        constraints: { query: { language: market.language, group: market.store.key } },
      }),
      answerSchema: productLookupAnswerSchema,
      cache: 'no-store',
    });
    const sold = lookup.data.items.map((tile) => tile.id);
    const pages = await Promise.all(
      sold.map((id) =>
        loadShopPage({
          language: market.language,
          store: market.store,
          url: productPath(market.language, String(id)),
          count: 1,
          withAggregations: false,
        }),
      ),
    );
    const details = new Map<number, ProductDetail>();
    for (const page of pages) {
      if (page.status === 'unavailable') return undefined;
      if (page.status === 'ok' && page.data.type === 'product') {
        details.set(page.data.product.id, page.data.product);
      }
    }
    return details;
  } catch (error) {
    if (!(error instanceof CommerceSearchError)) throw error;
    console.error(`[cart-market] product lookup failed (errorId ${error.errorId})`, error.cause);
    return undefined;
  }
}

export type CreatedCart =
  | { status: 'created'; cartId: string; totalQuantity: number }
  | { status: 'refused'; message: string };

/** cartCreate in the new market: buyer identity and @inContext name its country. */
export async function createCartIn(
  market: Market,
  lines: readonly CartLineInput[],
): Promise<CreatedCart> {
  const data = await storefrontApiFetch({
    store: market.store,
    query: MARKET_CHANGE_CART_CREATE,
    variables: {
      input: {
        lines: lines.map((line) => ({
          merchandiseId: `gid://shopify/ProductVariant/${line.variantId}`,
          quantity: line.quantity,
          attributes: line.attributes,
        })),
        buyerIdentity: { countryCode: market.store.code },
      },
      ...inContext(market),
    },
    dataSchema: createDataSchema,
  });
  const [firstError] = data.cartCreate.userErrors;
  if (firstError || data.cartCreate.cart === null) {
    return { status: 'refused', message: firstError?.message ?? '' };
  }
  return {
    status: 'created',
    cartId: data.cartCreate.cart.id,
    totalQuantity: data.cartCreate.cart.totalQuantity,
  };
}
