/** The customer query, personal data and the address book: thin adapters. */
import { z } from 'zod';
import { authenticateCustomer } from '../../customers/access-tokens';
import {
  createAddress,
  deleteAddress,
  setDefaultAddress,
  updateAddress,
} from '../../customers/address-book';
import { updateCustomer } from '../../customers/update-customer';
import { addressGid, parseNumericGid } from '../global-ids';
import { accountContextOf } from '../request-context';
import { addressView } from '../views/address-view';
import { accessTokenView, customerErrors, customerOf } from './payloads';
import { parseArgs, type RootResolver } from './resolver-types';

const addressSchema = z.object({
  address1: z.string().nullish(),
  address2: z.string().nullish(),
  city: z.string().nullish(),
  company: z.string().nullish(),
  country: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  phone: z.string().nullish(),
  province: z.string().nullish(),
  zip: z.string().nullish(),
});
const tokenSchema = z.object({ customerAccessToken: z.string() });

/** The payload of customerAddressCreate and customerAddressUpdate. */
function addressPayload(
  outcome: Awaited<ReturnType<typeof createAddress>> | Awaited<ReturnType<typeof updateAddress>>,
) {
  return outcome.ok
    ? {
        customerAddress: addressView(addressGid(outcome.value.id), outcome.value),
        ...customerErrors([]),
      }
    : { customerAddress: null, ...customerErrors(outcome.errors) };
}

// Argument schemas are built once: zod compiles each schema on its first parse.
const customerUpdateArgs = tokenSchema.extend({
  customer: z.object({
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    phone: z.string().nullish(),
    email: z.string().nullish(),
    password: z.string().nullish(),
    acceptsMarketing: z.boolean().nullish(),
  }),
});
const customerAddressCreateArgs = tokenSchema.extend({ address: addressSchema });
const customerAddressUpdateArgs = tokenSchema.extend({ id: z.string(), address: addressSchema });
const customerAddressDeleteArgs = tokenSchema.extend({ id: z.string() });
const customerDefaultAddressUpdateArgs = tokenSchema.extend({ addressId: z.string() });

export const customerQueryResolvers: Record<string, RootResolver> = {
  async customer(_root, args, context, info) {
    const { customerAccessToken } = parseArgs(tokenSchema, args);
    const customer = await authenticateCustomer(context, customerAccessToken);
    return customer ? customerOf(customer, context, info) : null;
  },
};

export const customerMutationResolvers: Record<string, RootResolver> = {
  async customerUpdate(_root, args, context, info) {
    const { customerAccessToken, customer } = parseArgs(customerUpdateArgs, args);
    const outcome = await updateCustomer(
      accountContextOf(context, info),
      customerAccessToken,
      customer,
    );
    if (!outcome.ok)
      return { customer: null, customerAccessToken: null, ...customerErrors(outcome.errors) };
    const { accessToken } = outcome.value;
    return {
      customer: customerOf(outcome.value.customer, context, info),
      customerAccessToken: accessToken ? accessTokenView(accessToken) : null,
      ...customerErrors([]),
    };
  },

  async customerAddressCreate(_root, args, context, info) {
    const { customerAccessToken, address } = parseArgs(customerAddressCreateArgs, args);
    const outcome = await createAddress(
      accountContextOf(context, info),
      customerAccessToken,
      address,
    );
    return addressPayload(outcome);
  },

  async customerAddressUpdate(_root, args, context, info) {
    const { customerAccessToken, id, address } = parseArgs(customerAddressUpdateArgs, args);
    const addressId = parseNumericGid(id, 'MailingAddress');
    const outcome = await updateAddress(
      accountContextOf(context, info),
      customerAccessToken,
      addressId,
      address,
    );
    return addressPayload(outcome);
  },

  async customerAddressDelete(_root, args, context, info) {
    const { customerAccessToken, id } = parseArgs(customerAddressDeleteArgs, args);
    const outcome = await deleteAddress(
      accountContextOf(context, info),
      customerAccessToken,
      parseNumericGid(id, 'MailingAddress'),
    );
    return outcome.ok
      ? { deletedCustomerAddressId: id, ...customerErrors([]) }
      : { deletedCustomerAddressId: null, ...customerErrors(outcome.errors) };
  },

  async customerDefaultAddressUpdate(_root, args, context, info) {
    const { customerAccessToken, addressId } = parseArgs(customerDefaultAddressUpdateArgs, args);
    const outcome = await setDefaultAddress(
      accountContextOf(context, info),
      customerAccessToken,
      parseNumericGid(addressId, 'MailingAddress'),
    );
    return outcome.ok
      ? { customer: customerOf(outcome.value, context, info), ...customerErrors([]) }
      : { customer: null, ...customerErrors(outcome.errors) };
  },
};
