/**
 * POST /api/checkouts/:token/orders: places the order in one transaction (issue 7).
 * The cart row is locked first, so presses of the order button for one cart queue up; a
 * cart already ordered answers with its order (the same idempotency key or another one:
 * a shopper who pressed twice must see the order, not an error). Then the order is
 * written, the cart closed and the confirmation mail queued in the outbox; stock is taken
 * per variant last (a shortage refuses the order naming every short line), because its
 * row lock makes every other order of the variant wait until this one commits; then the
 * payment provider charges, and the search documents follow the stock taken. Any refusal
 * after the first write throws and rolls everything back, so a refused order leaves no
 * trace: no order, no stock taken, no charge, no mail.
 */
import type { CheckoutRefusal, PlacedOrder, PlaceOrderRequest } from '@shop/search-contract';
import { eq } from 'drizzle-orm';
import { carts } from '../carts/schema';
import { authenticateCustomer } from '../customers/access-tokens';
import {
  insertOrder,
  NotEnoughStockError,
  searchAfterStockTaken,
  takeStock,
} from '../orders/create-order';
import { withDetails } from '../orders/list-orders';
import { orders } from '../orders/schema';
import { toGid } from '../storefront-api/global-ids';
import { checkAddress, type FieldError, fieldsRefusal } from './checkout-fields';
import { checkoutMessage } from './checkout-messages';
import {
  type CheckoutContext,
  type LoadedCheckout,
  loadCheckout,
  placedOrderOf,
  priceLoadedCheckout,
} from './checkout-state';
import { buildOrderConfirmationMail } from './order-mails';
import { PAYMENT_PROVIDERS } from './payment-providers';

export type PlaceOrderResult =
  | { kind: 'placed'; order: PlacedOrder }
  | { kind: 'unknown' }
  | { kind: 'refused'; status: 402 | 409 | 422; refusal: CheckoutRefusal };

/** Thrown inside the transaction so that everything written so far is rolled back. */
class OrderRefused extends Error {
  constructor(readonly result: Extract<PlaceOrderResult, { kind: 'refused' }>) {
    super(result.refusal.message);
  }
}

export async function placeOrder(
  context: CheckoutContext,
  token: string,
  request: Omit<PlaceOrderRequest, 'language'>,
): Promise<PlaceOrderResult> {
  try {
    const result = await context.db.transaction(async (tx) => {
      const txContext = { ...context, db: tx };
      const loaded = await loadCheckout(txContext, token, { lock: true });
      if (!loaded) return { kind: 'unknown' } as const;
      const placed = await placedOrderOf(tx, token);
      if (placed) {
        const shownStockChanged: number[] = [];
        return { kind: 'placed', order: placedAnswer(placed, loaded), shownStockChanged } as const;
      }
      // A key is one press of one cart's order button; reused for another cart it names
      // an order this cart did not place.
      const [reused] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.idempotencyKey, request.idempotencyKey));
      if (reused) {
        throw new OrderRefused({
          kind: 'refused',
          status: 409,
          refusal: { kind: 'closed', message: checkoutMessage('closed', context.language) },
        });
      }
      return { kind: 'placed', ...(await writeOrder(txContext, loaded, request)) } as const;
    });
    if (result.kind !== 'placed') return result;
    context.mailer.runInBackground(() => context.mailer.deliverDue());
    if (result.shownStockChanged.length > 0) {
      // After the commit, as every catalog change tells the storefront (catalog-changes.ts);
      // with the mail work, so the answer does not wait and closing the service does.
      const tags = result.shownStockChanged.map((id) => `product:${id}` as const);
      context.mailer.runInBackground(() => context.notifyStorefront(['catalog', ...tags]));
    }
    return { kind: 'placed', order: result.order };
  } catch (error) {
    if (error instanceof OrderRefused) return error.result;
    throw error;
  }
}

function placedAnswer(
  placed: { orderNumber: number; name: string; totalMinor: number; email: string },
  loaded: LoadedCheckout,
): PlacedOrder {
  return {
    orderNumber: placed.orderNumber,
    name: placed.name,
    total: { amountMinor: placed.totalMinor, currency: loaded.cart.store.prices.currency },
    email: placed.email,
  };
}

/**
 * Writes and charges the order. Also answers the products whose listings changed for
 * shoppers by the stock it took (sold out, few left), for the storefront's revalidation.
 */
