/** MailingAddress in Shopify's shape, for address-book entries and order addresses. */
import { SHOPIFY_COUNTRY_CODES } from '../schema/shopify-enums';

export interface AddressFields {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  zip: string | null;
  province: string | null;
  country: string | null;
  countryCode: string | null;
  phone: string | null;
}

const KNOWN_COUNTRY_CODES = new Set<string>(SHOPIFY_COUNTRY_CODES);

export function addressView(gid: string, address: AddressFields) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ') || null;
  const area = [
    [address.zip, address.city].filter(Boolean).join(' '),
    address.province,
    address.country,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    __typename: 'MailingAddress' as const,
    id: gid,
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    zip: address.zip,
    province: address.province,
    country: address.country,
    phone: address.phone,
    countryCodeV2:
      address.countryCode && KNOWN_COUNTRY_CODES.has(address.countryCode)
        ? address.countryCode
        : null,
    name,
    formattedArea: area || null,
    formatted: (args: { withCompany?: unknown; withName?: unknown }) =>
      [
        args.withName === true ? name : null,
        args.withCompany === false ? null : address.company,
        address.address1,
        address.address2,
        [address.zip, address.city].filter(Boolean).join(' ') || null,
        address.province,
        address.country,
      ].filter((line): line is string => Boolean(line)),
  };
}
