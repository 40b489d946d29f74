/**
 * The customer's address book: create, change, delete and choose the default address.
 * Every call needs a valid session and touches only that customer's addresses.
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { authenticateCustomer } from './access-tokens';
import { type AddressInput, addressErrors, addressValues } from './address-fields';
import { customerMessage } from './customer-messages';
import {
  type AccountContext,
  type AccountOutcome,
  type Customer,
  refused,
  succeeded,
} from './customer-types';
import { customerAddresses, customers } from './schema';
import { sessionInvalid } from './update-customer';

export type CustomerAddress = typeof customerAddresses.$inferSelect;

/** More than anyone needs for home, work and family; bounds what one account can store. */
export const MAX_ADDRESSES = 50;

export async function listAddresses(
  context: Pick<AccountContext, 'db'>,
  customerId: number,
): Promise<CustomerAddress[]> {
  return context.db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.id));
}

export async function findAddress(
  context: Pick<AccountContext, 'db'>,
  customerId: number,
  addressId: number | null,
): Promise<CustomerAddress | null> {
  if (addressId === null) return null;
  const [address] = await context.db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)));
  return address ?? null;
}

export async function createAddress(
  context: AccountContext,
  accessToken: string,
  input: AddressInput,
): Promise<AccountOutcome<CustomerAddress>> {
  const customer = await authenticateCustomer(context, accessToken);
  if (!customer) return refused(sessionInvalid(context));
  const errors = addressErrors(input, context.language);
  if (errors.length > 0) return refused(errors);
  const [existing] = await context.db
    .select({ total: count() })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customer.id));
  if ((existing?.total ?? 0) >= MAX_ADDRESSES) {
    return refused([
      {
        code: 'INVALID',
        field: ['address'],
        message: customerMessage('addressLimit', context.language, MAX_ADDRESSES),
      },
    ]);
  }
  return context.db.transaction(async (tx) => {
    const [address] = await tx
      .insert(customerAddresses)
      .values({
        ...addressValues(input, context.language),
        customerId: customer.id,
        createdAt: context.now,
      })
      .returning();
    if (!address) throw new Error('address insert returned nothing');
    // The first address becomes the default one, as the account page expects one (spec 2.5).
    if (customer.defaultAddressId === null) {
      await tx
        .update(customers)
        .set({ defaultAddressId: address.id })
        .where(eq(customers.id, customer.id));
    }
    return succeeded(address);
  });
}

export async function updateAddress(
  context: AccountContext,
  accessToken: string,
  addressId: number | null,
  input: AddressInput,
): Promise<AccountOutcome<CustomerAddress>> {
  const customer = await authenticateCustomer(context, accessToken);
  if (!customer) return refused(sessionInvalid(context));
  if (!(await findAddress(context, customer.id, addressId)) || addressId === null)
    return addressNotFound(context);
  const errors = addressErrors(input, context.language);
  if (errors.length > 0) return refused(errors);
  const [address] = await context.db
    .update(customerAddresses)
    .set(addressValues(input, context.language))
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customer.id)))
    .returning();
  return address ? succeeded(address) : addressNotFound(context);
}

export async function deleteAddress(
  context: AccountContext,
  accessToken: string,
  addressId: number | null,
): Promise<AccountOutcome<{ id: number }>> {
  const customer = await authenticateCustomer(context, accessToken);
  if (!customer) return refused(sessionInvalid(context));
  if (!(await findAddress(context, customer.id, addressId)) || addressId === null)
    return addressNotFound(context);
  return context.db.transaction(async (tx) => {
    await tx.delete(customerAddresses).where(eq(customerAddresses.id, addressId));
    if (customer.defaultAddressId === addressId) {
      const [next] = await tx
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(
          and(eq(customerAddresses.customerId, customer.id), ne(customerAddresses.id, addressId)),
        )
        .orderBy(asc(customerAddresses.id))
        .limit(1);
      await tx
        .update(customers)
        .set({ defaultAddressId: next?.id ?? null })
        .where(eq(customers.id, customer.id));
    }
    return succeeded({ id: addressId });
  });
}

export async function setDefaultAddress(
  context: AccountContext,
  accessToken: string,
  addressId: number | null,
): Promise<AccountOutcome<Customer>> {
  const customer = await authenticateCustomer(context, accessToken);
  if (!customer) return refused(sessionInvalid(context));
  if (!(await findAddress(context, customer.id, addressId)) || addressId === null)
    return addressNotFound(context);
  const [updated] = await context.db
    .update(customers)
    .set({ defaultAddressId: addressId, updatedAt: context.now })
    .where(eq(customers.id, customer.id))
    .returning();
  if (!updated) throw new Error('authenticated customer disappeared');
  return succeeded(updated);
}

function addressNotFound<T>(context: AccountContext): AccountOutcome<T> {
  return refused([
    {
      code: 'NOT_FOUND',
      field: ['id'],
      message: customerMessage('addressNotFound', context.language),
    },
  ]);
}
