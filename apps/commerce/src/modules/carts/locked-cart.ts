/**
 * The frame of a cart change on the hand-written statements (db/raw-statements.ts): BEGIN
 * with the cart row locked (one round trip), the lines with their merchandise as they are
 * after the lock, the change's own checks in JavaScript, one write statement, COMMIT
 * without waiting for the WAL flush. The row lock queues parallel changes of one cart, and
 * reading the lines after it lets each change see the one before it.
 */
import { DEFAULT_LANGUAGE, type Store } from '@shop/shop-config';
import { rawDatabaseOf } from '../../db/raw-statements';
import type { PlannedLine } from './cart-line-plan';
import { cartMessage } from './cart-messages';
import {
  type CartRow,
  cartRowOf,
  type LinesWithMerchandise,
  lockCartStatement,
  readLinesForChange,
  writePlannedLines,
} from './cart-statements';
import { cartExpiryCutoff, isCartToken, snapshotFromLines } from './cart-store';
import type { CartContext, CartOutcome, CartUserError, CartWarning } from './cart-types';
import { type RentalTermsLookup, rentalTermsFrom } from './rental-lines';
import { getStoreOfCart } from './store-of-cart';

export interface LockedCart {
  row: CartRow;
  store: Store;
  /** The lines now, with merchandise for them and for the variants the change names. */
  current: LinesWithMerchandise;
  rentalTerms: RentalTermsLookup;
  /** The answer to a refused change: the cart as it is, with the errors. */
  refuse(userErrors: CartUserError[], warnings: CartWarning[]): Promise<CartOutcome>;
  /** Writes the changed lines of a checked plan, touches the cart, answers its row. */
  write(lines: readonly PlannedLine[]): Promise<CartRow>;
}

/**
 * Runs `change` on the locked cart; an unknown, closed or expired cart is answered with
 * cart: null. `requestedVariantIds` are the variants the change may bring into the cart.
 */
export async function changeLockedCart(
  context: CartContext,
  token: string,
  requestedVariantIds: readonly (number | null)[],
  change: (locked: LockedCart) => Promise<CartOutcome>,
): Promise<CartOutcome> {
  if (!isCartToken(token)) return unknownCart(context);
  return rawDatabaseOf(context.db).transaction(
    // A cart is not an order: a database crash may lose its last fraction of a second.
    { opening: lockCartStatement(token), relaxedCommit: true },
    async (session, [lockedRow]) => {
      const row = lockedRow ? cartRowOf(lockedRow) : null;
      if (!row || row.completedAt !== null || row.updatedAt < cartExpiryCutoff(context))
        return unknownCart(context);
      const store = getStoreOfCart(row);
      const current = await readLinesForChange(session, token, requestedVariantIds, {
        storeKey: store.key,
        languages: [context.language, store.defaultLanguage, DEFAULT_LANGUAGE],
      });
      const rentalTerms = rentalTermsFrom(current.rentalTerms);
      return change({
        row,
        store,
        current,
        rentalTerms,
        refuse: async (userErrors, warnings) => ({
          cart: await snapshotFromLines(
            context,
            row,
            current.lines,
            current.merchandise,
            rentalTerms,
          ),
          userErrors,
          warnings,
        }),
        write: (lines) => writePlannedLines(session, token, lines, context.now),
      });
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
