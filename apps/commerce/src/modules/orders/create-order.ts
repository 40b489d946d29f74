/**
 * Creates an order from catalog variants: titles, SKUs and prices are copied from the
 * catalog in the order's store and language, so later catalog changes leave it as it was.
 * The checkout (issue 7) and the admin CLI's demo orders call this. The order takes its
 * quantities from stock in the same transaction, never below zero: an order for more than
 * is in stock is refused and nothing is stored. The search documents of what it took
 * follow in that transaction too (searchAfterStockTaken).
 */
import type { LanguageCode, Store } from '@shop/shop-config';
import { includedVat } from '@shop/shop-config';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findMerchandise } from '../carts/merchandise';
import type { CartAttribute } from '../carts/schema';
import { variants } from '../catalog/schema';
import { refreshSearchDocuments } from '../search/indexer';
import {
  type CancelReason,
  type FinancialStatus,
  type FulfillmentStatus,
  type OrderAddress,
  orderFulfillments,
  orderLineItems,
  orders,
} from './schema';

export interface NewOrder {
  customerId: number | null;
  email: string | null;
  phone?: string | null;
  store: Store;
  language: LanguageCode;
  lines: ReadonlyArray<NewOrderLine>;
  shippingMinor: number;
  /** Order-level attributes (the cart's). */
  customAttributes?: CartAttribute[];
  /** Checkout orders: the cart they came from and the order button press that placed them. */
  cartToken?: string | null;
  idempotencyKey?: string | null;
  paymentMethod?: string | null;
  shippingAddress: OrderAddress | null;
  financialStatus: FinancialStatus;
  fulfillmentStatus: FulfillmentStatus;
  cancelReason?: CancelReason | null;
  processedAt: Date;
  fulfillments?: ReadonlyArray<{
    trackingCompany: string;
    trackingNumber: string;
    trackingUrl: string | null;
  }>;
}

export interface NewOrderLine {
  variantId: number;
  quantity: number;
  customAttributes?: CartAttribute[];
  /**
   * A rented line: the catalog's monthly price for the period. The order charges the first
   * month now (docs/decisions.md), so the monthly price is the line's unit price.
   */
  rental?: { months: number; monthlyMinor: number } | null;
}

export class UnknownMerchandiseError extends Error {
  override name = 'UnknownMerchandiseError';
}

export interface StockShortage {
  variantId: number;
  sku: string;
  /** What is in stock now (never below zero). */
  available: number;
  wanted: number;
}

/** Refusal naming every variant short of stock, so a checkout can list each line. */
export class NotEnoughStockError extends Error {
  override name = 'NotEnoughStockError';
  constructor(readonly shortages: readonly StockShortage[]) {
    const first = shortages[0];
    super(
      first
        ? `Not enough stock for ${first.sku}: ${first.available} in stock, the order needs ${first.wanted}. No order was created.`
        : 'Not enough stock. No order was created.',
    );
  }
}

/**
 * Takes each variant's ordered quantity from stock; refuses, naming every short article,
 * when any variant has less (the caller's transaction then rolls back what was taken).
 * The conditional update is atomic, so parallel orders cannot oversell.
 */
export async function takeStock(
  tx: Database,
  lines: ReadonlyArray<{ variantId: number; quantity: number; sku: string }>,
): Promise<void> {
  const wanted = new Map<number, { quantity: number; sku: string }>();
  for (const line of lines) {
    const entry = wanted.get(line.variantId);
    wanted.set(line.variantId, {
      quantity: (entry?.quantity ?? 0) + line.quantity,
      sku: line.sku,
    });
  }
  const shortages: StockShortage[] = [];
  // Ascending variant ids: parallel orders lock rows in one order and cannot deadlock.
  for (const [variantId, { quantity, sku }] of [...wanted].sort(([a], [b]) => a - b)) {
    const [taken] = await tx
      .update(variants)
      .set({ stockQuantity: sql`${variants.stockQuantity} - ${quantity}` })
      .where(and(eq(variants.id, variantId), gte(variants.stockQuantity, quantity)))
      .returning({ id: variants.id });
    if (taken) continue;
    const [current] = await tx
      .select({ stock: variants.stockQuantity })
      .from(variants)
      .where(eq(variants.id, variantId));
    shortages.push({
      variantId,
      sku,
      available: Math.max(current?.stock ?? 0, 0),
      wanted: quantity,
    });
  }
  if (shortages.length > 0) throw new NotEnoughStockError(shortages);
}

/**
 * Refreshes the search documents of the products whose stock an order took, in the
 * order's transaction, so a product the order sold out no longer lists as in stock
 * (decision 200). Answers the products when a shopper sees the change (sold out, few
 * left, another size's price shown), for the storefront's revalidation; none when not.
 */
