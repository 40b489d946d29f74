/**
 * Rebuilds the search documents of some products (or all) from the catalog tables.
 * Set-based SQL, so the 100,000-product benchmark catalog indexes in one pass; callers
 * run it inside the transaction that changed the catalog, so search never lags behind.
 */
import { FEW_IN_STOCK_THRESHOLD } from '@shop/shop-config';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { GENDER_FIT_ROW_ID } from '../catalog/schema';
import { VERSION_ROWS, type VersionRow } from './answer-cache';
import { FITTED_PRODUCT_KINDS, GENDER_FIT_WORDS } from './gender-fit';
import { storedTile } from './product-tiles';
import { queryRows } from './rows';
import { textSearchConfigFor } from './text-search-config';

type Executor = Pick<Database, 'execute'>;

/**
 * What separates the words of title_words in the titles' vocabulary (search_title_words):
 * spaces and ASCII punctuation, such as the hyphen of 'oberarm-blutdruckmessgerat'
 * (title_words is unaccented, so its letters are ASCII but for a few scripts'). Migration
 * 0019 split the titles indexed before it the same way.
 */
const TITLE_WORD_SEPARATORS = '[[:space:][:punct:]]+';

const textArray = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::text[]`;

/** `column = any(ids)`, or true when every product is to be indexed. */
function productFilter(column: SQL, productIds: readonly number[] | undefined): SQL {
  if (productIds === undefined) return sql`true`;
  const literal = `{${productIds.filter((id) => Number.isInteger(id)).join(',')}}`;
  return sql`${column} = any(${literal}::int[])`;
}

/**
 * What changed in the catalog: 'stock' for a stock change only, which leaves the answers
 * that show and use no stock (autosuggest) current; 'catalog' for anything else.
 */
export type CatalogChange = 'stock' | 'catalog';

const changedRowSchema = z.object({ changed: z.boolean() });

/**
 * Whether refreshing the products' offers would change any of them, found without
 * writing: the offers the catalog gives now against the stored ones, compared both ways.
 */
async function offersWouldChange(db: Executor, productIds: readonly number[]): Promise<boolean> {
  const stored = sql`select ${OFFER_COLUMNS} from search_offers
    where ${productFilter(sql.raw('product_id'), productIds)}`;
  const [row] = await queryRows(
    db,
    sql`with fresh as (${currentOffers(productIds)}), stored as (${stored})
      select exists ((select * from fresh except select * from stored)
        union all (select * from stored except select * from fresh)) as changed`,
    changedRowSchema,
  );
  return row?.changed ?? true;
}

/**
 * Rebuilds the search documents of the products (all when none are given) inside the
 * caller's transaction. Answers whether anything a shopper sees changed: always for a
 * catalog change, for a stock change only when an offer did (decision 197), which is
 * when the storefront's cached pages of these products are stale too.
 */
export async function refreshSearchDocuments(
  db: Executor,
  productIds?: readonly number[],
  change: CatalogChange = 'catalog',
): Promise<boolean> {
  await lockProducts(db, productIds);
  if (change === 'stock' && productIds !== undefined) {
    // Stock reaches only the offers (in stock, stock status, the variant whose price is
    // shown), never the texts. Most stock changes (an order's unit or two) leave all of
    // that as it was: then nothing is written, no answer changed, and the cached ones stay
    // (decisions 197 and 200). Compared under the lock, so it sees every committed change.
    if (!(await offersWouldChange(db, productIds))) return false;
    await refreshOffers(db, productIds);
    await raiseVersions(db, ['catalog']);
    // The categories whose pages list these products (a product's category_ids hold its
    // categories' parents too), in key order so concurrent changes never deadlock.
    await db.execute(sql`
      insert into search_category_versions (category_id, version)
      select distinct category_id, 1
      from search_offers o, unnest(o.category_ids) as category_id
      where ${productFilter(sql.raw('o.product_id'), productIds)}
      order by 1
      on conflict (category_id) do update set version = search_category_versions.version + 1`);
    return true;
  }
  await refreshOffers(db, productIds);
  await refreshTexts(db, productIds);
  await raiseVersions(db, ['catalog', 'catalog but stock']);
  return true;
}

/**
 * Holds the products (all of them for a full refresh) until the caller's commit, in id
 * order (no deadlock between two refreshes). Two transactions refreshing one product, such
 * as orders of two sizes of it, or an order during a full refresh, would otherwise both
 * delete its offers and insert them again, and the second insert would fail on the first
 * one's rows. NO KEY: orders and carts referencing the product (key share) are not held up.
 */
async function lockProducts(db: Executor, productIds: readonly number[] | undefined) {
  await db.execute(
    sql`select id from products where ${productFilter(sql.raw('id'), productIds)}
      order by id for no key update`,
  );
}

/**
 * Cached answers of the scopes' previous versions are stale from this commit on
 * (answer-cache.ts). The rows in key order, so concurrent changes never deadlock on them.
 */
async function raiseVersions(db: Executor, scopes: readonly VersionRow[]): Promise<void> {
  const rows = scopes.map((scope) => sql`(${VERSION_ROWS[scope]}, 1)`);
  await db.execute(sql`
    insert into search_catalog_version (id, version) values ${sql.join(rows, sql`, `)}
    on conflict (id) do update set version = search_catalog_version.version + 1`);
}

/** The columns of a facet cell that identify it (search_facet_cells' key), in key order. */
const CELL_KEY = sql.raw(
  'store_key, category_id, text_locales, facet_values, in_stock, price_minor',
);

/**
 * The facet cells of some offers (a relation with search_offers' columns) and how many of
 * the offers each holds: one row per store, category (0 for the whole store) and
 * combination.
 */
function facetCellsOf(offers: SQL, withClause: SQL = sql``): SQL {
  return sql`${withClause} select store_key, category_id, text_locales, facet_values, in_stock, price_minor,
      count(*)::int as offers
    from ${offers} as counted, unnest(array[0] || counted.category_ids) as category_id
    group by ${CELL_KEY}`;
}

/** A row of search_facet_cells (or of facetCellsOf): one cell and its offers. */
export const facetCellRowSchema = z.object({
  store_key: z.string(),
  category_id: z.number(),
  text_locales: z.array(z.string()),
  facet_values: z.array(z.string()),
  in_stock: z.boolean(),
  price_minor: z.number(),
  offers: z.number(),
});

/** The columns of search_offers, in the order currentOffers selects them. */
const OFFER_COLUMNS = sql.raw(
  'product_id, store_key, kind, price_minor, strikethrough_minor, popularity, rating_centis, ' +
    'review_count, created_at, in_stock, stock_status, category_ids, facet_values, ' +
    'article_numbers, text_locales',
);

/** The offers the catalog gives the products now (all when none are given), OFFER_COLUMNS. */
function currentOffers(productIds: readonly number[] | undefined): SQL {
  const only = (column: string) => productFilter(sql.raw(column), productIds);
  return sql`
    with recursive category_chain(product_id, category_id) as (
      select product_id, category_id from product_categories where ${only('product_id')}
      union
      select chain.product_id, c.parent_id
      from category_chain chain join categories c on c.id = chain.category_id
      where c.parent_id is not null
    ),
    product_categories_all as (
      select product_id, array_agg(distinct category_id) as ids from category_chain group by product_id
    ),
    stock as (
      -- Ordered, so an unchanged product's offer is the same row (offersWouldChange).
      select product_id, sum(stock_quantity)::int as total,
        array_agg(article_number order by article_number) as numbers
      from variants where ${only('product_id')} group by product_id
    ),
    chosen as (
      select distinct on (v.product_id, vp.store_key)
        v.product_id, vp.store_key, vp.amount_minor, vp.strikethrough_minor
      from variants v join variant_prices vp on vp.variant_id = v.id
      where ${only('v.product_id')}
      order by v.product_id, vp.store_key, (v.stock_quantity > 0) desc, v.position, v.id
    ),
    text_locales as (
      select product_id, array_agg(locale order by locale) as locales
      from product_translations where ${only('product_id')} group by product_id
    ),
    ratings as (
      select product_id, round(avg(rating) * 100)::int as centis, count(*)::int as total
      from reviews where status = 'published' and ${only('product_id')} group by product_id
    ),
    fits as (
      select p.id as product_id,
        case
          when bool_or(lower(unaccent(r.value)) = any(${textArray(GENDER_FIT_WORDS.women)})) then 'women'
          when bool_or(lower(unaccent(r.value)) = any(${textArray(GENDER_FIT_WORDS.men)})) then 'men'
          else 'unisex'
        end as fit
      from products p
      left join technical_rows r on r.product_id = p.id and r.row_id = ${GENDER_FIT_ROW_ID}
      where p.kind = any(${textArray(FITTED_PRODUCT_KINDS)}) and ${only('p.id')}
      group by p.id
    ),
    facet_values as (
      select product_id, array_agg(distinct value) as vals from (
        select product_id, facet || ':' || value as value from product_facets where ${only('product_id')}
        union all
        select product_id, 'size:' || size_top from variants where size_top is not null and ${only('product_id')}
        union all
        select product_id, 'size:' || size_bottom from variants where size_bottom is not null and ${only('product_id')}
        union all
        select product_id, 'color:' || color from variants where color is not null and ${only('product_id')}
        union all
        select product_id, 'fit:' || fit from fits
      ) as all_values group by product_id
    )
    select p.id, c.store_key, p.kind, c.amount_minor, c.strikethrough_minor,
      p.popularity, coalesce(r.centis, 0), coalesce(r.total, 0), p.created_at,
      p.available_online and coalesce(s.total, 0) > 0,
      case
        when not p.available_online then 'notAvailableOnline'
        when coalesce(s.total, 0) <= 0 then 'outOfStock'
        when s.total <= ${FEW_IN_STOCK_THRESHOLD} then 'fewInStock'
        else 'inStock'
      end,
      coalesce(pc.ids, '{}'), coalesce(f.vals, '{}'),
      array[p.article_number] || coalesce(s.numbers, '{}'), coalesce(tl.locales, '{}')
    from products p
    join chosen c on c.product_id = p.id
    left join stock s on s.product_id = p.id
    left join ratings r on r.product_id = p.id
    left join product_categories_all pc on pc.product_id = p.id
    left join facet_values f on f.product_id = p.id
    left join text_locales tl on tl.product_id = p.id
    where ${only('p.id')}
  `;
}

async function refreshOffers(db: Executor, productIds: readonly number[] | undefined) {
  const only = (column: string) => productFilter(sql.raw(column), productIds);
  // The cells the replaced offers held, taken off below together with the new offers'.
  let removedCells: Array<z.infer<typeof facetCellRowSchema>> = [];
  if (productIds === undefined) {
    // A full rebuild counts the cells afresh once all offers are in.
    await db.execute(sql`delete from search_facet_cells`);
    await db.execute(sql`delete from search_offers`);
  } else {
    removedCells = await queryRows(
      db,
      facetCellsOf(
        sql`removed`,
        sql`with removed as (delete from search_offers where ${only('product_id')} returning *)`,
      ),
      facetCellRowSchema,
    );
  }
  await db.execute(sql`
    insert into search_offers (${OFFER_COLUMNS})
    ${currentOffers(productIds)}
    -- Written store by store and category by category: a category page of one store then
    -- reads a few hundred neighbouring pages instead of one page per offer (a full
    -- refresh lays the table out this way; later changes append).
    order by c.store_key, pc.ids, p.popularity desc, p.id
  `);
  if (productIds === undefined) {
    await db.execute(
      // In key order: a category's cells then share a few pages.
      sql`insert into search_facet_cells (${CELL_KEY}, offers)
        ${facetCellsOf(sql`search_offers`)} order by ${CELL_KEY}`,
    );
    return;
  }
  // One statement for the whole change of every cell (new offers in, replaced ones out),
  // written in key order: two transactions changing offers of one category lock their
  // shared cells in the same order and never deadlock. Cells left empty go.
  await db.execute(sql`
    with changes as (
      select ${CELL_KEY}, sum(offers)::int as offers from (
        ${facetCellsOf(sql`(select * from search_offers where ${only('product_id')})`)}
        union all
        select store_key, category_id, text_locales, facet_values, in_stock, price_minor,
          -offers
        from jsonb_to_recordset(${JSON.stringify(removedCells)}::jsonb) as removed(
          store_key text, category_id int, text_locales text[], facet_values text[],
          in_stock boolean, price_minor int, offers int)
      ) as both_sides
      group by ${CELL_KEY}
      having sum(offers) <> 0
    )
    insert into search_facet_cells (${CELL_KEY}, offers) select * from changes order by ${CELL_KEY}
    on conflict (${CELL_KEY}) do update set offers = search_facet_cells.offers + excluded.offers`);
  await db.execute(sql`delete from search_facet_cells where offers = 0`);
}

async function refreshTexts(db: Executor, productIds: readonly number[] | undefined) {
  const only = (column: string) => productFilter(sql.raw(column), productIds);
  const config = textSearchConfigFor(sql.raw('t.locale'));
  await db.execute(sql`delete from search_texts where ${only('product_id')}`);
  // What autosuggest matches is the document but its description (weight C): filtered
  // from it, so both hold the same words at the same positions.
  await db.execute(sql`
    insert into search_texts (product_id, locale, title, title_words, document, suggestion, tile)
    select product_id, locale, title, title_words, document, ts_filter(document, '{a,b}'), tile
    from (select t.product_id, t.locale, t.title,
      lower(unaccent(t.title || ' ' || p.manufacturer)) as title_words,
      setweight(to_tsvector(${config}, unaccent(t.title)), 'A')
        || setweight(to_tsvector('simple', p.article_number), 'A')
        || setweight(to_tsvector(${config}, unaccent(coalesce(t.subtitle, '') || ' ' || p.manufacturer
             || ' ' || coalesce(names.category_names, ''))), 'B')
        || setweight(to_tsvector(${config}, unaccent(t.description)), 'C') as document,
      ${storedTile} as tile
    from product_translations t
    join products p on p.id = t.product_id
    left join (
      select pc.product_id, ct.locale, string_agg(ct.name, ' ') as category_names
      from product_categories pc join category_translations ct on ct.category_id = pc.category_id
      where ${only('pc.product_id')}
      group by pc.product_id, ct.locale
    ) names on names.product_id = t.product_id and names.locale = t.locale
    where ${only('t.product_id')}) as built
    -- Written language by language: a language's texts then fill a seventh of the table's
    -- pages instead of sharing every page with the other six, and a broad prefix's bitmap
    -- of 50,000 matches spans 12,000 pages instead of 50,000 ('train', capped count: 11
    -- instead of 28 ms on the benchmark catalog). A full refresh lays the table out this
    -- way; later changes append.
    order by locale, product_id
  `);
  // Their words join the titles' vocabulary, in key order: two changes adding the same
  // new words lock them in the same order and never deadlock.
  await db.execute(sql`
    insert into search_title_words (locale, word)
    select distinct t.locale, w.word
    from search_texts t, regexp_split_to_table(t.title_words, ${TITLE_WORD_SEPARATORS}) as w(word)
    where length(w.word) >= 2 and ${only('t.product_id')}
    order by 1, 2
    on conflict do nothing`);
}
