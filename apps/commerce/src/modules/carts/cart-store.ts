/**
 * Reading and locking carts. A cart is gone once it has not changed for the configured
 * number of days, even before the purge has removed it.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawDatabaseOf } from '../../db/raw-statements';
import { readCart } from './cart-statements';
import type { CartContext, CartLineSnapshot, CartSnapshot } from './cart-types';
import { findMerchandise, type Merchandise } from './merchandise';
import {
  findRentalTerms,
  type RentalTermsLookup,
  rentalPeriodOf,
  rentalTermsFrom,
} from './rental-lines';
import { cartLines, carts } from './schema';
import { getStoreOfCart } from './store-of-cart';

const CART_TOKEN_PATTERN = /^c1-[0-9a-f]{32}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 128 random bits: the cart id is the only key to a guest's cart. */
export function newCartToken(): string {
  return `c1-${randomBytes(16).toString('hex')}`;
}

export function isCartToken(value: string): boolean {
  return CART_TOKEN_PATTERN.test(value);
}

export function cartExpiryCutoff(context: Pick<CartContext, 'now' | 'cartTtlDays'>): Date {
  return new Date(context.now.getTime() - context.cartTtlDays * DAY_MS);
}

type CartRow = typeof carts.$inferSelect;

/** Neither expired nor closed by a placed order. */
function isOpen(context: Pick<CartContext, 'now' | 'cartTtlDays'>, row: CartRow): boolean {
  return row.completedAt === null && row.updatedAt >= cartExpiryCutoff(context);
}

/** Locks the cart row for the rest of the transaction so concurrent changes queue up. */
export async function lockCart(
  tx: Database,
  context: CartContext,
  token: string,
): Promise<CartRow | null> {
  if (!isCartToken(token)) return null;
  const [row] = await tx.select().from(carts).where(eq(carts.token, token)).for('update');
  if (!row || !isOpen(context, row)) return null;
  return row;
}

export async function loadCart(context: CartContext, token: string): Promise<CartSnapshot | null> {
  if (!isCartToken(token)) return null;
  // Cart, lines, merchandise and rental terms in one round trip: the cart is read on every
  // page of the storefront.
  const found = await readCart(rawDatabaseOf(context.db), token, context.language);
  if (!found || !isOpen(context, found.row)) return null;
  return buildSnapshot(
    context,
    found.row,
    found.lines,
    found.merchandise,
    rentalTermsFrom(found.rentalTerms),
  );
}

export async function snapshotOf(context: CartContext, row: CartRow): Promise<CartSnapshot> {
  const lineRows = await context.db
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartToken, row.token))
    .orderBy(asc(cartLines.position));
  return buildSnapshot(context, row, lineRows);
}

type SnapshotLine = Pick<
  typeof cartLines.$inferSelect,
  'id' | 'variantId' | 'quantity' | 'attributes'
>;

/**
 * The cart as a mutation left it, from lines and merchandise the mutation already holds,
 * so answering does not read the cart again.
 */
export function snapshotFromLines(
  context: CartContext,
  row: CartRow,
  lines: readonly SnapshotLine[],
  merchandise: Map<number, Merchandise>,
  rentalTerms?: RentalTermsLookup,
): Promise<CartSnapshot> {
  return buildSnapshot(
    context,
    row,
    lines.filter((line) => line.quantity > 0),
    merchandise,
    rentalTerms,
  );
}

async function buildSnapshot(
  context: CartContext,
  row: CartRow,
  lineRows: readonly SnapshotLine[],
  known?: Map<number, Merchandise>,
  knownTerms?: RentalTermsLookup,
): Promise<CartSnapshot> {
  const store = getStoreOfCart(row);
  const merchandise =
    known ??
    (await findMerchandise(
      context.db,
      { store, language: context.language },
      lineRows.map((line) => line.variantId),
    ));
  const periods = lineRows.map((line) => rentalPeriodOf(line.attributes));
  const rentalTerms =
    knownTerms ??
    (await findRentalTerms(
      context.db,
      store,
      lineRows.flatMap((line, index) => {
        const item = merchandise.get(line.variantId);
        const months = periods[index];
        return item && typeof months === 'number' ? [{ productId: item.productId, months }] : [];
      }),
    ));
  const lines: CartLineSnapshot[] = [];
  lineRows.forEach((line, index) => {
    const item = merchandise.get(line.variantId);
    // Merchandise no longer sold in the cart's store is not shown or charged, nor is a
    // rental whose period the store no longer offers.
    if (!item) return;
    const months = periods[index];
    const rental = typeof months === 'number' ? rentalTerms(item.productId, months) : null;
    if (months !== null && !rental) return;
    lines.push({
      id: line.id,
      quantity: line.quantity,
      attributes: line.attributes,
      merchandise: item,
      rental,
      unitPriceMinor: rental ? rental.monthlyMinor : item.priceMinor,
    });
  });
  return {
    token: row.token,
    store,
    countryCode: row.countryCode,
    customerId: row.customerId,
    email: row.email,
    phone: row.phone,
    note: row.note,
    attributes: row.attributes,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lines,
    currency: store.prices.currency,
    subtotalMinor: lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0),
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
