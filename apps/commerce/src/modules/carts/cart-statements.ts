/**
 * The cart's hot statements, hand-written (db/raw-statements.ts): the storefront reads the
 * cart on every page and changes it on every "add to cart", so a read is one round trip
 * (cart, lines, merchandise and rental terms together), the common "add to cart" is one
 * (cart_add_line) and any other line change four (lock, read, write, commit) instead of one
 * per step (issue 3, bench/storefront-api).
 */
import { DEFAULT_LANGUAGE, DEFAULT_STORE_KEY, getStore, STORE_KEYS } from '@shop/shop-config';
import type { RawRow, RawSession, RawStatement } from '../../db/raw-statements';
import type { StoredValueLocation } from '../content/content-store';
import type { PlannedLine } from './cart-line-plan';
import type { CartContext } from './cart-types';
import {
  type Merchandise,
  merchandiseFromRawRow,
  merchandiseLateral,
  type RentalTermsByProduct,
} from './merchandise';
import type { CartAttribute, carts } from './schema';

export type CartRow = typeof carts.$inferSelect;

/** What a statement knows of one line; `position` orders new lines after existing ones. */
export interface StoredLine {
  id: string;
  variantId: number;
  quantity: number;
  attributes: CartAttribute[];
  position: number;
}

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The cart's store as getStoreOfCart sees it: a key no longer configured means Germany. */
const STORE_OF_CART = `case c.store_key ${STORE_KEYS.map(
  (key) => `when ${literal(key)} then ${literal(key)}`,
).join(' ')} else ${literal(DEFAULT_STORE_KEY)} end`;
const STORE_LANGUAGE = `case s.key ${STORE_KEYS.map(
  (key) => `when ${literal(key)} then ${literal(getStore(key).defaultLanguage)}`,
).join(' ')} end`;

const CART_COLUMNS = `c.token, c.store_key as "storeKey", c.country_code as "countryCode",
  c.customer_id as "customerId", c.email, c.phone, c.note, c.attributes,
  c.completed_at as "completedAt", c.created_at as "createdAt", c.updated_at as "updatedAt"`;
const LINE_COLUMNS = `l.id as "lineId", l.variant_id as "lineVariantId", l.quantity as "lineQuantity",
  l.attributes as "lineAttributes", l.position as "linePosition"`;

/**
 * The lateral's merchandise as one JSON column rather than its 22 columns: the driver
 * builds a parser and a field per column for every result (pg's per-result field set-up
 * of the wide rows was 3–5 % of a cart request's CPU, bench/README.md, Storefront API,
 * fifth pass), while one JSON text is parsed natively. Null when the variant is not
 * merchandise of the store.
 */
const MERCHANDISE_COLUMN = `to_json(mx) as "merchandise"`;

/** $1 cart token, $2 the request's language. One row per line (one row for an empty cart). */
const READ_CART: RawStatement = {
  name: 'cart_read_v2',
  text: `select ${CART_COLUMNS}, ${LINE_COLUMNS}, ${MERCHANDISE_COLUMN}
  from carts c
  cross join lateral (select ${STORE_OF_CART} as key) s
  cross join lateral (select ${STORE_LANGUAGE} as language) sl
  left join cart_lines l on l.cart_token = c.token
  ${merchandiseLateral('l.variant_id', 's.key', ['$2', 'sl.language', literal(DEFAULT_LANGUAGE)])}
  where c.token = $1
  order by l.position`,
};

/**
 * $1 cart token, $2 requested variant ids, $3 store key, $4–$6 languages in order of
 * preference. The cart's lines with their merchandise, then the requested variants'.
 */
const READ_LINES_FOR_CHANGE: RawStatement = {
  name: 'cart_lines_for_change_v2',
  text: `select ${LINE_COLUMNS}, ${MERCHANDISE_COLUMN}
  from (
    select id, variant_id, quantity, attributes, position from cart_lines where cart_token = $1
    union all
    select null::uuid, requested, null::integer, null::jsonb, null::integer
    from unnest($2::integer[]) requested
  ) l
  ${merchandiseLateral('l.variant_id', '$3', ['$4', '$5', '$6'])}
  order by l.position nulls last`,
};

