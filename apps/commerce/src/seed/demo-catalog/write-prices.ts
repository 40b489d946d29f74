/** Writes variants with their prices and price history per store, and rental options. */
import type { Database } from '../../db/client';
import { priceHistory, rentalOptions, variantPrices, variants } from '../../modules/catalog/schema';
import { inChunks } from './chunks';
import { rentalOptionRows, variantPriceRows } from './prices';
import type { ProductSeed } from './types';
import { type ProductIds, requireId } from './write-catalog';

/** Returns the number of variants written. `today` is the day the price history ends on. */
export async function insertVariantsAndPrices(
  db: Database,
  catalog: readonly ProductSeed[],
  productIds: ProductIds,
  today: Date,
): Promise<number> {
  const variantRows = catalog.flatMap((product) =>
    product.variants.map((variant, position) => ({
      productId: requireId(productIds, product.key),
      articleNumber: variant.articleNumber,
      color: variant.color ?? null,
      version: variant.version ?? null,
      sizeTop: variant.sizeTop ?? null,
      sizeBottom: variant.sizeBottom ?? null,
      cuffSize: variant.cuffSize ?? null,
      stockQuantity: variant.stockQuantity,
      recyclingClass: product.recyclingClass,
      position,
    })),
  );
  const variantIds = new Map<string, number>();
  await inChunks(variantRows, async (chunk) => {
    const inserted = await db
      .insert(variants)
      .values(chunk)
      .returning({ id: variants.id, articleNumber: variants.articleNumber });
    for (const row of inserted) variantIds.set(row.articleNumber, row.id);
  });

  const priceRows = catalog.flatMap((product) =>
    product.variants.map((variant) =>
      variantPriceRows(product, variant, requireId(variantIds, variant.articleNumber), today),
    ),
  );
  await inChunks(
    priceRows.flatMap((rows) => rows.prices),
    (chunk) => db.insert(variantPrices).values(chunk),
  );
  await inChunks(
    priceRows.flatMap((rows) => rows.history),
    (chunk) => db.insert(priceHistory).values(chunk),
  );
  await inChunks(
    catalog.flatMap((product) => rentalOptionRows(product, requireId(productIds, product.key))),
    (chunk) => db.insert(rentalOptions).values(chunk),
  );
  return variantRows.length;
}
