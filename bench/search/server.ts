/**
 * The search benchmark's target: the commerce service on the loaded bench database, in a
 * process of its own (forked by run.ts), so the load generator's CPU and event loop are
 * not the service's. BENCH_SEARCH_DATABASE is pglite or postgres (BENCH_DATABASE_URL as in
 * catalog-database.ts); BENCH_SEARCH_CACHE=on keeps the answer cache, off runs every
 * request's statements. Prints one JSON line with its port once listening, and answers
 * the parent's 'counters' message with its statement count and cache statistics.
 * BENCH_STOCK_CHANGES_PER_SECOND=N changes the stock of a random variant N times a
 * second for as long as it serves, as orders and deliveries do in a running shop: each
 * change raises the catalog version, which empties the answer cache (decision 163).
 * The parent's 'catalog-change' message makes a catalog change other than stock (the
 * first product's search documents refreshed, as an import or a price change does): no
 * cached answer is current after it, so the next row measures the service from an empty
 * cache (decision 199). Answered with 'changed'.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '../../apps/commerce/src/app';
import { setVariantStock } from '../../apps/commerce/src/modules/catalog/catalog-changes';
import {
  createSearchAnswerCache,
  SEARCH_CACHE_DEFAULTS,
} from '../../apps/commerce/src/modules/search/answer-cache';
import { refreshSearchDocuments } from '../../apps/commerce/src/modules/search/indexer';
import { queryRows } from '../../apps/commerce/src/modules/search/rows';
import { openBenchDatabase } from './catalog-database';

export interface ServiceCounters {
  /** Statements run since the start (every statement counts, see catalog-database.ts). */
  statements: number;
  hits: number;
  misses: number;
}

const kind = process.env.BENCH_SEARCH_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const cache = createSearchAnswerCache(
  process.env.BENCH_SEARCH_CACHE === 'on' ? SEARCH_CACHE_DEFAULTS : { maxEntries: 0, maxBytes: 0 },
);
const handle = await openBenchDatabase(kind);
const app = await buildApp({ database: handle, logLevel: 'silent', searchCache: cache });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no port');

const changesPerSecond = Number(process.env.BENCH_STOCK_CHANGES_PER_SECOND ?? 0);
if (changesPerSecond > 0) {
  const articles = (
    await queryRows(
      handle.db,
      sql`select article_number from variants order by id limit 10000`,
      z.object({ article_number: z.string() }),
    )
  ).map((row) => row.article_number);
  let change = 0;
  const timer = setInterval(() => {
    change += 1;
    // Repeatable: the same variants and quantities in every run (never 0, so the
    // listings keep their size).
    const articleNumber = articles[(change * 7919) % articles.length]!;
    setVariantStock(handle.db, async () => {}, {
      articleNumber,
      quantity: 1 + ((change * 31) % 100),
    }).catch((error: unknown) => console.error(error));
  }, 1000 / changesPerSecond);
  timer.unref();
}

process.on('message', async (message) => {
  if (message === 'catalog-change') {
    // Through the indexer itself, in a transaction as every catalog change runs (the stock
    // changes above may touch the same product).
    const [first] = await queryRows(
      handle.db,
      sql`select id from products order by id limit 1`,
      z.object({ id: z.number() }),
    );
    await handle.db.transaction((tx) => refreshSearchDocuments(tx, first ? [first.id] : []));
    process.send?.('changed');
    return;
  }
  if (message !== 'counters') return;
  const { hits, misses } = cache.stats();
  const counters: ServiceCounters = { statements: handle.slowQueries(), hits, misses };
  process.send?.(counters);
});
const stop = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('disconnect', stop);
console.log(JSON.stringify({ port: address.port }));
