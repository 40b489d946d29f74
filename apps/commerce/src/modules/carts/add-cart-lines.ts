import { rawDatabaseOf } from '../../db/raw-statements';
import type { StoredValueLocation } from '../content/content-store';
import { planLineAdditions } from './cart-line-plan';
import { attributeErrors, CART_LIMITS, quantityErrors } from './cart-rules';
import { addLineInOneStatement, isVariantId } from './cart-statements';
import { cartExpiryCutoff, isCartToken, snapshotFromLines } from './cart-store';
import type { CartContext, CartLineRequest, CartOutcome } from './cart-types';
import { changeLockedCart, unknownCart } from './locked-cart';
import { rentalPeriodOf, rentalTermsFrom } from './rental-lines';

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
 * cartLinesAdd: adds lines, merging with a line of the same merchandise and attributes,
 * in the frame of changeLockedCart (lock, lines with merchandise, write, commit), so
 * parallel additions to one cart are applied one after the other and none is lost.
 */
export async function addCartLines(
  context: CartContext,
  token: string,
  requests: CartLineRequest[],
): Promise<CartOutcome> {
  return changeLockedCart(
    context,
    token,
    requests.map((request) => request.variantId),
    async (locked) => {
      const { store, current, rentalTerms } = locked;
      const plan = await planLineAdditions(context, store, current.lines, requests, {
        merchandise: current.merchandise,
        rentalTerms,
      });
      if (!plan.ok) return locked.refuse(plan.userErrors, plan.warnings);
      const touched = await locked.write(plan.lines);
      return {
        cart: await snapshotFromLines(context, touched, plan.lines, plan.merchandise, rentalTerms),
        userErrors: [],
        warnings: [],
      };
    },
  );
}
