import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { variants } from '../modules/catalog/schema';
import { refreshSearchDocuments } from '../modules/search/indexer';
import { searchOffers } from '../modules/search/schema';
import { seedDemoCatalog } from '../seed/demo-catalog';
import { createTestDatabase } from '../testing/test-database';
import { runCatalogCommand } from './catalog-commands';

let database: DatabaseHandle;
const printed: string[] = [];
const run = (...argv: string[]) =>
  runCatalogCommand(argv, {
    db: database.db,
    config: loadConfig({}),
    print: (line) => printed.push(line),
  });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoCatalog(database.db);
  await refreshSearchDocuments(database.db);
});
afterAll(async () => {
  await database.close();
});

describe('npm run admin -- catalog:*', () => {
  it('sets stock and price by article number, and search follows', async () => {
    const [variant] = await database.db.select().from(variants).limit(1);
    await run('catalog:set-stock', '--article', variant!.articleNumber, '--quantity', '0');
    await run(
      'catalog:set-price',
      '--article',
      variant!.articleNumber,
      '--store',
      'de',
      '--amount',
      '4242',
    );
    expect(printed.at(-1)).toMatch(/search is up to date/);
    const [offer] = await database.db
      .select()
      .from(searchOffers)
      .where(eq(searchOffers.productId, variant!.productId));
    expect(offer).toBeDefined();
    const [stored] = await database.db.select().from(variants).where(eq(variants.id, variant!.id));
    expect(stored!.stockQuantity).toBe(0);
  });

  it('rebuilds every search document, language by language', async () => {
    const [variant] = await database.db.select().from(variants).limit(1);
    // One product's texts rewritten (appended after the others, all its languages together)
    // and its offers gone astray, as after a change made outside the service.
    await refreshSearchDocuments(database.db, [variant!.productId]);
    // Its translations stored last too, so a rebuild in stored order would interleave them.
    await database.db.execute(
      sql`update product_translations set title = title where product_id = ${variant!.productId}`,
    );
    await database.db.delete(searchOffers).where(eq(searchOffers.productId, variant!.productId));
    await run('catalog:reindex-search');
    expect(printed.at(-1)).toMatch(/^Rebuilt the search documents of every product in [\d.]+ s\.$/);
    const offers = await database.db
      .select()
      .from(searchOffers)
      .where(eq(searchOffers.productId, variant!.productId));
    expect(offers.length).toBeGreaterThan(0);
    // Written in language order: reading the table as stored meets each language once.
    const stored = (await database.db.execute(sql`select locale from search_texts`)) as unknown as {
      rows: Array<{ locale: string }>;
    };
    const runs = stored.rows.filter(
      (row, i) => i === 0 || stored.rows[i - 1]!.locale !== row.locale,
    );
    expect(runs.map((row) => row.locale)).toEqual([...new Set(runs.map((row) => row.locale))]);
    expect(runs.length).toBeGreaterThan(1);
  });

  it.each([
    [
      ['catalog:set-stock', '--article', 'NOPE', '--quantity', '1'],
      /No variant with article number 'NOPE'/,
    ],
    [['catalog:set-stock', '--quantity', '1'], /--article/],
    [['catalog:set-stock', '--article', 'X', '--quantity=-3'], /--quantity must be a whole number/],
    [
      ['catalog:set-stock', '--article', 'X', '--quantity', 'ten'],
      /--quantity must be a whole number/,
    ],
    [
      ['catalog:set-price', '--article', 'X', '--store', 'us', '--amount', '1'],
      /--store must name a store/,
    ],
    [['catalog:explode', '--article', 'X'], /Unknown command/],
  ])('refuses %j with a clear message', async (argv, message) => {
    await expect(run(...argv)).rejects.toThrow(ConfigError);
    await expect(run(...argv)).rejects.toThrow(message);
  });
});
