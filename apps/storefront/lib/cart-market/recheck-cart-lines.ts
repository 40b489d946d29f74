/**
 * The re-check of a cart's lines when the shopper changes language or delivery country
 * (spec 4): each line must be sold in the new store, its variant in stock there, and a
 * rental's period offered there. Valid lines keep their quantity (lowered to the stock
 * when less is left) and their attributes, with the priced and translated ones written
 * anew for the new store and language; the rest are removed and named to the shopper.
 */
import type { ProductDetail } from '@shop/search-contract';
import type { Store } from '@shop/shop-config';
import type { CartLineInput } from '../cart/add-cart-line';
import {
  CART_LINE_ATTRIBUTE_KEYS,
  type CartAttribute,
  cartLineAttributes,
} from '../cart/cart-line-attributes';
import { rentalOptionFor } from '../product/price-block';

export interface CurrentCartLine {
  variantId: number | undefined;
  productId: number | undefined;
  /** The product's title, to name a removed line. */
  title: string;
  quantity: number;
  attributes: CartAttribute[];
}

export interface RecheckedCart {
  kept: CartLineInput[];
  /** Titles of the removed lines, in cart order. */
  removed: string[];
}

function attributeValue(attributes: readonly CartAttribute[], key: string): string | undefined {
  return attributes.find((attribute) => attribute.key === key)?.value;
}

function recheckLine(
  line: CurrentCartLine,
  products: ReadonlyMap<number, ProductDetail>,
  store: Pick<Store, 'shopDomain'>,
): CartLineInput | undefined {
  const product = line.productId === undefined ? undefined : products.get(line.productId);
  const variant = product?.variants.find((candidate) => candidate.id === line.variantId);
  if (!product || !variant) return undefined;
  if (variant.stockStatus !== 'inStock' && variant.stockStatus !== 'fewInStock') return undefined;
  const quantity = Math.min(line.quantity, variant.stock);
  if (quantity < 1) return undefined;
  const renting = attributeValue(line.attributes, '_product_type') === 'rent';
  const months = Number(attributeValue(line.attributes, '_rental_period_months'));
  const rental = renting
    ? rentalOptionFor(product.rentalOptions, Number.isInteger(months) ? months : null)
    : undefined;
  if (!product.productTypes.includes(renting ? 'rent' : 'purchase')) return undefined;
  if (renting && rental === undefined) return undefined;
  const attributes = [
    ...cartLineAttributes({ product, variant, quantity, rental, store }),
    ...line.attributes.filter(
      (attribute) => !CART_LINE_ATTRIBUTE_KEYS.has(attribute.key) && attribute.value !== '',
    ),
  ];
  return { variantId: variant.id, quantity, attributes };
}

/**
 * Plans the new cart: `products` holds the details, in the new store and language, of the
 * products that store sells (the product lookup leaves the others out).
 */
export function recheckCartLines(
  lines: readonly CurrentCartLine[],
  products: ReadonlyMap<number, ProductDetail>,
  store: Pick<Store, 'shopDomain'>,
): RecheckedCart {
  const kept: CartLineInput[] = [];
  const removed: string[] = [];
  for (const line of lines) {
    const checked = recheckLine(line, products, store);
    if (checked) kept.push(checked);
    else removed.push(line.title);
  }
  return { kept, removed };
}
