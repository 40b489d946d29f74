import { DEFAULT_LANGUAGE } from '@shop/shop-config';
import { rawDatabaseOf } from '../../db/raw-statements';
import type { StoredValueLocation } from '../content/content-store';
import { planLineAdditions } from './cart-line-plan';
import { cartMessage } from './cart-messages';
import { attributeErrors, CART_LIMITS, quantityErrors } from './cart-rules';
import {
  addLineInOneStatement,
  cartRowOf,
  isVariantId,
  lockCartStatement,
  readLinesForChange,
  writePlannedLines,
} from './cart-statements';
import { cartExpiryCutoff, isCartToken, snapshotFromLines } from './cart-store';
import type { CartContext, CartLineRequest, CartOutcome } from './cart-types';
import { rentalPeriodOf, rentalTermsFrom } from './rental-lines';
import { getStoreOfCart } from './store-of-cart';

/**
 * Attribute keys on which JavaScript's string order (UTF-16 code units, sameAttributes)
 * and the database's "C" order (code points) agree: those without surrogates or
 * characters from U+E000 on. Other keys take the full path.
 */
const ORDER_SAFE_KEY = /^[^\uD800-\uFFFF]*$/;

/**
 * cartLinesAdd of the common kind, one line bought (not rented) with a valid quantity and
 * attributes, in ONE round trip: the statement checks catalogue mode, locks the cart,
 * checks the line, stock and cart limits, merges or inserts the line, touches the cart
 * and answers the cart with its merchandise, committing without waiting for the WAL flush
 * (decision in docs/decisions.md). Answers null, having changed nothing, when the request
 * is of another kind or a rule may refuse it: the caller then takes the full path
 * (catalogue-mode check, addCartLines), which words the exact user errors. A cart that
 * is unknown, closed or expired is answered here as addCartLines answers it.
 */
export async function addCartLineAtOnce(
  context: CartContext,
  token: string,
  requests: readonly CartLineRequest[],
  catalogueMode: StoredValueLocation,
): Promise<CartOutcome | null> {
  const [request] = requests;
  if (requests.length !== 1 || !request || !isCartToken(token)) return null;
  const { variantId, quantity, attributes } = request;
  if (
    variantId === null ||
    !isVariantId(variantId) ||
    quantityErrors(quantity, 1, [], context.language).length > 0 ||
    attributeErrors(attributes, [], context.language).length > 0 ||
    rentalPeriodOf(attributes) !== null ||
    !attributes.every((attribute) => ORDER_SAFE_KEY.test(attribute.key))
  ) {
    return null;
  }
  const added = await addLineInOneStatement(rawDatabaseOf(context.db), {
    token,
    variantId,
    quantity,
    attributes,
    now: context.now,
    expiredBefore: cartExpiryCutoff(context),
    language: context.language,
    limits: { maxLineQuantity: CART_LIMITS.maxLineQuantity, maxLines: CART_LIMITS.maxLines },
    catalogueMode,
  });
  if (added.outcome !== 'ok') return added.outcome === 'unknown' ? unknownCart(context) : null;
  const { lines, merchandise, rentalTerms } = added.current;
  return {
    cart: await snapshotFromLines(
      context,
      added.row,
      lines,
      merchandise,
      rentalTermsFrom(rentalTerms),
    ),
    userErrors: [],
    warnings: [],
  };
}

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
