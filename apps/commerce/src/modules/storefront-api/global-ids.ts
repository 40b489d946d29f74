/**
 * Shopify global ids (gid://shopify/<Type>/<id>), as Shopify clients expect them. Parsing
 * is strict: anything but our own shape names nothing.
 */
export type GidType =
  | 'Cart'
  | 'CartLine'
  | 'Customer'
  | 'MailingAddress'
  | 'Order'
  | 'Product'
  | 'ProductVariant'
  | 'ProductImage';

export function toGid(type: GidType, id: string | number, query?: string): string {
  return `gid://shopify/${type}/${id}${query ? `?${query}` : ''}`;
}

/** The id part of a gid of the given type (query string dropped); null for anything else. */
export function parseGid(value: string, type: GidType): string | null {
  const prefix = `gid://shopify/${type}/`;
  if (value.length > 300 || !value.startsWith(prefix)) return null;
  const id = value.slice(prefix.length).split('?')[0] ?? '';
  return /^[A-Za-z0-9-]+$/.test(id) ? id : null;
}

/** A numeric database id from a gid; null unless it is a positive 32-bit integer. */
export function parseNumericGid(value: string, type: GidType): number | null {
  const id = parseGid(value, type);
  if (id === null || !/^[1-9]\d{0,9}$/.test(id)) return null;
  const number = Number(id);
  return number < 2 ** 31 ? number : null;
}

export const addressGid = (id: number) => toGid('MailingAddress', id, 'model_name=CustomerAddress');

/** The type named by any gid://shopify/<Type>/… value, or null. */
export function gidTypeOf(value: string): string | null {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\//.exec(value);
  return match?.[1] ?? null;
}

/** One parameter of a gid's query string (e.g. the cart of a CartLine id), or null. */
export function gidParameter(value: string, name: string): string | null {
  const query = value.length > 300 ? undefined : value.split('?')[1];
  return query === undefined ? null : new URLSearchParams(query).get(name);
}
