import 'server-only';
import type { LanguageCode, Store } from '@shop/shop-config';
import { z } from 'zod';
import { storefrontApiFetch } from '../cart/storefront-api';
import {
  ACCOUNT_CUSTOMER_CREATE,
  ACCOUNT_ORDER_HISTORY,
  ACCOUNT_RECOVER,
  ACCOUNT_RESET_BY_URL,
  ACCOUNT_SESSION_CUSTOMER,
  ACCOUNT_TOKEN_CREATE,
  ACCOUNT_TOKEN_DELETE,
} from './customer-documents';

/** A `customerUserErrors` entry of the Storefront API (spec 7). */
export const customerUserErrorSchema = z.object({
  field: z.array(z.string()).nullable().optional(),
  message: z.string(),
  code: z.string().nullable().optional(),
});

const tokenCreateSchema = z.object({
  customerAccessTokenCreate: z.object({
    customerAccessToken: z.object({ accessToken: z.string(), expiresAt: z.string() }).nullable(),
    customerUserErrors: z.array(customerUserErrorSchema),
  }),
});

const customerCreateSchema = z.object({
  customerCreate: z.object({
    customer: z.object({ id: z.string(), firstName: z.string().nullable() }).nullable(),
    customerUserErrors: z.array(customerUserErrorSchema),
  }),
});

const tokenDeleteSchema = z.object({
  customerAccessTokenDelete: z.object({ deletedAccessToken: z.string().nullable() }).nullable(),
});

/**
 * Storefront API money ({amount: Decimal string, currencyCode}) as the shop's integer minor
 * units, parsed digit by digit so no float ever holds a price.
 */
const moneySchema = z
  .object({
    amount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
    currencyCode: z.enum(['EUR', 'PLN', 'CHF']),
  })
  .transform(({ amount, currencyCode }) => {
    const [units = '0', cents = ''] = amount.split('.');
    return {
      amountMinor: Number(units) * 100 + Number(cents.padEnd(2, '0')),
      currency: currencyCode,
    };
  });

export type AccountMoney = z.output<typeof moneySchema>;

const orderSchema = z.object({
  id: z.string(),
  name: z.string(),
  orderNumber: z.number(),
  processedAt: z.string(),
  cancelReason: z.string().nullable(),
  fulfillmentStatus: z.string(),
  totalShippingPrice: moneySchema,
  totalPrice: moneySchema,
  shippingAddress: z
    .object({
      name: z.string().nullable(),
      address1: z.string().nullable(),
      zip: z.string().nullable(),
      city: z.string().nullable(),
    })
    .nullable(),
  successfulFulfillments: z
    .array(
      z.object({
        trackingCompany: z.string().nullable(),
        trackingInfo: z.array(
          z.object({ number: z.string().nullable(), url: z.string().nullable() }),
        ),
      }),
    )
    .nullable(),
  lineItems: z.object({
    nodes: z.array(
      z.object({
        title: z.string(),
        quantity: z.number(),
        originalTotalPrice: moneySchema,
        variant: z
          .object({ sku: z.string().nullable(), title: z.string(), price: moneySchema })
          .nullable(),
      }),
    ),
  }),
});

const orderHistorySchema = z.object({
  customer: z
    .object({
      id: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      email: z.string().nullable(),
      orders: z.object({ nodes: z.array(orderSchema) }),
    })
    .nullable(),
});

export type AccountOrder = z.output<typeof orderSchema>;
export type AccountCustomer = NonNullable<z.output<typeof orderHistorySchema>['customer']>;

/** The Storefront API's LanguageCode for a shop language (EN, DE, …). */
function apiLanguage(language: LanguageCode): string {
  return language.toUpperCase();
}

export type LogInResult =
  | { status: 'ok'; accessToken: string; expiresAt: Date }
  | { status: 'wrong-credentials' }
  | { status: 'refused'; message: string };

/**
 * Exchanges e-mail and password for an access token (customerAccessTokenCreate). Wrong
 * e-mail and wrong password are one outcome, so the form cannot tell which accounts exist.
 */
export async function logInCustomer(call: {
  store: Store;
  language: LanguageCode;
  email: string;
  password: string;
  /** Counted by the login rate limit per shopper rather than per storefront server. */
  shopperIp: string | undefined;
}): Promise<LogInResult> {
  const data = await storefrontApiFetch({
    store: call.store,
    query: ACCOUNT_TOKEN_CREATE,
    variables: {
      input: { email: call.email, password: call.password },
      country: call.store.key.toUpperCase(),
      language: apiLanguage(call.language),
    },
    dataSchema: tokenCreateSchema,
    ...(call.shopperIp === undefined ? {} : { shopperIp: call.shopperIp }),
  });
  const { customerAccessToken, customerUserErrors } = data.customerAccessTokenCreate;
  const expiresAt = new Date(customerAccessToken?.expiresAt ?? Number.NaN);
  if (customerAccessToken && !Number.isNaN(expiresAt.getTime())) {
    return { status: 'ok', accessToken: customerAccessToken.accessToken, expiresAt };
  }
  const [first] = customerUserErrors;
  if (first === undefined || first.code === 'UNIDENTIFIED_CUSTOMER') {
    return { status: 'wrong-credentials' };
  }
  return { status: 'refused', message: first.message };
}

