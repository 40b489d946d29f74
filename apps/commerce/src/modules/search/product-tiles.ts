/**
 * Product tiles (listing cards) from the search documents: one shape for listings, lookups
 * by id, favorites, recommendations, accessories and bundle slots, so a product shows the
 * same price and stock status wherever it appears.
 */
import { type ProductTile, productBadgeSchema } from '@shop/search-contract';
import type { LanguageCode, Store } from '@shop/shop-config';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';

/** Badges in the order shoppers read them; the catalog stores them unordered. */
const BADGE_ORDER = productBadgeSchema.options;

/**
 * The stored part of a tile (search_texts.tile), over a text row `t` (product_id, locale,
 * title) and its product `p`: what depends on the product and the language only. The
 * indexer writes it with the text, after the product's offers (whose filter values the
 * features label). The first image, the badges and the labelled features are subqueries,
 * so products without any of them still list. Badges are kept in reading order, all of
 * them: whether 'sale' shows depends on the store's prices (tileColumns).
 * The url is productPath(locale, id) of @shop/shop-config, spelled in SQL (ids are
 * integers, so its encoding changes nothing); the indexer test compares the two.
 */
export const storedTile: SQL = sql`jsonb_build_object(
  'id', t.product_id,
  'articleNumber', p.article_number,
  'title', t.title,
  'url', '/' || t.locale || '/p/' || t.product_id,
  'manufacturer', p.manufacturer,
  'imageUrl', (select m.url from media m where m.product_id = t.product_id and m.kind = 'image'
    order by m.position, m.id limit 1),
  'badges', (select coalesce(jsonb_agg(k.badge order by k.position), '[]'::jsonb)
    from unnest(${sql.raw(`'{${BADGE_ORDER.join(',')}}'::text[]`)}) with ordinality as k(badge, position)
    where exists (select 1 from product_badges b
      where b.product_id = t.product_id and b.badge::text = k.badge)),
  'features', (select coalesce(jsonb_agg(jsonb_build_object('facet', f.facet, 'value', f.value,
      'label', coalesce(tr.label, f.value)) order by f.facet, f.value), '[]'::jsonb)
    from (select split_part(v, ':', 1) as facet, substr(v, strpos(v, ':') + 1) as value
      from unnest((select so.facet_values from search_offers so
        where so.product_id = t.product_id limit 1)) as v) f
    left join facet_value_translations tr
      on tr.facet = f.facet and tr.value = f.value and tr.locale = t.locale))`;

/**
 * Select list of a tile over `search_offers o` and `search_texts t`: the product's id and
 * the whole tile, the stored part completed with the store's price, strikethrough price,
 * stock status and rating from the offer. The catalog's 'sale' badge is per product, but
 * sales run per store: without a reduction in this store the badge would promise a sale
 * the shopper cannot see, so it is dropped here. Our own SQL builds the tile, so it is not
 * parsed again on the way out (the contract tests check answers against the schema).
 */
export function tileColumns(store: Store): SQL {
  const currency = store.prices.currency;
  return sql`o.product_id, t.tile || jsonb_build_object(
    'price', jsonb_build_object('amountMinor', o.price_minor, 'currency', ${currency}::text),
    'strikethroughPrice', case when o.strikethrough_minor is null then null
      else jsonb_build_object('amountMinor', o.strikethrough_minor, 'currency', ${currency}::text) end,
    'stockStatus', o.stock_status,
    'rating', jsonb_build_object('average', o.rating_centis::float8 / 100, 'count', o.review_count),
    'badges', case when o.strikethrough_minor > o.price_minor then t.tile -> 'badges'
      else (t.tile -> 'badges') - 'sale' end) as tile`;
}

export interface TileRow {
  product_id: number;
  tile: ProductTile;
}

const tileResultSchema = z.object({ rows: z.array(z.unknown()) });

/**
 * The rows of a tile statement (tileColumns). Only the driver's answer shape is checked:
 * the tiles are our own SQL's output, and parsing 48 of them with zod on every page was a
 * large part of the service's CPU per request.
 */
export async function queryTiles(db: Pick<Database, 'execute'>, query: SQL): Promise<TileRow[]> {
  // Safe cast: tileColumns' select list, whose shape the contract tests check.
  return tileResultSchema.parse(await db.execute(query)).rows as TileRow[];
}

/** An int[] parameter; ids were validated as integers, the filter only guards the literal. */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.filter((id) => Number.isInteger(id)).join(',')}}`}::int[]`;
}

export interface TileScope {
  language: LanguageCode;
  store: Store;
}

/**
 * Tiles of the given products that the store sells, in the order of `productIds`; ids the
 * store does not sell (or that do not exist) are left out, repeated ids appear once.
 */
export async function tilesByIds(
  db: Database,
  scope: TileScope,
  productIds: readonly number[],
): Promise<ProductTile[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const rows = await queryTiles(
    db,
    sql`select ${tileColumns(scope.store)}
        from search_offers o
        join search_texts t on t.product_id = o.product_id and t.locale = ${scope.language}
        where o.store_key = ${scope.store.key} and o.product_id = any(${intArray(ids)})`,
  );
  const byId = new Map(rows.map((row) => [row.product_id, row.tile]));
  return ids.flatMap((id) => {
    const tile = byId.get(id);
    return tile ? [tile] : [];
  });
}