export async function searchAfterStockTaken(
  tx: Database,
  lines: ReadonlyArray<{ productId: number }>,
): Promise<number[]> {
  const productIds = [...new Set(lines.map((line) => line.productId))].sort((a, b) => a - b);
  if (productIds.length === 0) return [];
  return (await refreshSearchDocuments(tx, productIds, 'stock')) ? productIds : [];
}

export interface CreatedOrder {
  id: number;
  orderNumber: number;
  totalMinor: number;
  /** What the order takes from stock, per line (for a caller that takes it itself). */
  stockLines: Array<{ variantId: number; productId: number; quantity: number; sku: string }>;
}

export async function createOrder(db: Database, input: NewOrder): Promise<CreatedOrder> {
  return db.transaction((tx) => insertOrder(tx, input));
}

/**
 * The order's writes inside the caller's transaction (the checkout also locks the cart,
 * charges and closes it in the same one); the caller's transaction rolls them back when
 * this throws NotEnoughStockError or UnknownMerchandiseError. With `takeStock: false` the
 * caller takes `stockLines` itself, as late as it can: a variant's row stays locked from
 * then until the commit, and every order of that variant queues behind the lock.
 */
export async function insertOrder(
  tx: Database,
  input: NewOrder,
  options: { takeStock: boolean } = { takeStock: true },
): Promise<CreatedOrder> {
  const merchandise = await findMerchandise(
    tx,
    { store: input.store, language: input.language },
    input.lines.map((line) => line.variantId),
  );
  const items = input.lines.map((line, position) => {
    const item = merchandise.get(line.variantId);
    if (!item)
      throw new UnknownMerchandiseError(
        `Variant ${line.variantId} is not sold in store ${input.store.key}`,
      );
    return { line, item, position };
  });
  const unitPriceOf = (line: NewOrderLine, priceMinor: number) =>
    line.rental ? line.rental.monthlyMinor : priceMinor;
  const subtotalMinor = items.reduce(
    (sum, { line, item }) => sum + line.quantity * unitPriceOf(line, item.priceMinor),
    0,
  );
  const totalMinor = subtotalMinor + input.shippingMinor;
  // An order placed already cancelled (demo data) has been restocked: it takes nothing.
  const stockLines = input.cancelReason
    ? []
    : items.map(({ line, item }) => ({
        variantId: line.variantId,
        productId: item.productId,
        quantity: line.quantity,
        sku: item.sku,
      }));
  if (options.takeStock) {
    await takeStock(tx, stockLines);
    await searchAfterStockTaken(tx, stockLines);
  }
  const [order] = await tx
    .insert(orders)
    .values({
      customerId: input.customerId,
      email: input.email,
      phone: input.phone ?? null,
      storeKey: input.store.key,
      language: input.language,
      currency: input.store.prices.currency,
      subtotalMinor,
      shippingMinor: input.shippingMinor,
      totalMinor,
      taxMinor: includedVat(totalMinor, input.store.key),
      financialStatus: input.financialStatus,
      fulfillmentStatus: input.fulfillmentStatus,
      cancelReason: input.cancelReason ?? null,
      canceledAt: input.cancelReason ? input.processedAt : null,
      shippingAddress: input.shippingAddress,
      customAttributes: input.customAttributes ?? [],
      cartToken: input.cartToken ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      paymentMethod: input.paymentMethod ?? null,
      processedAt: input.processedAt,
    })
    .returning({
      id: orders.id,
      orderNumber: orders.orderNumber,
      totalMinor: orders.totalMinor,
    });
  if (!order) throw new Error('order insert returned nothing');
  await tx.insert(orderLineItems).values(
    items.map(({ line, item, position }) => ({
      orderId: order.id,
      variantId: item.variantId,
      title: item.productTitle,
      variantTitle: item.title,
      sku: item.sku,
      quantity: line.quantity,
      unitPriceMinor: unitPriceOf(line, item.priceMinor),
      // A rent has no strikethrough price: the saving is the purchase's.
      compareAtMinor: line.rental ? null : item.compareAtMinor,
      rentalMonths: line.rental?.months ?? null,
      customAttributes: line.customAttributes ?? [],
      position,
    })),
  );
  if (input.fulfillments && input.fulfillments.length > 0) {
    await tx.insert(orderFulfillments).values(
      input.fulfillments.map((fulfillment) => ({
        ...fulfillment,
        orderId: order.id,
        createdAt: input.processedAt,
      })),
    );
  }
  return { ...order, stockLines };
}
