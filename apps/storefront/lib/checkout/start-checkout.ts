import 'server-only';
import { deliveryCountry, type LanguageCode, type Store } from '@shop/shop-config';
import { z } from 'zod';
import { storefrontApiFetch } from '../cart/storefront-api';
import { CHECKOUT_START_CART, CHECKOUT_START_CUSTOMER } from './checkout-documents';
import { type CheckoutPrefill, checkoutLink } from './checkout-link';

const cartSchema = z.object({
  cart: z
    .object({
      checkoutUrl: z.string(),
      totalQuantity: z.number().int(),
      buyerIdentity: z.object({ countryCode: z.string().nullable() }),
    })
    .nullable(),
});

const text = z.string().nullable().optional();
const customerSchema = z.object({
  customer: z
    .object({
      email: text,
      firstName: text,
      lastName: text,
      phone: text,
      defaultAddress: z
        .object({
          firstName: text,
          lastName: text,
          company: text,
          address1: text,
          address2: text,
          city: text,
          zip: text,
          province: text,
          phone: text,
        })
        .nullable()
        .optional(),
    })
    .nullable(),
});

type CustomerData = NonNullable<z.infer<typeof customerSchema>['customer']>;

/** The customer's contact data and default address as prefill values (spec 3). */
function prefillOf(customer: CustomerData): CheckoutPrefill {
  const address = customer.defaultAddress;
  const fields: Record<keyof CheckoutPrefill, string | null | undefined> = {
    email: customer.email,
    firstName: address?.firstName || customer.firstName,
    lastName: address?.lastName || customer.lastName,
    company: address?.company,
    address1: address?.address1,
    address2: address?.address2,
    zip: address?.zip,
    city: address?.city,
    phone: customer.phone || address?.phone,
    province: address?.province,
  };
  const prefill: CheckoutPrefill = {};
  for (const [field, value] of Object.entries(fields) as [keyof CheckoutPrefill, unknown][]) {
    if (typeof value === 'string' && value !== '') prefill[field] = value;
  }
  return prefill;
}

async function customerPrefill(store: Store, accessToken: string): Promise<CheckoutPrefill> {
  try {
    const data = await storefrontApiFetch({
      store,
      query: CHECKOUT_START_CUSTOMER,
      variables: { customerAccessToken: accessToken },
      dataSchema: customerSchema,
    });
    return data.customer === null ? {} : prefillOf(data.customer);
  } catch (error) {
    // Prefilling is a convenience: the shopper can still type the data in.
    console.error('[checkout] the customer could not be read for the prefill', error);
    return {};
  }
}

/**
 * The prefilled checkout link of the shopper's cart (spec 7), or undefined when the cart is
 * gone (expired, already ordered) or empty. Transport failures throw StorefrontApiError.
 */
export async function startCheckout(call: {
  store: Store;
  language: LanguageCode;
  cartId: string;
  customerAccessToken: string | undefined;
}): Promise<string | undefined> {
  const data = await storefrontApiFetch({
    store: call.store,
    query: CHECKOUT_START_CART,
    variables: { cartId: call.cartId },
    dataSchema: cartSchema,
  });
  const cart = data.cart;
  if (cart === null || cart.totalQuantity === 0) return undefined;
  const prefill =
    call.customerAccessToken === undefined
      ? {}
      : await customerPrefill(call.store, call.customerAccessToken);
  const country =
    deliveryCountry(cart.buyerIdentity.countryCode ?? '')?.code ?? call.store.code.toLowerCase();
  return checkoutLink({ checkoutUrl: cart.checkoutUrl, language: call.language, country, prefill });
}
