/**
 * `npm run bench:search -- --database pglite|postgres [--products 100000] [--seconds 10]`
 * Loads the catalog (once), starts the commerce service in-process on loopback, drives
 * each scenario at 1 and 20 connections and checks the query plans. Bounded in time;
 * results go to bench/results/search-<database>.json and are printed as a table.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/commerce/src/app';
import { findCategoryByPath } from '../../apps/commerce/src/modules/search/category-lookup';
import { sequentialScans } from '../../apps/commerce/src/modules/search/query-plans';
import { type LoadResult, runLoad } from '../lib/load';
import { loadCatalog, openBenchDatabase } from './catalog-database';
import { SCENARIOS } from './scenarios';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
  },
});
const kind = values.database === 'postgres' ? 'postgres' : 'pglite';
const wanted = Number(values.products);
const durationMs = Math.min(Number(values.seconds), 60) * 1000;

const handle = await openBenchDatabase(kind);
const products = await loadCatalog(handle, wanted, console.log);
const app = await buildApp({ database: handle, logLevel: 'silent' });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const category = await findCategoryByPath(handle.db, 'de', '/de/blutdruckmessgeraete/oberarm/');
const typoSearch = SCENARIOS[1]?.plannedListing(undefined);
const rows: Array<{ scenario: string; connections: number } & LoadResult> = [];
const planFindings: Record<string, string[]> = {};
for (const scenario of SCENARIOS) {
  planFindings[scenario.name] = await sequentialScans(
    handle.db,
    scenario.plannedListing(category?.id),
  );
  // A short warm-up so the first measured requests do not pay for cold caches.
  await runLoad({
    baseUrl: address,
    connections: 2,
    durationMs: 1000,
    nextRequest: scenario.request,
  });
  for (const connections of [1, 20]) {
    const result = await runLoad({
      baseUrl: address,
      connections,
      durationMs,
      nextRequest: scenario.request,
    });
    rows.push({ scenario: scenario.name, connections, ...result });
  }
}
if (typoSearch) {
  // A phrase with a typo finds nothing by words and is matched again by title similarity.
  planFindings['search with a typo (similarity)'] = await sequentialScans(handle.db, {
    ...typoSearch,
    searchPhrase: 'blutdruckmesgerat',
    textMatch: 'similar',
  });
}
await app.close();
await handle.close();

const date = new Date().toISOString().slice(0, 10);
const resultsDir = new URL('../results/', import.meta.url);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  new URL(`search-${kind}.json`, resultsDir),
  `${JSON.stringify({ date, database: kind, products, durationMs, rows, planFindings }, null, 2)}\n`,
);
console.log(
  `\nSearch benchmark, ${kind}, ${products} products, ${durationMs / 1000} s per row, ${date}\n`,
);
console.log('| scenario | connections | requests/s | p50 ms | p95 ms | p99 ms | errors |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.scenario} | ${row.connections} | ${row.throughputPerSecond.toFixed(0)} | ${row.p50Ms.toFixed(1)} | ${row.p95Ms.toFixed(1)} | ${row.p99Ms.toFixed(1)} | ${row.errors} |`,
  );
}
console.log('\nSequential scans on search documents:');
for (const [name, findings] of Object.entries(planFindings)) {
  console.log(`- ${name}: ${findings.length === 0 ? 'none' : findings.join('; ')}`);
}
const failed =
  Object.values(planFindings).some((findings) => findings.length > 0) ||
  rows.some((row) => row.errors > 0);
process.exit(failed ? 1 : 0);
