/**
 * PUT /api/checkouts/:token: saves one checkout step (contact, address, payment method,
 * customer link). All given fields are checked first; any error refuses the whole step and
 * nothing is stored, so a half-valid address never reaches an order.
 */
import type {
  CheckoutDetailsUpdate,
  CheckoutRefusal,
  CheckoutSummary,
} from '@shop/search-contract';
import { authenticateCustomer } from '../customers/access-tokens';
import { checkAddress, type FieldError, fieldsRefusal } from './checkout-fields';
import { checkoutMessage } from './checkout-messages';
import { type CheckoutContext, checkoutSummary, loadCheckout } from './checkout-state';
import { type CheckoutAddressRecord, checkoutDetails } from './schema';

export type SaveDetailsResult =
  | { kind: 'saved'; summary: CheckoutSummary }
  | { kind: 'unknown' }
  | { kind: 'refused'; status: 409 | 422; refusal: CheckoutRefusal };

export async function saveCheckoutDetails(
  context: CheckoutContext,
  token: string,
  update: Omit<CheckoutDetailsUpdate, 'language'>,
): Promise<SaveDetailsResult> {
  const { language } = context;
  return context.db.transaction(async (tx) => {
    const txContext = { ...context, db: tx };
    const loaded = await loadCheckout(txContext, token, { lock: true });
    if (!loaded) return { kind: 'unknown' };
    if (loaded.row.completedAt !== null) {
      return {
        kind: 'refused',
        status: 409,
        refusal: { kind: 'closed', message: checkoutMessage('closed', language) },
      };
    }
    const errors: FieldError[] = [];
    let address: CheckoutAddressRecord | undefined;
    if (update.shippingAddress !== undefined) {
      const checked = checkAddress(update.shippingAddress, loaded.cart.store, language);
      if ('errors' in checked) errors.push(...checked.errors);
      else address = checked.address;
    }
    let customerId: number | undefined;
    let customerEmail: string | null = null;
    if (update.customerAccessToken !== undefined) {
      const customer = await authenticateCustomer(txContext, update.customerAccessToken);
      if (!customer) {
        errors.push({
          field: 'customerAccessToken',
          message: checkoutMessage('customerTokenInvalid', language),
        });
      } else {
        customerId = customer.id;
        customerEmail = customer.email;
      }
    }
    if (errors.length > 0)
      return { kind: 'refused', status: 422, refusal: fieldsRefusal(errors, language) };
    const changes = {
      ...(update.email !== undefined ? { email: update.email } : {}),
      // A linked customer's address book e-mail fills an empty contact field.
      ...(update.email === undefined &&
      customerEmail &&
      !loaded.details?.email &&
      !loaded.cart.email
        ? { email: customerEmail }
        : {}),
      ...(address ? { shippingAddress: address } : {}),
      ...(update.paymentMethod !== undefined ? { paymentMethod: update.paymentMethod } : {}),
      ...(customerId !== undefined ? { customerId } : {}),
      updatedAt: context.now,
    };
    const [details] = await tx
      .insert(checkoutDetails)
      .values({ cartToken: token, ...changes })
      .onConflictDoUpdate({ target: checkoutDetails.cartToken, set: changes })
      .returning();
    return {
      kind: 'saved',
      summary: await checkoutSummary(txContext, { ...loaded, details: details ?? null }),
    };
  });
}
