import { applyLinePlan, existingLinesOf, planLineAdditions } from './cart-line-plan';
import { cartMessage } from './cart-messages';
import { lockCart, snapshotFromLines, snapshotOf, touchCart } from './cart-store';
import type { CartContext, CartLineRequest, CartOutcome } from './cart-types';
import { getStoreOfCart } from './store-of-cart';

/**
 * cartLinesAdd: adds lines, merging with a line of the same merchandise and attributes.
 * The cart row stays locked until the transaction ends, so parallel additions to one cart
 * are applied one after the other and none is lost.
 */
export async function addCartLines(
  context: CartContext,
  token: string,
  requests: CartLineRequest[],
): Promise<CartOutcome> {
  return context.db.transaction(async (tx) => {
    const txContext = { ...context, db: tx };
    const row = await lockCart(tx, txContext, token);
    if (!row) return unknownCart(context);
    const plan = await planLineAdditions(
      txContext,
      getStoreOfCart(row),
      await existingLinesOf(tx, token),
      requests,
    );
    if (!plan.ok) {
      return {
        cart: await snapshotOf(txContext, row),
        userErrors: plan.userErrors,
        warnings: plan.warnings,
      };
    }
    await applyLinePlan(tx, token, plan.lines);
    const touched = await touchCart(tx, token, context.now);
    const cart = await snapshotFromLines(txContext, touched, plan.lines, plan.merchandise);
    return { cart, userErrors: [], warnings: [] };
  });
}

export function unknownCart(context: Pick<CartContext, 'language'>): CartOutcome {
  return {
    cart: null,
    userErrors: [
      {
        code: 'INVALID',
        field: ['cartId'],
        message: cartMessage('cartNotFound', context.language),
      },
    ],
    warnings: [],
  };
}
