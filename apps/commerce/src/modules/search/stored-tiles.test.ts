/**
 * The tiles the indexer keeps ready (search_texts.tile, completed from the offer) must be
 * exactly what computing them afresh from the catalog gives, after every kind of catalog
 * change: stock, price, and an import that changes titles, badges and images.
 */
import { type ProductTile, productBadgeSchema, productTileSchema } from '@shop/search-contract';
import { getStore, type LanguageCode, productPath, type StoreKey } from '@shop/shop-config';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { seedDemoCatalog } from '../../seed/demo-catalog';
import { createTestDatabase } from '../../testing/test-database';
import { setVariantPrice, setVariantStock } from '../catalog/catalog-changes';
import { media, productBadges, productTranslations, variants } from '../catalog/schema';
import { refreshSearchDocuments } from './indexer';
import { tilesByIds } from './product-tiles';

let database: DatabaseHandle;
const notify = async () => {};

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoCatalog(database.db);
  await refreshSearchDocuments(database.db);
});
afterAll(async () => {
  await database.close();
});

interface FreshRow {
  product_id: number;
  article_number: string;
  manufacturer: string;
  title: string;
  price_minor: number;
  strikethrough_minor: number | null;
  stock_status: ProductTile['stockStatus'];
  rating_centis: number;
  review_count: number;
  image_url: string | null;
  badges: string[];
  features: ProductTile['features'];
}

/**
 * Every tile of a store in a language computed from the catalog tables and the offers,
 * row by row, as listings did before tiles were stored: the reference the stored tiles
 * must equal.
 */
async function freshTiles(language: LanguageCode, storeKey: StoreKey): Promise<ProductTile[]> {
  const store = getStore(storeKey);
  const result = (await database.db.execute(sql`select o.product_id, p.article_number,
      p.manufacturer, tr.title, o.price_minor, o.strikethrough_minor, o.stock_status,
      o.rating_centis, o.review_count,
      (select m.url from media m where m.product_id = o.product_id and m.kind = 'image'
        order by m.position, m.id limit 1) as image_url,
      (select coalesce(array_agg(b.badge::text), '{}') from product_badges b
        where b.product_id = o.product_id) as badges,
      (select coalesce(json_agg(json_build_object('facet', f.facet, 'value', f.value,
          'label', coalesce(l.label, f.value)) order by f.facet, f.value), '[]'::json)
        from (select split_part(v, ':', 1) as facet, substr(v, strpos(v, ':') + 1) as value
          from unnest(o.facet_values) as v) f
        left join facet_value_translations l
          on l.facet = f.facet and l.value = f.value and l.locale = tr.locale) as features
    from search_offers o
    join product_translations tr on tr.product_id = o.product_id and tr.locale = ${language}
    join products p on p.id = o.product_id
    where o.store_key = ${storeKey}
    order by o.product_id`)) as unknown as { rows: FreshRow[] };
  const { rows } = result;
  const currency = store.prices.currency;
  return rows.map((row) => {
    const reduced = row.strikethrough_minor !== null && row.strikethrough_minor > row.price_minor;
    return {
      id: row.product_id,
      articleNumber: row.article_number,
      title: row.title,
      url: productPath(language, String(row.product_id)),
      manufacturer: row.manufacturer,
      price: { amountMinor: row.price_minor, currency },
      strikethroughPrice:
        row.strikethrough_minor === null
          ? null
          : { amountMinor: row.strikethrough_minor, currency },
      imageUrl: row.image_url,
      stockStatus: row.stock_status,
      rating: { average: row.rating_centis / 100, count: row.review_count },
      badges: productBadgeSchema.options.filter(
        (badge) => row.badges.includes(badge) && (badge !== 'sale' || reduced),
      ),
      features: row.features,
    };
  });
}

const SCOPES: Array<[LanguageCode, StoreKey]> = [
  ['de', 'de'],
  ['fr', 'ch'],
  ['pl', 'pl'],
  ['en', 'ie'],
];

