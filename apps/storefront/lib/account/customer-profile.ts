import 'server-only';
import type { LanguageCode, Store } from '@shop/shop-config';
import { z } from 'zod';
import { storefrontApiFetch } from '../cart/storefront-api';
import { customerUserErrorSchema } from './customer-account';
import {
  ACCOUNT_ACTIVATE_BY_URL,
  ACCOUNT_ADDRESS_CREATE,
  ACCOUNT_ADDRESS_UPDATE,
  ACCOUNT_CUSTOMER_UPDATE,
  ACCOUNT_DEFAULT_ADDRESS_UPDATE,
  ACCOUNT_INVITATION_DECLINE,
  ACCOUNT_PROFILE,
} from './customer-documents';

/*
 * The logged-in area's Storefront API calls (spec 7): the customer with the first 5
 * addresses, customerUpdate, customerAddressCreate/Update, customerActivateByUrl and the
 * commerce service's invitation decline. Refusals come back as the first user error.
 */

const addressSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
});

const profileSchema = z.object({
  customer: z
    .object({
      id: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      defaultAddress: addressSchema.nullable(),
      addresses: z.object({ nodes: z.array(addressSchema) }),
    })
    .nullable(),
});

export type AccountAddress = z.output<typeof addressSchema>;
export type AccountProfile = NonNullable<z.output<typeof profileSchema>['customer']>;

const tokenSchema = z.object({ accessToken: z.string(), expiresAt: z.string() });

export type Refusal = { status: 'refused'; field: string | undefined; message: string };
export type SessionRenewal = { accessToken: string; expiresAt: Date } | null;

function refusalOf(errors: z.output<typeof customerUserErrorSchema>[]): Refusal | undefined {
  const [first] = errors;
  return first === undefined
    ? undefined
    : { status: 'refused', field: first.field?.at(-1), message: first.message };
}

function renewalOf(token: z.output<typeof tokenSchema> | null | undefined): SessionRenewal {
  const expiresAt = new Date(token?.expiresAt ?? Number.NaN);
  return token && !Number.isNaN(expiresAt.getTime())
    ? { accessToken: token.accessToken, expiresAt }
    : null;
}

const apiLanguage = (language: LanguageCode) => language.toUpperCase();

/** The customer with personal data and the first 5 addresses; null for an invalid token. */
export async function loadProfile(call: {
  store: Store;
  language: LanguageCode;
  accessToken: string;
}): Promise<AccountProfile | null> {
  const data = await storefrontApiFetch({
    store: call.store,
    query: ACCOUNT_PROFILE,
    variables: { customerAccessToken: call.accessToken, language: apiLanguage(call.language) },
    dataSchema: profileSchema,
  });
  return data.customer;
}

/** The address the address page edits: the default one, else the first of the first 5. */
export function addressToEdit(profile: AccountProfile): AccountAddress | null {
  return profile.defaultAddress ?? profile.addresses.nodes[0] ?? null;
}

const updateSchema = z.object({
  customerUpdate: z
    .object({
      customer: z.object({ id: z.string() }).nullable(),
      customerAccessToken: tokenSchema.nullable(),
      customerUserErrors: z.array(customerUserErrorSchema),
    })
    .nullable(),
});

/**
 * customerUpdate: personal data or a new password. A new password ends every session of the
 * account, so the answer's fresh token is returned for the shopper's own session.
 */
export async function updateCustomer(call: {
  store: Store;
  language: LanguageCode;
  accessToken: string;
  customer: {
    firstName?: string;
    lastName?: string;
    phone?: string;
    email?: string;
    password?: string;
  };
}): Promise<{ status: 'ok'; renewal: SessionRenewal } | Refusal> {
  const data = await storefrontApiFetch({
    store: call.store,
    query: ACCOUNT_CUSTOMER_UPDATE,
    variables: {
      customerAccessToken: call.accessToken,
      customer: call.customer,
      language: apiLanguage(call.language),
    },
    dataSchema: updateSchema,
  });
  const payload = data.customerUpdate;
  const refusal = refusalOf(payload?.customerUserErrors ?? []);
  if (refusal) return refusal;
  if (!payload?.customer) return { status: 'refused', field: undefined, message: '' };
  return { status: 'ok', renewal: renewalOf(payload.customerAccessToken) };
}

