import { eq } from 'drizzle-orm';
import { lockCart, snapshotOf } from './cart-store';
import type { BuyerIdentityChange, CartContext, CartOutcome } from './cart-types';
import { identityFieldErrors } from './create-cart';
import { unknownCart } from './locked-cart';
import { carts } from './schema';

/**
 * cartBuyerIdentityUpdate: e-mail, phone, customer and country of the buyer. A new
 * country moves the cart into that country's store (currency and prices follow); lines
 * not sold there are no longer shown or charged.
 */
export async function updateBuyerIdentity(
  context: CartContext,
  token: string,
  change: BuyerIdentityChange,
): Promise<CartOutcome> {
  return context.db.transaction(async (tx) => {
    const txContext = { ...context, db: tx };
    const row = await lockCart(tx, txContext, token);
    if (!row) return unknownCart(context);
    const userErrors = identityFieldErrors(
      context,
      {
        email: change.email,
        phone: change.phone,
        invalidCustomerToken: change.customerId === null,
      },
      ['buyerIdentity'],
    );
    if (userErrors.length > 0)
      return { cart: await snapshotOf(txContext, row), userErrors, warnings: [] };
    const [updated] = await tx
      .update(carts)
      .set({
        ...(change.countryStore
          ? { storeKey: change.countryStore.key, countryCode: change.countryCode ?? null }
          : {}),
        ...(change.email !== undefined ? { email: change.email } : {}),
        ...(change.phone !== undefined ? { phone: change.phone } : {}),
        ...(change.customerId ? { customerId: change.customerId } : {}),
        updatedAt: context.now,
      })
      .where(eq(carts.token, token))
      .returning();
    if (!updated) throw new Error('locked cart disappeared');
    return { cart: await snapshotOf(txContext, updated), userErrors: [], warnings: [] };
  });
}
