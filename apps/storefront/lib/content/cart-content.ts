import 'server-only';
import {
  contentPaths,
  type SnippetOf,
  snippetsAnswerSchema,
  snippetsRequestSchema,
} from '@shop/search-contract';
import type { FreeShippingRule, LanguageCode, Store } from '@shop/shop-config';
import { cache } from 'react';
import { storefrontEnv } from '../env';
import { contentFetch, withContentFallback } from './content-fetch';

/** What the cart features read from content (spec 3 "Snippet"): settings and shipping rate. */
export interface CartContent {
  /** storefront-settings isCatalogueMode: cart, checkout and account actions are hidden. */
  catalogueMode: boolean;
  /** The cart-snippets shipping rate; null when none is set (the rule then uses 49). */
  shippingRule: FreeShippingRule | null;
}

// Unreadable settings leave the shop selling: catalogue mode is an operator's explicit choice.
const NO_CART_CONTENT: CartContent = { catalogueMode: false, shippingRule: null };

async function fetchCartContent(language: LanguageCode, store: Store): Promise<CartContent> {
  const body = snippetsRequestSchema.parse({
    snippetIds: ['cart-snippets', 'storefront-settings'],
    constraints: { query: { language, group: store.key, brand: storefrontEnv().BRAND } },
  });
  const answer = await contentFetch({
    path: contentPaths.snippets,
    store,
    language,
    body,
    answerSchema: snippetsAnswerSchema,
  });
  const find = <Id extends 'cart-snippets' | 'storefront-settings'>(id: Id) =>
    answer.data.snippets.find((snippet): snippet is SnippetOf<Id> => snippet.snippetId === id);
  const settings = find('storefront-settings');
  const rate = find('cart-snippets')?.config.main.elements[0]?.properties.content;
  return {
    // Spec 7: settings are the first element's properties.content.
    catalogueMode: settings?.config.main.elements[0].properties.content.isCatalogueMode ?? false,
    shippingRule:
      rate === undefined
        ? null
        : {
            shippingValue: rate.shippingValue,
            orderMinPrice: rate.orderMinPrice,
            freeShippingProducts: rate.freeShippingProducts,
          },
  };
}

/**
 * Catalogue mode and the free-shipping rule of a page, read once per request (cached
 * content, tagged like every snippet). A content failure is logged and the shop sells on.
 */
export const loadCartContent = cache(
  (language: LanguageCode, store: Store): Promise<CartContent> =>
    withContentFallback(fetchCartContent(language, store), NO_CART_CONTENT),
);
