import { z } from 'zod';
import { phoneSchema } from './phone';

/**
 * A shipping or account address (spec 5): first name, last name, company, street with house
 * number (address1), zip and city are required, address2 (flat, floor) is optional. The
 * Spanish catalogue makes company optional as well (spec 5). Lengths are not in the spec:
 * these hold any real address and what a parcel label prints.
 */
export const ADDRESS_FIELD_MAX_LENGTH = 100;
export const ZIP_MAX_LENGTH = 16;

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'zip',
  'city',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The store keys whose address form makes company optional (spec 5, Spanish catalogue). */
const COMPANY_OPTIONAL_STORES: ReadonlySet<string> = new Set(['es']);

function addressText(maxLength: number, required: boolean) {
  const text = z
    .string()
    .trim()
    .max(maxLength, { message: 'validation.tooLong' })
    .refine((value) => !value.includes('\0'), { message: 'validation.invalidText' });
  return required
    ? text.min(1, { message: 'validation.required' })
    : text.optional().transform((value) => value ?? '');
}

/** Which address fields a store's form requires, in form order. */
export function requiredAddressFields(storeKey: string): readonly AddressField[] {
  return ADDRESS_FIELDS.filter(
    (field) =>
      field !== 'address2' && !(field === 'company' && COMPANY_OPTIONAL_STORES.has(storeKey)),
  );
}

/** The address schema of one store; errors are message keys (validation.*). */
export function addressSchema(storeKey: string) {
  const required = new Set<AddressField>(requiredAddressFields(storeKey));
  return z.object({
    firstName: addressText(ADDRESS_FIELD_MAX_LENGTH, true),
    lastName: addressText(ADDRESS_FIELD_MAX_LENGTH, true),
    company: addressText(ADDRESS_FIELD_MAX_LENGTH, required.has('company')),
    address1: addressText(ADDRESS_FIELD_MAX_LENGTH, true),
    address2: addressText(ADDRESS_FIELD_MAX_LENGTH, false),
    zip: addressText(ZIP_MAX_LENGTH, true),
    city: addressText(ADDRESS_FIELD_MAX_LENGTH, true),
    /** Optional; when given it must be E.164 (spec 5). */
    phone: z.union([z.literal(''), phoneSchema]).optional(),
  });
}
export type AddressForm = z.infer<ReturnType<typeof addressSchema>>;
