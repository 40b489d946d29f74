import 'server-only';
import { deliveryCountry, type LanguageCode, type Store } from '@shop/shop-config';
import { z } from 'zod';
import { accountSiteDefaultAddress, usesSingleSignOn } from '../account/single-sign-on';
import { storefrontApiFetch } from '../cart/storefront-api';
import { CHECKOUT_START_CART, CHECKOUT_START_CUSTOMER } from './checkout-documents';
import { type CheckoutPrefill, checkoutLink, customerPrefillOf } from './checkout-link';
import { prefillAddressSchema } from './prefill-address';

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
      defaultAddress: prefillAddressSchema.nullable().optional(),
    })
    .nullable(),
});

async function customerPrefill(
  store: Store,
  accessToken: string,
  country: string,
): Promise<CheckoutPrefill> {
  try {
    const data = await storefrontApiFetch({
      store,
      query: CHECKOUT_START_CUSTOMER,
      variables: { customerAccessToken: accessToken },
      dataSchema: customerSchema,
    });
    if (data.customer === null) return {};
    // Single sign-on: the account site keeps the addresses (spec 7), per delivery country.
    if (usesSingleSignOn(store)) {
      const defaultAddress = await accountSiteDefaultAddress(accessToken, country);
      return customerPrefillOf({ ...data.customer, defaultAddress });
    }
    return customerPrefillOf(data.customer);
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
  const country =
    deliveryCountry(cart.buyerIdentity.countryCode ?? '')?.code ?? call.store.code.toLowerCase();
  const prefill =
    call.customerAccessToken === undefined
      ? {}
      : await customerPrefill(call.store, call.customerAccessToken, country);
  return checkoutLink({ checkoutUrl: cart.checkoutUrl, language: call.language, country, prefill });
}
