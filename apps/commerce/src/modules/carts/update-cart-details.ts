import { eq } from 'drizzle-orm';
import { cartMessage } from './cart-messages';
import { attributeErrors, CART_LIMITS } from './cart-rules';
import { lockCart, snapshotOf } from './cart-store';
import type { CartContext, CartOutcome, CartUserError } from './cart-types';
import { unknownCart } from './locked-cart';
import { type CartAttribute, carts } from './schema';

type CartDetails = { note: string } | { attributes: CartAttribute[] };

function detailErrors(context: CartContext, details: CartDetails): CartUserError[] {
  if ('attributes' in details) return attributeErrors(details.attributes, [], context.language);
  return details.note.length > CART_LIMITS.maxNoteLength
    ? [
        {
          code: 'NOTE_TOO_LONG',
          field: ['note'],
          message: cartMessage('noteTooLong', context.language, CART_LIMITS.maxNoteLength),
        },
      ]
    : [];
}

/**
 * cartNoteUpdate and cartAttributesUpdate: the cart's note, or its whole attribute list
 * (replaced, as Shopify does: keys not sent are gone). The cart row is locked like in every
 * cart mutation, so parallel changes queue up and none is lost; a refused change changes
 * nothing and answers the cart as it is.
 */
export async function updateCartDetails(
  context: CartContext,
  token: string,
  details: CartDetails,
): Promise<CartOutcome> {
  return context.db.transaction(async (tx) => {
    const txContext = { ...context, db: tx };
    const row = await lockCart(tx, txContext, token);
    if (!row) return unknownCart(context);
    const userErrors = detailErrors(context, details);
    if (userErrors.length > 0)
      return { cart: await snapshotOf(txContext, row), userErrors, warnings: [] };
    const [updated] = await tx
      .update(carts)
      .set({ ...details, updatedAt: context.now })
      .where(eq(carts.token, token))
      .returning();
    if (!updated) throw new Error('locked cart disappeared');
    return { cart: await snapshotOf(txContext, updated), userErrors: [], warnings: [] };
  });
}
