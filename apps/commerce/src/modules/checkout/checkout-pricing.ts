/**
 * What a checkout costs, in integer minor units of the cart store's currency: lines at the
 * catalog's prices (monthly rent for rented lines), savings against strikethrough prices,
 * shipping by the free-shipping rule of the cart-snippets content (spec 9) and the VAT the
 * gross total includes. Never from anything the client sent.
 */
import type { CheckoutLine } from '@shop/search-contract';
import {
  type CountryCode,
  type CurrencyCode,
  deliveryCountry,
  type FreeShippingRule,
  includedVat,
  type LanguageCode,
  lineSavingMinor,
  quoteShipping,
  type ShippingQuote,
  type Store,
  vatPercent,
} from '@shop/shop-config';
import type { Database } from '../../db/client';
import type { CartSnapshot } from '../carts/cart-types';
import { getSnippets } from '../content/service';
import { toGid } from '../storefront-api/global-ids';

export interface PricedCheckout {
  lines: CheckoutLine[];
  currency: CurrencyCode;
  subtotalMinor: number;
  savingsMinor: number;
  shipping: ShippingQuote;
  totalMinor: number;
  vatMinor: number;
  vatRatePercent: number;
}

/** The shipping-rate element of cart-snippets in the language; null when none is set. */
export async function loadFreeShippingRule(
  db: Database,
  language: LanguageCode,
): Promise<FreeShippingRule | null> {
  const [snippet] = await getSnippets({ db, language }, ['cart-snippets']);
  if (snippet?.snippetId !== 'cart-snippets') return null;
  const element = snippet.config.main.elements[0];
  return element ? element.properties.content : null;
}

/**
 * The delivery country a checkout ships to: the address's, else the country the cart was
 * created for, else the store's own; always one the cart's store serves.
 */
export function checkoutCountry(
  store: Store,
  addressCountry: string | null,
  cartCountry: string | null,
): CountryCode {
  for (const candidate of [addressCountry, cartCountry]) {
    const country = candidate ? deliveryCountry(candidate) : undefined;
    if (country && country.storeKey === store.key) return country.code;
  }
  return store.key;
}

export function priceCheckout(
  cart: CartSnapshot,
  rule: FreeShippingRule | null,
  country: CountryCode,
  publicUrl: string,
): PricedCheckout {
  const currency = cart.store.prices.currency;
  const money = (amountMinor: number) => ({ amountMinor, currency });
  const wantedPerVariant = new Map<number, number>();
  for (const line of cart.lines) {
    const { variantId } = line.merchandise;
    wantedPerVariant.set(variantId, (wantedPerVariant.get(variantId) ?? 0) + line.quantity);
  }
  let savingsMinor = 0;
  const lines = cart.lines.map((line): CheckoutLine => {
    const item = line.merchandise;
    const compareAt =
      !line.rental && item.compareAtMinor !== null && item.compareAtMinor > item.priceMinor
        ? item.compareAtMinor
        : null;
    savingsMinor += lineSavingMinor(line.unitPriceMinor, compareAt, line.quantity);
    return {
      id: toGid('CartLine', line.id),
      variantId: item.variantId,
      articleNumber: item.sku,
      title: item.productTitle,
      variantTitle: item.title === 'Default Title' ? null : item.title,
      imageUrl: item.image ? new URL(item.image.path, `${publicUrl}/`).toString() : null,
      quantity: line.quantity,
      unitPrice: money(line.unitPriceMinor),
      compareAtPrice: compareAt === null ? null : money(compareAt),
      lineTotal: money(line.unitPriceMinor * line.quantity),
      rental: line.rental
        ? { months: line.rental.months, monthlyPrice: money(line.rental.monthlyMinor) }
        : null,
      available:
        item.availableForSale &&
        (wantedPerVariant.get(item.variantId) ?? 0) <= Math.max(item.stockQuantity, 0),
    };
  });
  const subtotalMinor = cart.subtotalMinor;
  const shipping = quoteShipping({
    rule,
    country,
    currency,
    subtotalMinor,
    articleNumbers: cart.lines.map((line) => line.merchandise.productArticleNumber),
  });
  const totalMinor = subtotalMinor + shipping.shippingMinor;
  return {
    lines,
    currency,
    subtotalMinor,
    savingsMinor,
    shipping,
    totalMinor,
    vatMinor: includedVat(totalMinor, cart.store.key),
    vatRatePercent: vatPercent(cart.store.key),
  };
}
