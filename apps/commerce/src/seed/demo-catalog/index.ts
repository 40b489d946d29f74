/**
 * The demo catalog: about seventy blood pressure monitors, EMS suits and devices, EMS
 * clothing, accessories, spare parts and bundles, with texts in all seven languages,
 * prices and price history in every store's currency, rental options, generated SVG
 * images and PDF manuals, and reviews. Deterministic: every run writes the same rows,
 * except that price history is dated relative to `today` so the 30-day lowest price works.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories } from '../../modules/catalog/schema';
import { buildDemoCatalog } from './catalog';
import { startOfUtcDay } from './prices';
import {
  insertCategories,
  insertFacetLabels,
  insertProductDetails,
  insertProducts,
  insertReviews,
} from './write-catalog';
import { insertMedia } from './write-media';
import { insertVariantsAndPrices } from './write-prices';

export { DEMO_REFERENCE_DATE } from './reference-date';

export interface DemoCatalogCounts {
  products: number;
  variants: number;
  reviews: number;
}

export interface DemoCatalogOptions {
  /** The day the price history ends on; the current day when left out. */
  today?: Date;
}

export const DEMO_PRODUCT_COUNT = buildDemoCatalog().length;

/**
 * Writes the demo catalog into an empty catalog, all in one transaction: either every row
 * is written or none. Throws when demo categories already exist.
 */
export async function seedDemoCatalog(
  db: Database,
  options: DemoCatalogOptions = {},
): Promise<DemoCatalogCounts> {
  const today = startOfUtcDay(options.today ?? new Date());
  const catalog = buildDemoCatalog();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(categories)
      .where(sql`${categories.key} = 'blood-pressure-monitors'`);
    if (existing && existing.count > 0) throw new Error('The demo catalog is already seeded');
    const categoryIds = await insertCategories(tx);
    await insertFacetLabels(tx);
    const productIds = await insertProducts(tx, catalog);
    await insertProductDetails(tx, catalog, productIds, categoryIds);
    const variants = await insertVariantsAndPrices(tx, catalog, productIds, today);
    await insertMedia(tx, catalog, productIds);
    const reviews = await insertReviews(tx, catalog, productIds);
    return { products: catalog.length, variants, reviews };
  });
}
