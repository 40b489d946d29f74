/**
 * The checkout API of the commerce service (issue 7), called by the storefront's server
 * with the private server token; the shopper never calls it directly. A checkout belongs
 * to a cart: its token is the cart token from `cart.checkoutUrl`
 * (`<storefront>/checkouts/<token>`), and knowing it is what authorises the shopper, as
 * with Shopify's hosted checkout. The commerce service validates requests with these
 * schemas and the storefront parses the answers with them.
 *
 *   GET  /api/checkouts/:token?language=de        -> CheckoutSummary (404 unknown or expired
 *        cart; once the order is placed the cart is closed and GET answers with placedOrder)
 *   PUT  /api/checkouts/:token   CheckoutDetailsUpdate -> CheckoutSummary | 422 CheckoutRefusal
 *        (409 kind 'closed' once the order is placed)
 *   POST /api/checkouts/:token/orders  PlaceOrderRequest
 *        -> 201 PlacedOrder (also for a repeated idempotency key: the same order again)
 *        -> 409 CheckoutRefusal kind 'stock' (lines short of stock, nothing charged)
 *        -> 402 CheckoutRefusal kind 'payment' (card declined, nothing stored)
 *        -> 422 CheckoutRefusal kind 'fields' (missing contact, address, consent ...)
 *        -> 423 CheckoutRefusal kind 'catalogue-mode' (all three calls)
 *   Without the private server token every call answers 401; malformed input 400.
 */
import { addressSchema, emailSchema } from '@shop/validation';
import { z } from 'zod';
import { moneySchema } from './money';
import { languageSchema, storeKeySchema } from './search';

export const checkoutPaths = {
  checkout: (token: string) => `/api/checkouts/${encodeURIComponent(token)}`,
  orders: (token: string) => `/api/checkouts/${encodeURIComponent(token)}/orders`,
} as const;

/** A cart token as the Storefront API issues it (gid://shopify/Cart/<token>). */
export const checkoutTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const CHECKOUT_STEPS = ['contact', 'address', 'delivery', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const PAYMENT_METHODS = ['invoice', 'test-card'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** The shipping address: spec 5 rules of the cart's store, plus the delivery country. */
export const checkoutAddressSchema = (storeKey: string) =>
  addressSchema(storeKey).extend({
    /** Lowercase delivery country code; must be served by the cart's store. */
    countryCode: z.string().regex(/^[a-z]{2}$/),
    province: z.string().trim().max(100).optional(),
  });
export type CheckoutAddress = z.infer<ReturnType<typeof checkoutAddressSchema>>;

export const checkoutLineSchema = z.object({
  /** The cart line's id (gid://shopify/CartLine/<uuid>). */
  id: z.string(),
  variantId: z.number().int().positive(),
  articleNumber: z.string(),
  title: z.string(),
  variantTitle: z.string().nullable(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int().positive(),
  unitPrice: moneySchema,
  /** The strikethrough (compare-at) price when higher than the price. */
  compareAtPrice: moneySchema.nullable(),
  lineTotal: moneySchema,
  /** Rentals (spec 4 buy or rent): the period and the monthly amount; null when bought. */
  rental: z.object({ months: z.number().int().positive(), monthlyPrice: moneySchema }).nullable(),
  /** In stock for this quantity right now (shown per line before the order is placed). */
  available: z.boolean(),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

export const checkoutSummarySchema = z.object({
  token: z.string(),
  store: storeKeySchema,
  language: languageSchema,
  /** Lowercase delivery country the cart was created for. */
  countryCode: z.string(),
  lines: z.array(checkoutLineSchema),
  subtotal: moneySchema,
  /** (compare-at − price) × quantity over all lines (spec 9). */
  savings: moneySchema,
  shipping: moneySchema,
  freeShippingFrom: moneySchema,
  total: moneySchema,
  /** VAT included in the total (prices are gross) and its rate in percent. */
  vatIncluded: moneySchema,
  vatRatePercent: z.number(),
  /** Working days of the store (spec 9), e.g. '1-3'. */
  deliveryTime: z.enum(['1-3', '2-4', '2-5']),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  shippingAddress: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      company: z.string(),
      address1: z.string(),
      address2: z.string(),
      zip: z.string(),
      city: z.string(),
      phone: z.string(),
      countryCode: z.string(),
      province: z.string(),
    })
    .nullable(),
  paymentMethod: paymentMethodSchema.nullable(),
  /** Whether the cart belongs to a logged-in customer. */
  customerLinked: z.boolean(),
  /** Set once the order is placed: the cart is closed and the checkout shows the order. */
  placedOrder: z.object({ orderNumber: z.number().int(), name: z.string() }).nullable(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;

/** Saves one step's data; any subset of the fields. */
export const checkoutDetailsUpdateSchema = z.strictObject({
  language: languageSchema,
  email: emailSchema.optional(),
  /** Validated with the cart store's address rules on the server. */
  shippingAddress: z.record(z.string(), z.unknown()).optional(),
  paymentMethod: paymentMethodSchema.optional(),
  /** A customer access token: links the checkout (and its order) to the customer. */
  customerAccessToken: z.string().min(1).max(200).optional(),
});
export type CheckoutDetailsUpdate = z.infer<typeof checkoutDetailsUpdateSchema>;

export const testCardSchema = z.strictObject({
  number: z.string().regex(/^[0-9 ]{12,23}$/),
  /** MM/YY */
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/[0-9]{2}$/),
  cvc: z.string().regex(/^[0-9]{3,4}$/),
  holder: z.string().trim().min(1).max(100),
});

export const placeOrderRequestSchema = z.strictObject({
  language: languageSchema,
  /** One per order button press; a retry with the same key returns the same order. */
  idempotencyKey: z.string().uuid(),
  acceptTerms: z.literal(true),
  /** Consent that a rental or purchase starts before the withdrawal period ends. */
  acceptWithdrawalNotice: z.literal(true),
  card: testCardSchema.optional(),
  customerAccessToken: z.string().min(1).max(200).optional(),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

export const placedOrderSchema = z.object({
  orderNumber: z.number().int(),
  /** '#1001' */
  name: z.string(),
  total: moneySchema,
  email: z.string(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** Why the commerce service refused; `message` is localized in the request's language. */
export const checkoutRefusalSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('fields'),
    message: z.string(),
    fields: z.array(z.object({ field: z.string(), message: z.string() })),
  }),
  z.object({
    kind: z.literal('stock'),
    message: z.string(),
    lines: z.array(
      z.object({ id: z.string(), title: z.string(), available: z.number().int().min(0) }),
    ),
  }),
  z.object({ kind: z.literal('payment'), message: z.string() }),
  z.object({ kind: z.literal('catalogue-mode'), message: z.string() }),
  z.object({ kind: z.literal('closed'), message: z.string() }),
]);
export type CheckoutRefusal = z.infer<typeof checkoutRefusalSchema>;
