/**
 * The default address of spec 7's `GET {account service}/api/address/default?country=`: the
 * customer's default address when it lies in the asked country, else their first address
 * there, else none, so a checkout is never prefilled with another country's address.
 */
import type { CountryCode } from '@shop/shop-config';
import { findAddress, listAddresses } from '../customers/address-book';
import type { AccountContext, Customer } from '../customers/customer-types';
import { addressGid } from '../storefront-api/global-ids';
import type { AddressFields } from '../storefront-api/views/address-view';

/** The address fields of spec 3 "Address", plus phone and country for the checkout prefill. */
export type DefaultAddress = { id: string } & Pick<
  AddressFields,
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'address1'
  | 'address2'
  | 'city'
  | 'zip'
  | 'phone'
  | 'countryCode'
>;

export async function defaultAddressFor(
  context: Pick<AccountContext, 'db'>,
  customer: Customer,
  country: CountryCode,
): Promise<DefaultAddress | null> {
  const inCountry = (code: string | null) => code?.toLowerCase() === country;
  const preferred = await findAddress(context, customer.id, customer.defaultAddressId);
  const address =
    preferred && inCountry(preferred.countryCode)
      ? preferred
      : (await listAddresses(context, customer.id)).find((entry) => inCountry(entry.countryCode));
  if (!address) return null;
  return {
    id: addressGid(address.id),
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    zip: address.zip,
    phone: address.phone,
    countryCode: address.countryCode,
  };
}