export type RegisterResult =
  | { status: 'ok' }
  | { status: 'email-taken' }
  | { status: 'refused'; field: string | undefined; message: string };

/** Creates the customer (customerCreate); the commerce service mails the welcome. */
export async function registerCustomer(call: {
  store: Store;
  language: LanguageCode;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}): Promise<RegisterResult> {
  const { store, language, ...input } = call;
  const data = await storefrontApiFetch({
    store,
    query: ACCOUNT_CUSTOMER_CREATE,
    variables: { input, language: apiLanguage(language) },
    dataSchema: customerCreateSchema,
  });
  const { customer, customerUserErrors } = data.customerCreate;
  const [first] = customerUserErrors;
  if (customer && first === undefined) return { status: 'ok' };
  if (first?.code === 'TAKEN') return { status: 'email-taken' };
  return { status: 'refused', field: first?.field?.at(-1), message: first?.message ?? '' };
}

/** Ends the token on the server (customerAccessTokenDelete); an unknown token is no error. */
export async function deleteAccessToken(store: Store, accessToken: string): Promise<void> {
  await storefrontApiFetch({
    store,
    query: ACCOUNT_TOKEN_DELETE,
    variables: { customerAccessToken: accessToken },
    dataSchema: tokenDeleteSchema,
  });
}

/** The customer with the newest 50 orders, or null when the token is invalid or expired. */
export async function loadOrderHistory(call: {
  store: Store;
  language: LanguageCode;
  accessToken: string;
}): Promise<AccountCustomer | null> {
  const data = await storefrontApiFetch({
    store: call.store,
    query: ACCOUNT_ORDER_HISTORY,
    variables: { customerAccessToken: call.accessToken, language: apiLanguage(call.language) },
    dataSchema: orderHistorySchema,
  });
  return data.customer;
}

const sessionCustomerSchema = z.object({
  customer: z.object({ id: z.string(), firstName: z.string().nullable() }).nullable(),
});

export type SessionCustomer = NonNullable<z.output<typeof sessionCustomerSchema>['customer']>;

/** The token's customer, or null when it expired or was logged out elsewhere. */
export async function sessionCustomer(
  store: Store,
  accessToken: string,
): Promise<SessionCustomer | null> {
  const data = await storefrontApiFetch({
    store,
    query: ACCOUNT_SESSION_CUSTOMER,
    variables: { customerAccessToken: accessToken },
    dataSchema: sessionCustomerSchema,
  });
  return data.customer;
}

const recoverSchema = z.object({
  customerRecover: z.object({ customerUserErrors: z.array(customerUserErrorSchema) }).nullable(),
});

/**
 * Asks for the password reset mail (customerRecover). The answer is the same whether the
 * account exists (spec 4); false only when the service refused the address itself.
 */
export async function requestPasswordResetMail(call: {
  store: Store;
  language: LanguageCode;
  email: string;
}): Promise<boolean> {
  const data = await storefrontApiFetch({
    store: call.store,
    query: ACCOUNT_RECOVER,
    variables: { email: call.email, language: apiLanguage(call.language) },
    dataSchema: recoverSchema,
  });
  return (data.customerRecover?.customerUserErrors.length ?? 0) === 0;
}

const resetSchema = z.object({
  customerResetByUrl: z
    .object({
      customerAccessToken: z.object({ accessToken: z.string(), expiresAt: z.string() }).nullable(),
      customerUserErrors: z.array(customerUserErrorSchema),
    })
    .nullable(),
});

export type ResetResult =
  | { status: 'ok'; accessToken: string; expiresAt: Date }
  | { status: 'refused'; field: string | undefined; message: string };

/** Sets the new password with the mailed link (customerResetByUrl), which also logs in. */
export async function resetPasswordByUrl(call: {
  store: Store;
  language: LanguageCode;
  resetUrl: string;
  password: string;
}): Promise<ResetResult> {
  const data = await storefrontApiFetch({
    store: call.store,
    query: ACCOUNT_RESET_BY_URL,
    variables: {
      resetUrl: call.resetUrl,
      password: call.password,
      language: apiLanguage(call.language),
    },
    dataSchema: resetSchema,
  });
  const token = data.customerResetByUrl?.customerAccessToken;
  const expiresAt = new Date(token?.expiresAt ?? Number.NaN);
  if (token && !Number.isNaN(expiresAt.getTime())) {
    return { status: 'ok', accessToken: token.accessToken, expiresAt };
  }
  const first = data.customerResetByUrl?.customerUserErrors[0];
  return { status: 'refused', field: first?.field?.at(-1), message: first?.message ?? '' };
}
