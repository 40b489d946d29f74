import { DEFAULT_LANGUAGE } from '@shop/shop-config';
import { rawDatabaseOf } from '../../db/raw-statements';
import { planLineAdditions } from './cart-line-plan';
import { cartMessage } from './cart-messages';
import {
  cartRowOf,
  lockCartStatement,
  readLinesForChange,
  writePlannedLines,
} from './cart-statements';
import { cartExpiryCutoff, isCartToken, snapshotFromLines } from './cart-store';
import type { CartContext, CartLineRequest, CartOutcome } from './cart-types';
import { rentalTermsFrom } from './rental-lines';
import { getStoreOfCart } from './store-of-cart';

/**
 * cartLinesAdd: adds lines, merging with a line of the same merchandise and attributes.
 * The cart row stays locked until the transaction ends, so parallel additions to one cart
 * are applied one after the other and none is lost; the lines are read after the lock, by
 * a statement of their own, so each addition sees the one before it. Round trips: lock
 * (with BEGIN), lines with merchandise, write, commit.
 */
export async function addCartLines(
  context: CartContext,
  token: string,
  requests: CartLineRequest[],
): Promise<CartOutcome> {
  if (!isCartToken(token)) return unknownCart(context);
  return rawDatabaseOf(context.db).transaction(
    // A cart is not an order: a database crash may lose its last fraction of a second.
    { opening: lockCartStatement(token), relaxedCommit: true },
    async (session, [locked]) => {
      const row = locked ? cartRowOf(locked) : null;
      if (!row || row.completedAt !== null || row.updatedAt < cartExpiryCutoff(context))
        return unknownCart(context);
      const store = getStoreOfCart(row);
      const current = await readLinesForChange(
        session,
        token,
        requests.map((request) => request.variantId),
        {
          storeKey: store.key,
          languages: [context.language, store.defaultLanguage, DEFAULT_LANGUAGE],
        },
      );
      const rentalTerms = rentalTermsFrom(current.rentalTerms);
      const plan = await planLineAdditions(context, store, current.lines, requests, {
        merchandise: current.merchandise,
        rentalTerms,
      });
      if (!plan.ok) {
        return {
          cart: await snapshotFromLines(
            context,
            row,
            current.lines,
            current.merchandise,
            rentalTerms,
          ),
          userErrors: plan.userErrors,
          warnings: plan.warnings,
        };
      }
      const touched = await writePlannedLines(session, token, plan.lines, context.now);
      const cart = await snapshotFromLines(
        context,
        touched,
        plan.lines,
        plan.merchandise,
        rentalTerms,
      );
      return { cart, userErrors: [], warnings: [] };
    },
  );
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
