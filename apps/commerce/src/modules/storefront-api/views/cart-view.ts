/** Cart and CartLine in Shopify's shape; lines are a connection with Shopify's arguments. */

import type { CartOutcome, CartSnapshot } from '../../carts/cart-types';
import type { CartAttribute } from '../../carts/schema';
import { connectionOf, parseConnectionArgs } from '../connections';
import { toGid } from '../global-ids';
import { money } from '../money';
import { type ViewScope, variantView } from './merchandise-view';

export function attributeLookup(attributes: readonly CartAttribute[]) {
  return (args: { key?: unknown }) =>
    attributes.find((attribute) => attribute.key === args.key) ?? null;
}

export function cartView(cart: CartSnapshot, scope: ViewScope) {
  const lines = cart.lines.map((line) => {
    // A rented line costs its monthly rent (spec 4), which has no strikethrough price.
    const unit = line.unitPriceMinor;
    const compareAt = line.rental ? null : line.merchandise.compareAtMinor;
    const subtotal = money(unit * line.quantity, cart.currency);
    return {
      __typename: 'CartLine' as const,
      id: toGid('CartLine', line.id, `cart=${cart.token}`),
      quantity: line.quantity,
      attributes: line.attributes,
      attribute: attributeLookup(line.attributes),
      merchandise: variantView(line.merchandise, scope),
      cost: {
        amountPerQuantity: money(unit, cart.currency),
        compareAtAmountPerQuantity: compareAt === null ? null : money(compareAt, cart.currency),
        subtotalAmount: subtotal,
        totalAmount: subtotal,
      },
    };
  });
  const subtotal = money(cart.subtotalMinor, cart.currency);
  return {
    __typename: 'Cart' as const,
    id: toGid('Cart', cart.token),
    createdAt: cart.createdAt.toISOString(),
    updatedAt: cart.updatedAt.toISOString(),
    // The storefront serves the checkout (issue 7); it calls the checkout API with the token.
    checkoutUrl: `${scope.storefrontUrl}/checkouts/${cart.token}`,
    note: cart.note,
    attributes: cart.attributes,
    attribute: attributeLookup(cart.attributes),
    totalQuantity: cart.totalQuantity,
    buyerIdentity: {
      countryCode: cart.countryCode ?? cart.store.code,
      email: cart.email,
      phone: cart.phone,
    },
    // Prices are gross and shipping is chosen at checkout, so the cart total is the subtotal.
    cost: {
      subtotalAmount: subtotal,
      totalAmount: subtotal,
      checkoutChargeAmount: subtotal,
      subtotalAmountEstimated: false,
      totalAmountEstimated: false,
    },
    lines: (args: unknown) => connectionOf(lines, parseConnectionArgs(args)),
  };
}

export function cartPayload(outcome: CartOutcome, scope: ViewScope) {
  return {
    cart: outcome.cart ? cartView(outcome.cart, scope) : null,
    userErrors: outcome.userErrors,
    warnings: outcome.warnings.map((warning) => ({
      code: warning.code,
      message: warning.message,
      target: toGid('ProductVariant', warning.targetVariantId),
    })),
  };
}
