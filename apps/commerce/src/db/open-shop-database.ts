/**
 * Opens the configured database ready for the shop: locked (embedded only), migrated,
 * and seeded with the demo catalog on first start when the catalog is empty, and with the
 * demo content when no content exists.
 */
import { count } from 'drizzle-orm';
import type { CommerceConfig } from '../config';
import { products } from '../modules/catalog/schema';
import { contentDocuments } from '../modules/content/schema';
import { refreshSearchDocuments } from '../modules/search/indexer';
import { seedDemoCatalog } from '../seed/demo-catalog';
import { seedDemoContent } from '../seed/demo-content';
import { type DatabaseHandle, openDatabase } from './client';
import { lockDataDirectory } from './data-dir-lock';

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

export async function openShopDatabase(
  config: Pick<CommerceConfig, 'database' | 'seedDemoCatalog'>,
  log: (message: string) => void,
): Promise<DatabaseHandle> {
  const { database } = config;
  const unlock =
    database.kind === 'pglite' && database.dataDir ? lockDataDirectory(database.dataDir) : () => {};
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(database);
  } catch (error) {
    unlock();
    throw new DatabaseUnavailableError(
      database.kind === 'postgres'
        ? `Cannot connect to the database at DATABASE_URL (${describeTarget(database.url)}): ${reason(error)}`
        : `Cannot open the embedded database in ${database.dataDir}: ${reason(error)}`,
    );
  }
  const close = handle.close;
  handle.close = async () => {
    await close();
    unlock();
  };
  // Instances started together take turns, so only the first migrates and seeds.
  await handle.exclusiveStartup(async () => {
    await handle.migrate();
    if (config.seedDemoCatalog) {
      const [row] = await handle.db.select({ products: count() }).from(products);
      if ((row?.products ?? 0) === 0) {
        log('Empty catalog: loading the demo catalog…');
        const summary = await seedDemoCatalog(handle.db);
        await refreshSearchDocuments(handle.db);
        log(`Demo catalog loaded: ${summary.products} products, ${summary.variants} variants.`);
      }
      // Checked on its own: a shop that imported its own catalog still needs a header and footer.
      const [content] = await handle.db.select({ documents: count() }).from(contentDocuments);
      if ((content?.documents ?? 0) === 0) {
        log('No content yet: loading the demo content…');
        const summary = await seedDemoContent(handle.db);
        log(`Demo content loaded: ${summary.documents} documents, ${summary.mediaFiles} images.`);
      }
    }
  });
  return handle;
}

function describeTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'unparsable URL';
  }
}

function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reason(error.errors[0]);
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
