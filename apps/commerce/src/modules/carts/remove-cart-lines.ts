import { and, eq, inArray } from 'drizzle-orm';
import { unknownCart } from './add-cart-lines';
import { existingLinesOf } from './cart-line-plan';
import { cartMessage } from './cart-messages';
import { lockCart, snapshotOf, touchCart } from './cart-store';
import type { CartContext, CartOutcome, CartUserError } from './cart-types';
import { cartLines } from './schema';

/** cartLinesRemove: removes the named lines; one unknown line id and nothing is removed. */
export async function removeCartLines(
  context: CartContext,
  token: string,
  lineIds: ReadonlyArray<string | null>,
): Promise<CartOutcome> {
  return context.db.transaction(async (tx) => {
    const txContext = { ...context, db: tx };
    const row = await lockCart(tx, txContext, token);
    if (!row) return unknownCart(context);
    const known = new Set((await existingLinesOf(tx, token)).map((line) => line.id));
    const userErrors: CartUserError[] = [];
    const ids: string[] = [];
    lineIds.forEach((id, index) => {
      if (id !== null && known.has(id)) ids.push(id);
      else {
        userErrors.push({
          code: 'INVALID',
          field: ['lineIds', String(index)],
          message: cartMessage('lineNotFound', context.language),
        });
      }
    });
    if (userErrors.length > 0)
      return { cart: await snapshotOf(txContext, row), userErrors, warnings: [] };
    if (ids.length > 0) {
      await tx
        .delete(cartLines)
        .where(and(eq(cartLines.cartToken, token), inArray(cartLines.id, ids)));
    }
    return {
      cart: await snapshotOf(txContext, await touchCart(tx, token, context.now)),
      userErrors: [],
      warnings: [],
    };
  });
}