async function writeOrder(
  context: CheckoutContext,
  loaded: LoadedCheckout,
  request: Omit<PlaceOrderRequest, 'language'>,
): Promise<{ order: PlacedOrder; shownStockChanged: number[] }> {
  const { language } = context;
  const { cart, details, row } = loaded;
  const customerId = await customerOf(context, loaded, request.customerAccessToken);
  const email = details?.email ?? cart.email;
  const method = details?.paymentMethod ?? null;
  const provider = method ? PAYMENT_PROVIDERS[method] : null;
  const errors: FieldError[] = [];
  const required = checkoutMessage('required', language);
  if (!email) errors.push({ field: 'email', message: required });
  // The stored address is checked again: the store's rules may have changed meanwhile.
  const checked = details?.shippingAddress
    ? checkAddress(details.shippingAddress, cart.store, language)
    : { errors: [{ field: 'shippingAddress', message: required }] };
  if ('errors' in checked) errors.push(...checked.errors);
  if (!provider) {
    errors.push({
      field: 'paymentMethod',
      message: checkoutMessage('paymentMethodMissing', language),
    });
  } else if (provider.needsCard && !request.card) {
    errors.push({ field: 'card', message: checkoutMessage('cardMissing', language) });
  }
  if (cart.lines.length === 0)
    errors.push({ field: 'lines', message: checkoutMessage('cartEmpty', language) });
  if (errors.length > 0 || !email || !provider || 'errors' in checked) {
    throw new OrderRefused({
      kind: 'refused',
      status: 422,
      refusal: fieldsRefusal(errors, language),
    });
  }
  const priced = await priceLoadedCheckout(context, loaded);
  const address = checked.address;
  const created = await insertOrder(
    context.db,
    {
      customerId,
      email,
      phone: address.phone || cart.phone,
      store: cart.store,
      language,
      lines: cart.lines.map((line) => ({
        variantId: line.merchandise.variantId,
        quantity: line.quantity,
        customAttributes: line.attributes,
        rental: line.rental,
      })),
      shippingMinor: priced.shipping.shippingMinor,
      shippingAddress: {
        firstName: address.firstName,
        lastName: address.lastName,
        company: address.company || null,
        address1: address.address1,
        address2: address.address2 || null,
        city: address.city,
        zip: address.zip,
        province: address.province || null,
        country: null,
        countryCode: address.countryCode.toUpperCase(),
        phone: address.phone || null,
      },
      customAttributes: cart.attributes,
      cartToken: row.token,
      idempotencyKey: request.idempotencyKey,
      paymentMethod: provider.method,
      financialStatus: 'PENDING',
      fulfillmentStatus: 'UNFULFILLED',
      processedAt: context.now,
    },
    { takeStock: false },
  );
  await context.db
    .update(carts)
    .set({ completedAt: context.now })
    .where(eq(carts.token, row.token));
  const [stored] = await withDetails(
    context.db,
    await context.db.select().from(orders).where(eq(orders.id, created.id)),
  );
  if (!stored) throw new Error('placed order disappeared');
  await context.mailer.queue(
    context.db,
    buildOrderConfirmationMail(stored, { brandName: context.brandName }),
  );
  // Stock last: from here to the commit every order of these variants waits for this one.
  try {
    await takeStock(context.db, created.stockLines);
  } catch (error) {
    if (error instanceof NotEnoughStockError) {
      throw new OrderRefused(stockRefusal(loaded, error, language));
    }
    throw error;
  }
  const charge = await provider.charge({
    amountMinor: created.totalMinor,
    currency: cart.store.prices.currency,
    card: request.card ?? null,
    now: context.now,
  });
  if (!charge.approved) {
    throw new OrderRefused({
      kind: 'refused',
      status: 402,
      refusal: { kind: 'payment', message: checkoutMessage('paymentDeclined', language) },
    });
  }
  await context.db
    .update(orders)
    .set({ financialStatus: charge.financialStatus })
    .where(eq(orders.id, created.id));
  // Search follows the stock in this transaction, but after the payment: its rows (the
  // product's offers, and the shared facet cells and versions when an offer changes)
  // stay locked until the commit, and a slow payment must not hold them (decision 200).
  const shownStockChanged = await searchAfterStockTaken(context.db, created.stockLines);
  return {
    order: {
      orderNumber: created.orderNumber,
      name: `#${created.orderNumber}`,
      total: { amountMinor: created.totalMinor, currency: cart.store.prices.currency },
      email,
    },
    shownStockChanged,
  };
}

/** The request's customer token wins over the checkout's link; a bad token is refused. */
async function customerOf(
  context: CheckoutContext,
  loaded: LoadedCheckout,
  accessToken: string | undefined,
): Promise<number | null> {
  if (accessToken === undefined) return loaded.details?.customerId ?? loaded.cart.customerId;
  const customer = await authenticateCustomer(context, accessToken);
  if (customer) return customer.id;
  throw new OrderRefused({
    kind: 'refused',
    status: 422,
    refusal: fieldsRefusal(
      [
        {
          field: 'customerAccessToken',
          message: checkoutMessage('customerTokenInvalid', context.language),
        },
      ],
      context.language,
    ),
  });
}

function stockRefusal(
  loaded: LoadedCheckout,
  error: NotEnoughStockError,
  language: CheckoutContext['language'],
): Extract<PlaceOrderResult, { kind: 'refused' }> {
  const available = new Map(
    error.shortages.map((shortage) => [shortage.variantId, shortage.available]),
  );
  return {
    kind: 'refused',
    status: 409,
    refusal: {
      kind: 'stock',
      message: checkoutMessage('stockShort', language),
      lines: loaded.cart.lines.flatMap((line) => {
        const left = available.get(line.merchandise.variantId);
        return left === undefined
          ? []
          : [
              {
                id: toGid('CartLine', line.id),
                title: line.merchandise.productTitle,
                available: left,
              },
            ];
      }),
    },
  };
}
