/**
 * Works out what adding lines to a cart means (merge or new line) and checks the result
 * against quantity, line and stock limits before anything is written, so a refused change
 * leaves the cart exactly as it was.
 */
import { randomUUID } from 'node:crypto';
import type { Store } from '@shop/shop-config';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartMessage } from './cart-messages';
import {
  attributeErrors,
  CART_LIMITS,
  quantityErrors,
  sameAttributes,
  stockProblem,
} from './cart-rules';
import type { CartContext, CartLineRequest, CartUserError, CartWarning } from './cart-types';
import { findMerchandise, type Merchandise } from './merchandise';
import { findRentalTerms, type RentalTermsLookup, rentalPeriodOf } from './rental-lines';
import { type CartAttribute, cartLines } from './schema';

export interface PlannedLine {
  id: string;
  variantId: number;
  quantity: number;
  attributes: CartAttribute[];
  /** Listing order; new lines come after every existing one. */
  position: number;
  isNew: boolean;
  changed: boolean;
}

export type LinePlan =
  | { ok: true; lines: PlannedLine[]; merchandise: Map<number, Merchandise> }
  | { ok: false; userErrors: CartUserError[]; warnings: CartWarning[] };

export type ExistingLine = Pick<
  typeof cartLines.$inferSelect,
  'id' | 'variantId' | 'quantity' | 'attributes' | 'position'
>;

export async function planLineAdditions(
  context: CartContext,
  store: Store,
  existing: readonly ExistingLine[],
  requests: readonly CartLineRequest[],
  /** Merchandise of the existing lines and the requests, and rental terms, when already read. */
  preloaded?: { merchandise: Map<number, Merchandise>; rentalTerms: RentalTermsLookup },
): Promise<LinePlan> {
  const { language } = context;
  // Existing lines' merchandise too: the answer's cart is built from this plan.
  const merchandise =
    preloaded?.merchandise ??
    (await findMerchandise(context.db, { store, language }, [
      ...existing.map((line) => line.variantId),
      ...requests.flatMap((request) => (request.variantId === null ? [] : [request.variantId])),
    ]));
  const userErrors: CartUserError[] = [];
  const lines: PlannedLine[] = existing.map((line) => ({ ...line, isNew: false, changed: false }));
  requests.forEach((request, index) => {
    const field = ['lines', String(index)];
    const item = request.variantId === null ? undefined : merchandise.get(request.variantId);
    if (!item) {
      userErrors.push({
        code: 'INVALID',
        field: [...field, 'merchandiseId'],
        message: cartMessage('merchandiseNotFound', language),
      });
      return;
    }
    const problems = [
      ...quantityErrors(request.quantity, 1, field, language),
      ...attributeErrors(request.attributes, field, language),
    ];
    userErrors.push(...problems);
    if (problems.length > 0) return;
    const same = lines.find(
      (line) =>
        line.variantId === item.variantId && sameAttributes(line.attributes, request.attributes),
    );
    if (same) {
      same.quantity += request.quantity;
      same.changed = true;
    } else {
      lines.push({
        id: randomUUID(),
        position: Math.max(0, ...lines.map((line) => line.position)) + 1,
        variantId: item.variantId,
        quantity: request.quantity,
        attributes: request.attributes,
        isNew: true,
        changed: true,
      });
    }
  });
  userErrors.push(
    ...(await rentalErrors(context, store, requests, merchandise, preloaded?.rentalTerms)),
  );
  if (userErrors.length > 0) return { ok: false, userErrors, warnings: [] };
  return checkPlannedLines(
    lines,
    requests.map((request) => request.variantId),
    merchandise,
    language,
  );
}

/** A rented line must name a period the store offers for the product (spec 4 buy or rent). */
export async function rentalErrors(
  context: CartContext,
  store: Store,
  requests: readonly CartLineRequest[],
  merchandise: Map<number, Merchandise>,
  knownTerms?: RentalTermsLookup,
): Promise<CartUserError[]> {
  const rented = requests.flatMap((request, index) => {
    const item = request.variantId === null ? undefined : merchandise.get(request.variantId);
    const months = rentalPeriodOf(request.attributes);
    return item && months !== null ? [{ index, productId: item.productId, months }] : [];
  });
  const terms =
    knownTerms ??
    (await findRentalTerms(
      context.db,
      store,
      rented.flatMap(({ productId, months }) =>
        typeof months === 'number' ? [{ productId, months }] : [],
      ),
    ));
  return rented
    .filter(({ productId, months }) => typeof months !== 'number' || !terms(productId, months))
    .map(({ index }) => ({
      code: 'INVALID',
      field: ['lines', String(index), 'attributes'],
      message: cartMessage('rentalPeriodUnavailable', context.language),
    }));
}

/** Checks line count, per-line maximum and stock for the variants this change touches. */
export function checkPlannedLines(
  lines: PlannedLine[],
  touchedVariantIds: ReadonlyArray<number | null>,
  merchandise: Map<number, Merchandise>,
  language: CartContext['language'],
): LinePlan {
  const userErrors: CartUserError[] = [];
  const warnings: CartWarning[] = [];
  if (lines.filter((line) => line.quantity > 0).length > CART_LIMITS.maxLines) {
    userErrors.push({
      code: 'MAXIMUM_EXCEEDED',
      field: ['lines'],
      message: cartMessage('tooManyLines', language, CART_LIMITS.maxLines),
    });
  }
  for (const line of lines) {
    if (line.changed && line.quantity > CART_LIMITS.maxLineQuantity) {
      userErrors.push(...quantityErrors(line.quantity, 0, ['lines'], language));
    }
  }
  touchedVariantIds.forEach((variantId, index) => {
    if (variantId === null || touchedVariantIds.indexOf(variantId) !== index) return;
    const item = merchandise.get(variantId);
    if (!item) return;
    const wanted = lines
      .filter((line) => line.variantId === variantId)
      .reduce((sum, line) => sum + line.quantity, 0);
    const problem = stockProblem(item, wanted, ['lines', String(index)], language);
    if (problem) {
      userErrors.push(problem.error);
      warnings.push(problem.warning);
    }
  });
  return userErrors.length > 0
    ? { ok: false, userErrors, warnings }
    : { ok: true, lines, merchandise };
}

/** Writes a checked plan: new lines at the end, changed quantities in place, zeros removed. */
export async function applyLinePlan(
  tx: Database,
  token: string,
  lines: readonly PlannedLine[],
): Promise<void> {
  const removed = lines.filter((line) => !line.isNew && line.changed && line.quantity === 0);
  if (removed.length > 0) {
    await tx.delete(cartLines).where(
      inArray(
        cartLines.id,
        removed.map((line) => line.id),
      ),
    );
  }
  for (const line of lines) {
    if (line.isNew || !line.changed || line.quantity === 0) continue;
    await tx
      .update(cartLines)
      .set({ quantity: line.quantity, variantId: line.variantId, attributes: line.attributes })
      .where(eq(cartLines.id, line.id));
  }
  const added = lines.filter((line) => line.isNew && line.quantity > 0);
  if (added.length === 0) return;
  await tx.insert(cartLines).values(
    added.map((line) => ({
      id: line.id,
      cartToken: token,
      variantId: line.variantId,
      quantity: line.quantity,
      attributes: line.attributes,
      position: line.position,
    })),
  );
}
