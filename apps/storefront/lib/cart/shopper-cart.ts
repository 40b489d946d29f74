/**
 * The cart as the storefront shows it (spec 3 "Cart"): the Storefront API's cart reshaped
 * into the shop's own types, money in integer minor units. Components never see the API's
 * edges and nodes. Pure, so the browser's cart state and the server share it.
 */
import type { Money } from '@shop/search-contract';
import type { CurrencyCode } from '@shop/shop-config';
import { z } from 'zod';
import type { TrackingItem } from '../tracking/data-layer';
import type { CartAttribute } from './cart-line-attributes';

export interface CartLineView {
  /** The cart line's gid, the key of quantity changes and removal. */
  id: string;
  variantId: string;
  quantity: number;
  title: string;
  /** Size, colour or version of the variant; null for a product without variants. */
  variantTitle: string | null;
  imageUrl: string | null;
  imageAlt: string;
  /** The product page (attribute _url), when the line carries it. */
  url: string | null;
  /** The catalog product id (attribute _id), for moving the line to favorites. */
  productId: number | null;
  unitPrice: Money;
  /** Attribute _strikethrough_price in minor units; null when the line is not reduced. */
  strikethroughMinor: number | null;
  /** Rentals: attributes _rental_period_months and _rental_monthly_price. */
  rental: { months: number; monthlyPrice: Money } | null;
  /** The variant's article number (sku). */
  articleNumber: string | null;
  /** The product's article number (attribute _article_number), for the free-shipping list. */
  productArticleNumber: string | null;
  /** The tracking item of spec 3 (attribute _trackingProduct), for ecommerce events. */
  trackingItem: TrackingItem | null;
  /** Sent again with quantity changes, so the line keeps them. */
  attributes: CartAttribute[];
}

export interface ShopperCart {
  /** Null until the shopper's first add creates a cart. */
  id: string | null;
  checkoutUrl: string | null;
  currency: CurrencyCode;
  lines: CartLineView[];
}

export function emptyCart(currency: CurrencyCode): ShopperCart {
  return { id: null, checkoutUrl: null, currency, lines: [] };
}

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** A decimal amount ('559.00', '39.9') as minor units, digit by digit; null when not one. */
export function minorFromDecimal(value: string | undefined): number | null {
  const match = value === undefined ? null : DECIMAL.exec(value.trim());
  if (match === null) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const currencySchema = z.enum(['EUR', 'PLN', 'CHF']);
const moneyV2Schema = z.object({ amount: z.string(), currencyCode: currencySchema });
const imageSchema = z.object({ url: z.string(), altText: z.string().nullable() }).nullable();

const cartLineSchema = z.object({
  id: z.string(),
  quantity: z.number().int(),
  attributes: z.array(z.object({ key: z.string(), value: z.string().nullable() })),
  cost: z.object({ amountPerQuantity: moneyV2Schema }),
  merchandise: z.object({
    id: z.string(),
    title: z.string(),
    sku: z.string().nullable(),
    image: imageSchema,
    product: z.object({ title: z.string(), featuredImage: imageSchema }),
  }),
});

export const cartAnswerSchema = z.object({
  id: z.string(),
  checkoutUrl: z.string(),
  cost: z.object({ totalAmount: moneyV2Schema }),
  lines: z.object({ nodes: z.array(cartLineSchema) }),
});
export type CartAnswer = z.infer<typeof cartAnswerSchema>;

const trackingItemSchema = z
  .object({
    item_id: z.string(),
    item_name: z.string(),
    currency: z.string(),
    price: z.number(),
    quantity: z.number(),
  })
  .catchall(z.union([z.string(), z.number()]));

function parseTrackingItem(value: string | undefined): TrackingItem | null {
  if (value === undefined) return null;
  try {
    const parsed = trackingItemSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function positiveInt(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

// Shopify names a variant-less product's only variant "Default Title".
const NO_VARIANT_TITLE = 'Default Title';

function reshapeLine(line: z.infer<typeof cartLineSchema>): CartLineView {
  const attributes: CartAttribute[] = line.attributes.flatMap((attribute) =>
    attribute.value === null || attribute.value === ''
      ? []
      : [{ key: attribute.key, value: attribute.value }],
  );
  const attribute = (key: string) => attributes.find((entry) => entry.key === key)?.value;
  const currency = line.cost.amountPerQuantity.currencyCode;
  const unitMinor = minorFromDecimal(line.cost.amountPerQuantity.amount) ?? 0;
  const months = positiveInt(attribute('_rental_period_months'));
  const monthlyMinor = minorFromDecimal(attribute('_rental_monthly_price'));
  const strikethroughMinor = minorFromDecimal(attribute('_strikethrough_price'));
  const image = line.merchandise.image ?? line.merchandise.product.featuredImage;
  const url = attribute('_url');
  return {
    id: line.id,
    variantId: line.merchandise.id,
    quantity: line.quantity,
    title: attribute('_title') ?? line.merchandise.product.title,
    variantTitle:
      line.merchandise.title === NO_VARIANT_TITLE || line.merchandise.title === ''
        ? null
        : line.merchandise.title,
    imageUrl: image?.url ?? null,
    imageAlt: image?.altText ?? '',
    // Only paths of this shop: an attribute is shopper-supplied data.
    url: url?.startsWith('/') && !url.startsWith('//') ? url : null,
    productId: positiveInt(attribute('_id')),
    unitPrice: { amountMinor: unitMinor, currency },
    strikethroughMinor:
      strikethroughMinor !== null && strikethroughMinor > unitMinor ? strikethroughMinor : null,
    rental:
      attribute('_product_type') === 'rent' && months !== null && monthlyMinor !== null
        ? { months, monthlyPrice: { amountMinor: monthlyMinor, currency } }
        : null,
    articleNumber: line.merchandise.sku,
    productArticleNumber: attribute('_article_number') ?? null,
    trackingItem: parseTrackingItem(attribute('_trackingProduct')),
    attributes,
  };
}

/** The API's cart in the shop's shape; lines of another currency than the cart's are kept. */
export function reshapeCart(cart: CartAnswer): ShopperCart {
  return {
    id: cart.id,
    checkoutUrl: cart.checkoutUrl,
    currency: cart.cost.totalAmount.currencyCode,
    lines: cart.lines.nodes.map(reshapeLine),
  };
}