async function expectStoredTilesFresh() {
  for (const [language, storeKey] of SCOPES) {
    const fresh = await freshTiles(language, storeKey);
    expect(fresh.length).toBeGreaterThan(10);
    const stored = await tilesByIds(
      database.db,
      { language, store: getStore(storeKey) },
      fresh.map((tile) => tile.id),
    );
    for (const tile of stored) productTileSchema.parse(tile);
    expect(stored).toEqual(fresh);
  }
}

async function tileOf(productId: number, storeKey: StoreKey = 'de') {
  const [tile] = await tilesByIds(database.db, { language: 'de', store: getStore(storeKey) }, [
    productId,
  ]);
  if (!tile) throw new Error(`product ${productId} has no tile in ${storeKey}`);
  return tile;
}

describe('stored tiles (search_texts.tile)', () => {
  it('equal tiles computed afresh after a full index', async () => {
    await expectStoredTilesFresh();
  });

  it('follow stock changes', async () => {
    const [variant] = await database.db.select().from(variants).orderBy(variants.id).limit(1);
    if (!variant) throw new Error('no variant');
    await database.db
      .update(variants)
      .set({ stockQuantity: 0 })
      .where(eq(variants.productId, variant.productId));
    await setVariantStock(database.db, notify, {
      articleNumber: variant.articleNumber,
      quantity: 0,
    });
    expect((await tileOf(variant.productId)).stockStatus).toBe('outOfStock');
    await setVariantStock(database.db, notify, {
      articleNumber: variant.articleNumber,
      quantity: 2,
    });
    expect((await tileOf(variant.productId)).stockStatus).toBe('fewInStock');
    await expectStoredTilesFresh();
  });

  it('follow price changes, with the sale badge only where the store shows a reduction', async () => {
    const [variant] = await database.db.select().from(variants).orderBy(variants.id).limit(1);
    if (!variant) throw new Error('no variant');
    const { productId, articleNumber } = variant;
    await database.db
      .insert(productBadges)
      .values({ productId, badge: 'sale' })
      .onConflictDoNothing();
    await refreshSearchDocuments(database.db, [productId]);
    await setVariantPrice(database.db, notify, {
      articleNumber,
      storeKey: 'de',
      amountMinor: 4321,
      strikethroughMinor: 9999,
    });
    await setVariantPrice(database.db, notify, {
      articleNumber,
      storeKey: 'ch',
      amountMinor: 5000,
      strikethroughMinor: null,
    });
    const german = await tileOf(productId, 'de');
    expect(german.price).toEqual({ amountMinor: 4321, currency: 'EUR' });
    expect(german.strikethroughPrice).toEqual({ amountMinor: 9999, currency: 'EUR' });
    expect(german.badges).toContain('sale');
    const swiss = await tileOf(productId, 'ch');
    expect(swiss.price).toEqual({ amountMinor: 5000, currency: 'CHF' });
    expect(swiss.badges).not.toContain('sale');
    await expectStoredTilesFresh();
  });

  it('follow an import that changes titles, badges and images', async () => {
    const [variant] = await database.db.select().from(variants).orderBy(variants.id).limit(1);
    if (!variant) throw new Error('no variant');
    const { productId } = variant;
    await database.db.transaction(async (tx) => {
      await tx
        .update(productTranslations)
        .set({ title: 'Neuer Titel aus dem Import' })
        .where(
          and(eq(productTranslations.productId, productId), eq(productTranslations.locale, 'de')),
        );
      await tx.delete(productBadges).where(eq(productBadges.productId, productId));
      await tx.insert(productBadges).values([
        { productId, badge: 'seasonal-deal' },
        { productId, badge: 'online-only' },
      ]);
      await tx.insert(media).values({
        productId,
        kind: 'image',
        url: `/media/products/${productId}/import-first.svg`,
        mimeType: 'image/svg+xml',
        position: -1,
      });
      await refreshSearchDocuments(tx, [productId]);
    });
    const tile = await tileOf(productId);
    expect(tile.title).toBe('Neuer Titel aus dem Import');
    expect(tile.badges).toEqual(['online-only', 'seasonal-deal']);
    expect(tile.imageUrl).toBe(`/media/products/${productId}/import-first.svg`);
    await expectStoredTilesFresh();
  });
});