const addressPayloadSchema = z
  .object({
    customerAddress: z.object({ id: z.string() }).nullable(),
    customerUserErrors: z.array(customerUserErrorSchema),
  })
  .nullable();

export interface AddressInput {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  zip: string;
  city: string;
}

/**
 * Saves the address page's address: updates the one shown, or creates the first one and
 * makes it the default, so the page finds it again.
 */
export async function saveAddress(call: {
  store: Store;
  language: LanguageCode;
  accessToken: string;
  addressId: string | undefined;
  address: AddressInput;
}): Promise<{ status: 'ok' } | Refusal> {
  const common = {
    customerAccessToken: call.accessToken,
    address: { ...call.address, country: call.store.key.toUpperCase() },
    language: apiLanguage(call.language),
  };
  let payload: z.output<typeof addressPayloadSchema>;
  if (call.addressId !== undefined) {
    const data = await storefrontApiFetch({
      store: call.store,
      query: ACCOUNT_ADDRESS_UPDATE,
      variables: { ...common, id: call.addressId },
      dataSchema: z.object({ customerAddressUpdate: addressPayloadSchema }),
    });
    payload = data.customerAddressUpdate;
  } else {
    const data = await storefrontApiFetch({
      store: call.store,
      query: ACCOUNT_ADDRESS_CREATE,
      variables: common,
      dataSchema: z.object({ customerAddressCreate: addressPayloadSchema }),
    });
    payload = data.customerAddressCreate;
  }
  const refusal = refusalOf(payload?.customerUserErrors ?? []);
  if (refusal) return refusal;
  const saved = payload?.customerAddress;
  if (!saved) return { status: 'refused', field: undefined, message: '' };
  if (call.addressId === undefined) {
    const data = await storefrontApiFetch({
      store: call.store,
      query: ACCOUNT_DEFAULT_ADDRESS_UPDATE,
      variables: {
        customerAccessToken: call.accessToken,
        addressId: saved.id,
        language: apiLanguage(call.language),
      },
      dataSchema: z.object({
        customerDefaultAddressUpdate: z
          .object({ customerUserErrors: z.array(customerUserErrorSchema) })
          .nullable(),
      }),
    });
    const defaultRefusal = refusalOf(data.customerDefaultAddressUpdate?.customerUserErrors ?? []);
    if (defaultRefusal) return defaultRefusal;
  }
  return { status: 'ok' };
}

const activateSchema = z.object({
  customerActivateByUrl: z
    .object({
      customerAccessToken: tokenSchema.nullable(),
      customerUserErrors: z.array(customerUserErrorSchema),
    })
    .nullable(),
});

/** Activates an invited account with its first password (customerActivateByUrl); logs in. */
export async function activateByUrl(call: {
  store: Store;
  language: LanguageCode;
  activationUrl: string;
  password: string;
}): Promise<{ status: 'ok'; accessToken: string; expiresAt: Date } | Refusal> {
  const data = await storefrontApiFetch({
    store: call.store,
    query: ACCOUNT_ACTIVATE_BY_URL,
    variables: {
      activationUrl: call.activationUrl,
      password: call.password,
      language: apiLanguage(call.language),
    },
    dataSchema: activateSchema,
  });
  const renewal = renewalOf(data.customerActivateByUrl?.customerAccessToken);
  if (renewal) return { status: 'ok', ...renewal };
  return (
    refusalOf(data.customerActivateByUrl?.customerUserErrors ?? []) ?? {
      status: 'refused',
      field: undefined,
      message: '',
    }
  );
}

/** Declines an invitation: the commerce service closes the never-activated account. */
export async function declineInvitation(call: {
  store: Store;
  language: LanguageCode;
  activationUrl: string;
}): Promise<boolean> {
  const data = await storefrontApiFetch({
    store: call.store,
    query: ACCOUNT_INVITATION_DECLINE,
    variables: { activationUrl: call.activationUrl, language: apiLanguage(call.language) },
    dataSchema: z.object({
      extCustomerInvitationDecline: z.object({ declined: z.boolean() }).nullable(),
    }),
  });
  return data.extCustomerInvitationDecline?.declined === true;
}
