/**
 * Checks and cleans a MailingAddressInput. Spec 5 asks for name, street, zip and city;
 * company and address2 stay optional here because the storefront's Spanish catalogue
 * makes company optional, and the API serves every catalogue.
 */
import {
  COUNTRY_CODES,
  COUNTRY_NAMES,
  isCountryCode,
  type LanguageCode,
  normaliseCountryCode,
} from '@shop/shop-config';
import { cleanText, phoneErrors, textFieldErrors } from './customer-fields';
import type { CustomerUserError } from './customer-types';
import type { customerAddresses } from './schema';

export interface AddressInput {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  zip?: string | null;
  province?: string | null;
  country?: string | null;
  phone?: string | null;
}

const REQUIRED: ReadonlyArray<keyof AddressInput> = [
  'firstName',
  'lastName',
  'address1',
  'zip',
  'city',
];
const FIELDS: ReadonlyArray<keyof AddressInput> = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'zip',
  'province',
  'country',
];

export type AddressValues = Omit<
  typeof customerAddresses.$inferInsert,
  'id' | 'customerId' | 'createdAt'
>;

export function addressErrors(input: AddressInput, language: LanguageCode): CustomerUserError[] {
  const errors = FIELDS.flatMap((name) =>
    textFieldErrors(input[name], ['address', name], language, {
      required: REQUIRED.includes(name),
    }),
  );
  if (input.phone) errors.push(...phoneErrors(input.phone, ['address', 'phone'], language));
  return errors;
}

/** Address values to store: trimmed, empty as null, and the country's ISO code when known. */
export function addressValues(input: AddressInput, language: LanguageCode): AddressValues {
  const country = resolveCountry(cleanText(input.country), language);
  return {
    firstName: cleanText(input.firstName),
    lastName: cleanText(input.lastName),
    company: cleanText(input.company),
    address1: cleanText(input.address1),
    address2: cleanText(input.address2),
    city: cleanText(input.city),
    zip: cleanText(input.zip),
    province: cleanText(input.province),
    phone: cleanText(input.phone),
    country: country.name,
    countryCode: country.code,
  };
}

function resolveCountry(
  country: string | null,
  language: LanguageCode,
): { name: string | null; code: string | null } {
  if (country === null) return { name: null, code: null };
  const asCode = normaliseCountryCode(country);
  if (isCountryCode(asCode))
    return { name: COUNTRY_NAMES[asCode][language], code: asCode.toUpperCase() };
  const lower = country.toLowerCase();
  const byName = COUNTRY_CODES.find((code) =>
    Object.values(COUNTRY_NAMES[code]).some((name) => name.toLowerCase() === lower),
  );
  return { name: country, code: byName ? byName.toUpperCase() : null };
}