/**
 * $1 cart token, $2 the changed lines as JSON, $3 the time of the change. Removes lines
 * whose quantity became 0, updates changed ones, inserts new ones and touches the cart, in
 * one statement (the sub-statements work on different rows, so their shared snapshot is
 * exact); the cart row is already locked by the transaction.
 */
const WRITE_LINES: RawStatement = {
  name: 'cart_write_lines_v1',
  text: `with changes as (
    select * from jsonb_to_recordset($2::jsonb) as x(
      id uuid, "variantId" integer, quantity integer, attributes jsonb, position integer, "isNew" boolean)
  ), removed as (
    delete from cart_lines l using changes x
    where l.id = x.id and l.cart_token = $1 and not x."isNew" and x.quantity = 0
  ), updated as (
    update cart_lines l set quantity = x.quantity, variant_id = x."variantId", attributes = x.attributes
    from changes x where l.id = x.id and l.cart_token = $1 and not x."isNew" and x.quantity > 0
  ), inserted as (
    insert into cart_lines (id, cart_token, variant_id, quantity, attributes, position)
    select x.id, $1, x."variantId", x.quantity, x.attributes, x.position
    from changes x where x."isNew" and x.quantity > 0
  )
  update carts c set updated_at = $3 where c.token = $1
  returning ${CART_COLUMNS}`,
};

/**
 * One line added in one round trip: the function cart_add_line (migration 0011) locks the
 * cart, checks the rules, writes and answers the cart row and its lines; this statement
 * adds their merchandise in the request's language ($16). Rows carry `outcome`: 'ok',
 * 'unknown' (no open cart) or 'fallback' (nothing written, a rule may refuse).
 */
const ADD_LINE: RawStatement = {
  name: 'cart_add_line_v2',
  text: `select r.*, ${MERCHANDISE_COLUMN}
  from cart_add_line($1::text, $2::integer, $3::integer, $4::jsonb, $5::timestamptz,
    $6::timestamptz, $7::text[], $8::text, $9::integer, $10::integer, $11::text, $12::text,
    $13::text[], $14::text[], $15::text[]) r
  cross join lateral (select r."cartStore" as key) s
  cross join lateral (select ${STORE_LANGUAGE} as language) sl
  ${merchandiseLateral('r."lineVariantId"', 's.key', ['$16', 'sl.language', literal(DEFAULT_LANGUAGE)])}
  order by r."linePosition"`,
};

/**
 * Locks the cart row for the transaction. The token is written into the text (the
 * statement rides with BEGIN in one simple-protocol round trip, which takes no
 * parameters); callers pass only tokens that matched isCartToken (c1- and 32 hex digits).
 */
export function lockCartStatement(token: string): string {
  if (!/^c1-[0-9a-f]{32}$/.test(token)) throw new Error('not a cart token');
  return `select ${CART_COLUMNS} from carts c where c.token = '${token}' for update`;
}

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const attributesOf = (value: unknown) => (Array.isArray(value) ? (value as CartAttribute[]) : []);

export function cartRowOf(row: RawRow): CartRow {
  return {
    token: String(row.token),
    storeKey: String(row.storeKey),
    countryCode: row.countryCode === null ? null : String(row.countryCode),
    customerId: row.customerId === null ? null : Number(row.customerId),
    email: row.email === null ? null : String(row.email),
    phone: row.phone === null ? null : String(row.phone),
    note: row.note === null ? null : String(row.note),
    attributes: attributesOf(row.attributes),
    completedAt: row.completedAt === null ? null : toDate(row.completedAt),
    createdAt: toDate(row.createdAt),
    updatedAt: toDate(row.updatedAt),
  };
}

export interface LinesWithMerchandise {
  lines: StoredLine[];
  merchandise: Map<number, Merchandise>;
  rentalTerms: RentalTermsByProduct;
}

