import { unknownCart } from './add-cart-lines';
import {
  applyLinePlan,
  checkPlannedLines,
  existingLinesOf,
  type PlannedLine,
  rentalErrors,
} from './cart-line-plan';
import { cartMessage } from './cart-messages';
import { attributeErrors, quantityErrors } from './cart-rules';
import { lockCart, snapshotFromLines, snapshotOf, touchCart } from './cart-store';
import type { CartContext, CartLineChange, CartOutcome, CartUserError } from './cart-types';
import { findMerchandise } from './merchandise';
import { getStoreOfCart } from './store-of-cart';

/**
 * cartLinesUpdate: changes quantity, merchandise or attributes of existing lines; a
 * quantity of 0 removes the line. All changes apply together or not at all.
 */
export async function updateCartLines(
  context: CartContext,
  token: string,
  changes: CartLineChange[],
): Promise<CartOutcome> {
  return context.db.transaction(async (tx) => {
    const txContext = { ...context, db: tx };
    const row = await lockCart(tx, txContext, token);
    if (!row) return unknownCart(context);
    const { language } = context;
    const lines: PlannedLine[] = (await existingLinesOf(tx, token)).map((line) => ({
      ...line,
      isNew: false,
      changed: false,
    }));
    const merchandise = await findMerchandise(tx, { store: getStoreOfCart(row), language }, [
      ...lines.map((line) => line.variantId),
      ...changes.flatMap((change) => (change.variantId == null ? [] : [change.variantId])),
    ]);
    const userErrors: CartUserError[] = [];
    const touched: Array<number | null> = [];
    changes.forEach((change, index) => {
      const field = ['lines', String(index)];
      const line = lines.find((candidate) => candidate.id === change.lineId);
      if (!line) {
        userErrors.push({
          code: 'INVALID',
          field: [...field, 'id'],
          message: cartMessage('lineNotFound', language),
        });
        touched.push(null);
        return;
      }
      if (change.variantId !== undefined) {
        if (change.variantId === null || !merchandise.has(change.variantId)) {
          userErrors.push({
            code: 'INVALID',
            field: [...field, 'merchandiseId'],
            message: cartMessage('merchandiseNotFound', language),
          });
          touched.push(null);
          return;
        }
        line.variantId = change.variantId;
      }
      if (change.quantity !== undefined) {
        userErrors.push(...quantityErrors(change.quantity, 0, field, language));
        line.quantity = change.quantity;
      }
      if (change.attributes !== undefined) {
        userErrors.push(...attributeErrors(change.attributes, field, language));
        line.attributes = change.attributes;
      }
      line.changed = true;
      touched.push(line.quantity > 0 ? line.variantId : null);
    });
    // A changed line that is (still) rented must name a period the store offers.
    userErrors.push(
      ...(await rentalErrors(
        txContext,
        getStoreOfCart(row),
        changes.map((change) => {
          const line = lines.find((candidate) => candidate.id === change.lineId);
          return line && (change.attributes !== undefined || change.variantId !== undefined)
            ? { variantId: line.variantId, quantity: line.quantity, attributes: line.attributes }
            : { variantId: null, quantity: 0, attributes: [] };
        }),
        merchandise,
      )),
    );
    if (userErrors.length > 0) {
      return { cart: await snapshotOf(txContext, row), userErrors, warnings: [] };
    }
    const plan = checkPlannedLines(lines, touched, merchandise, language);
    if (!plan.ok) {
      return {
        cart: await snapshotOf(txContext, row),
        userErrors: plan.userErrors,
        warnings: plan.warnings,
      };
    }
    await applyLinePlan(tx, token, plan.lines);
    const touchedRow = await touchCart(tx, token, context.now);
    const cart = await snapshotFromLines(txContext, touchedRow, plan.lines, plan.merchandise);
    return { cart, userErrors: [], warnings: [] };
  });
}
