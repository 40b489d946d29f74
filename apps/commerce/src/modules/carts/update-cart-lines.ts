import { checkPlannedLines, type PlannedLine, rentalErrors } from './cart-line-plan';
import { cartMessage } from './cart-messages';
import { attributeErrors, quantityErrors } from './cart-rules';
import { snapshotFromLines } from './cart-store';
import type { CartContext, CartLineChange, CartOutcome, CartUserError } from './cart-types';
import { changeLockedCart } from './locked-cart';

/**
 * cartLinesUpdate: changes quantity, merchandise or attributes of existing lines; a
 * quantity of 0 removes the line. All changes apply together or not at all. Round trips
 * as addCartLines: lock, lines with merchandise, write, commit.
 */
export async function updateCartLines(
  context: CartContext,
  token: string,
  changes: CartLineChange[],
): Promise<CartOutcome> {
  const requested = changes.flatMap((change) =>
    change.variantId == null ? [] : [change.variantId],
  );
  return changeLockedCart(context, token, requested, async (locked) => {
    const { store, current, rentalTerms } = locked;
    const { language } = context;
    const lines: PlannedLine[] = current.lines.map((line) => ({
      ...line,
      isNew: false,
      changed: false,
    }));
    const { merchandise } = current;
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
        context,
        store,
        changes.map((change) => {
          const line = lines.find((candidate) => candidate.id === change.lineId);
          return line && (change.attributes !== undefined || change.variantId !== undefined)
            ? { variantId: line.variantId, quantity: line.quantity, attributes: line.attributes }
            : { variantId: null, quantity: 0, attributes: [] };
        }),
        merchandise,
        rentalTerms,
      )),
    );
    if (userErrors.length > 0) return locked.refuse(userErrors, []);
    const plan = checkPlannedLines(lines, touched, merchandise, language);
    if (!plan.ok) return locked.refuse(plan.userErrors, plan.warnings);
    const touchedRow = await locked.write(plan.lines);
    return {
      cart: await snapshotFromLines(context, touchedRow, plan.lines, merchandise, rentalTerms),
      userErrors: [],
      warnings: [],
    };
  });
}