function linesWithMerchandise(rows: readonly RawRow[]): LinesWithMerchandise {
  const lines: StoredLine[] = [];
  const merchandise = new Map<number, Merchandise>();
  const rentalTerms: RentalTermsByProduct = new Map();
  for (const row of rows) {
    if (row.lineId !== null && row.lineId !== undefined) {
      lines.push({
        id: String(row.lineId),
        variantId: Number(row.lineVariantId),
        quantity: Number(row.lineQuantity),
        attributes: attributesOf(row.lineAttributes),
        position: Number(row.linePosition),
      });
    }
    const item = merchandiseFromRawRow(row.merchandise, rentalTerms);
    if (item) merchandise.set(item.variantId, item);
  }
  return { lines, merchandise, rentalTerms };
}

/** The cart with its lines and their merchandise in one round trip; null when unknown. */
export async function readCart(
  session: RawSession,
  token: string,
  language: CartContext['language'],
): Promise<({ row: CartRow } & LinesWithMerchandise) | null> {
  const rows = await session.rows(READ_CART, [token, language]);
  const first = rows[0];
  if (!first) return null;
  return { row: cartRowOf(first), ...linesWithMerchandise(rows) };
}

export interface LineAddition {
  token: string;
  variantId: number;
  quantity: number;
  attributes: readonly CartAttribute[];
  now: Date;
  expiredBefore: Date;
  language: CartContext['language'];
  limits: { maxLineQuantity: number; maxLines: number };
  /** Where catalogue mode is stored; only a stored `false` (or none) lets the change through. */
  catalogueMode: StoredValueLocation;
}

export type LineAdditionResult =
  | { outcome: 'ok'; row: CartRow; current: LinesWithMerchandise }
  | { outcome: 'unknown' | 'fallback' };

/** Runs cart_add_line: the addition written and the cart after it, or why not. */
export async function addLineInOneStatement(
  session: RawSession,
  addition: LineAddition,
): Promise<LineAdditionResult> {
  const { catalogueMode } = addition;
  const rows = await session.rows(ADD_LINE, [
    addition.token,
    addition.variantId,
    addition.quantity,
    JSON.stringify(addition.attributes),
    addition.now,
    addition.expiredBefore,
    STORE_KEYS,
    DEFAULT_STORE_KEY,
    addition.limits.maxLineQuantity,
    addition.limits.maxLines,
    catalogueMode.kind,
    catalogueMode.key,
    catalogueMode.locales,
    catalogueMode.brands,
    catalogueMode.path,
    addition.language,
  ]);
  const first = rows[0];
  if (first?.outcome === 'ok') {
    return { outcome: 'ok', row: cartRowOf(first), current: linesWithMerchandise(rows) };
  }
  return { outcome: first?.outcome === 'unknown' ? 'unknown' : 'fallback' };
}

/** Variant ids that can name a catalog row (PostgreSQL integer). */
export const isVariantId = (id: number) => Number.isSafeInteger(id) && id > 0 && id < 2 ** 31;

/** After the lock: the lines as they are now, with merchandise for them and the requests. */
export async function readLinesForChange(
  session: RawSession,
  token: string,
  requestedVariantIds: readonly (number | null)[],
  scope: { storeKey: string; languages: readonly [string, string, string] },
): Promise<LinesWithMerchandise> {
  const requested = [
    ...new Set(requestedVariantIds.filter((id): id is number => id !== null && isVariantId(id))),
  ];
  const rows = await session.rows(READ_LINES_FOR_CHANGE, [
    token,
    requested,
    scope.storeKey,
    ...scope.languages,
  ]);
  return linesWithMerchandise(rows);
}

/** Writes the changed lines of a checked plan and touches the cart; answers the cart row. */
export async function writePlannedLines(
  session: RawSession,
  token: string,
  lines: readonly PlannedLine[],
  now: Date,
): Promise<CartRow> {
  const changes = lines
    .filter((line) => line.changed && !(line.isNew && line.quantity === 0))
    .map(({ id, variantId, quantity, attributes, position, isNew }) => ({
      id,
      variantId,
      quantity,
      attributes,
      position,
      isNew,
    }));
  const [row] = await session.rows(WRITE_LINES, [token, JSON.stringify(changes), now]);
  if (!row) throw new Error('locked cart disappeared');
  return cartRowOf(row);
}
