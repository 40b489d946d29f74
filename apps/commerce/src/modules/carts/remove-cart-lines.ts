import { cartMessage } from './cart-messages';
import { snapshotFromLines } from './cart-store';
import type { CartContext, CartOutcome, CartUserError } from './cart-types';
import { changeLockedCart } from './locked-cart';

/**
 * cartLinesRemove: removes the named lines; one unknown line id and nothing is removed.
 * Round trips as addCartLines: lock, lines with merchandise, write, commit.
 */
export async function removeCartLines(
  context: CartContext,
  token: string,
  lineIds: ReadonlyArray<string | null>,
): Promise<CartOutcome> {
  return changeLockedCart(context, token, [], async (locked) => {
    const { current } = locked;
    const known = new Set(current.lines.map((line) => line.id));
    const userErrors: CartUserError[] = [];
    lineIds.forEach((id, index) => {
      if (id === null || !known.has(id)) {
        userErrors.push({
          code: 'INVALID',
          field: ['lineIds', String(index)],
          message: cartMessage('lineNotFound', context.language),
        });
      }
    });
    if (userErrors.length > 0) return locked.refuse(userErrors, []);
    const removed = new Set(lineIds);
    // A removed line is written as quantity 0, which the write statement deletes.
    const lines = current.lines.map((line) => ({
      ...line,
      isNew: false,
      changed: removed.has(line.id),
      quantity: removed.has(line.id) ? 0 : line.quantity,
    }));
    const touched = await locked.write(lines);
    return {
      cart: await snapshotFromLines(
        context,
        touched,
        lines,
        current.merchandise,
        locked.rentalTerms,
      ),
      userErrors: [],
      warnings: [],
    };
  });
}
