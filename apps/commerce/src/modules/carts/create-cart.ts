import type { Store } from '@shop/shop-config';
import { emailSchema, phoneSchema } from '@shop/validation';
import { applyLinePlan, planLineAdditions } from './cart-line-plan';
import { cartMessage } from './cart-messages';
import { attributeErrors, CART_LIMITS } from './cart-rules';
import { newCartToken, snapshotFromLines } from './cart-store';
import type { CartContext, CartLineRequest, CartOutcome, CartUserError } from './cart-types';
import { type CartAttribute, carts } from './schema';

export interface NewCart {
  lines: CartLineRequest[];
  attributes: CartAttribute[];
  note: string | null;
  buyer: {
    /** Store of buyerIdentity.countryCode when given; else the request's market. */
    store: Store;
    countryCode: string | null;
    email: string | null;
    phone: string | null;
    customerId: number | null;
    /** True when a customerAccessToken was sent but named no valid session. */
    invalidCustomerToken: boolean;
  };
}

/**
 * cartCreate: a new cart in the buyer's market with its first lines. Nothing is stored
 * when any line or field is refused, and the answer's cart is then null (as Shopify does).
 */
export async function createCart(context: CartContext, input: NewCart): Promise<CartOutcome> {
  const fieldErrors = buyerErrors(context, input);
  if (fieldErrors.length > 0) return { cart: null, userErrors: fieldErrors, warnings: [] };
  return context.db.transaction(async (tx) => {
    const txContext = { ...context, db: tx };
    const plan = await planLineAdditions(txContext, input.buyer.store, [], input.lines);
    if (!plan.ok) return { cart: null, userErrors: plan.userErrors, warnings: plan.warnings };
    const token = newCartToken();
    const [row] = await tx
      .insert(carts)
      .values({
        token,
        storeKey: input.buyer.store.key,
        countryCode: input.buyer.countryCode,
        customerId: input.buyer.customerId,
        email: input.buyer.email,
        phone: input.buyer.phone,
        note: input.note,
        attributes: input.attributes,
        createdAt: context.now,
        updatedAt: context.now,
      })
      .returning();
    if (!row) throw new Error('cart insert returned nothing');
    await applyLinePlan(tx, token, plan.lines);
    const cart = await snapshotFromLines(txContext, row, plan.lines, plan.merchandise);
    return { cart, userErrors: [], warnings: [] };
  });
}

function buyerErrors(context: CartContext, input: NewCart): CartUserError[] {
  const { language } = context;
  const errors: CartUserError[] = [...attributeErrors(input.attributes, ['input'], language)];
  if (input.note !== null && input.note.length > CART_LIMITS.maxNoteLength) {
    errors.push({
      code: 'NOTE_TOO_LONG',
      field: ['input', 'note'],
      message: cartMessage('noteTooLong', language, CART_LIMITS.maxNoteLength),
    });
  }
  errors.push(...identityFieldErrors(context, input.buyer, ['input', 'buyerIdentity']));
  return errors;
}

export function identityFieldErrors(
  context: Pick<CartContext, 'language'>,
  buyer: { email?: string | null; phone?: string | null; invalidCustomerToken?: boolean },
  field: string[],
): CartUserError[] {
  const errors: CartUserError[] = [];
  if (
    buyer.email != null &&
    (buyer.email.length > 254 || !emailSchema.safeParse(buyer.email).success)
  ) {
    errors.push({
      code: 'INVALID',
      field: [...field, 'email'],
      message: cartMessage('emailInvalid', context.language),
    });
  }
  if (
    buyer.phone != null &&
    (buyer.phone.length > 32 || !phoneSchema.safeParse(buyer.phone).success)
  ) {
    errors.push({
      code: 'INVALID',
      field: [...field, 'phone'],
      message: cartMessage('phoneInvalid', context.language),
    });
  }
  if (buyer.invalidCustomerToken) {
    errors.push({
      code: 'INVALID',
      field: [...field, 'customerAccessToken'],
      message: cartMessage('customerTokenInvalid', context.language),
    });
  }
  return errors;
}
