/**
 * `tsx search/explain.ts --database postgres|pglite [--verbose]`: EXPLAIN (ANALYZE, BUFFERS)
 * of every statement an autosuggest, a search and a filtered category page run, on the
 * loaded benchmark catalog (run the benchmark once first). Prints each statement's
 * execution time and buffer reads; --verbose prints the whole plans.
 */
import { parseArgs } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { autosuggestStatements } from '../../apps/commerce/src/modules/search/autosuggest';
import { findCategoryByPath } from '../../apps/commerce/src/modules/search/category-lookup';
import {
  type ListingQuery,
  listingStatements,
} from '../../apps/commerce/src/modules/search/listing';
import type { FilterSelection } from '../../packages/search-contract/src';
import { getStore, type SortOption } from '../../packages/shop-config/src';
import { openBenchDatabase } from './catalog-database';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'postgres' },
    verbose: { type: 'boolean', default: false },
  },
});
const handle = await openBenchDatabase(values.database === 'pglite' ? 'pglite' : 'postgres');
await handle.migrate();
const store = getStore('de');
const category = await findCategoryByPath(handle.db, 'de', '/de/blutdruckmessgeraete/oberarm/');
const ems = await findCategoryByPath(handle.db, 'de', '/de/ems-training/');

const listing = (overrides: Partial<ListingQuery>): ListingQuery => ({
  language: 'de',
  store,
  searchPhrase: '',
  filters: {},
  offset: 0,
  count: 48,
  withAggregations: false,
  ...overrides,
});

const cases: Array<[string, SQL]> = [];
for (const phrase of (process.env.PHRASES ?? 'bl,blut,ems,prime,vitalis,zzq').split(',')) {
  for (const [label, statement] of autosuggestStatements({
    language: 'de',
    store,
    searchPhrase: phrase,
    count: 4,
  })) {
    cases.push([`autosuggest '${phrase}' ${label}`, statement]);
  }
}
for (const [phrase, textMatch] of [
  ['ems anzug', 'words'],
  ['blutdruckmessgerät', 'words'],
  ['blutdruckmessgerat', 'words'],
] as const) {
  const statements = listingStatements(listing({ searchPhrase: phrase, textMatch }));
  cases.push([`search '${phrase}' ${textMatch} items`, statements.items]);
  cases.push([`search '${phrase}' ${textMatch} total`, statements.total]);
}
const categoryCases: Array<[string, number | undefined, FilterSelection, SortOption]> = [
  ['oberarm cuffSize', category?.id, { cuffSize: ['22-42cm'] }, 'popularity'],
  [
    'oberarm function+inStock+price',
    category?.id,
    { function: ['app-connection'], inStock: true, price: { maxMinor: 10000 } },
    'priceAsc',
  ],
  ['ems-training none', ems?.id, {}, 'new'],
];
for (const [name, categoryId, filters, sorting] of categoryCases) {
  const statements = listingStatements(
    listing({ categoryId, filters, sorting, withAggregations: true }),
  );
  cases.push([`category ${name} items`, statements.items]);
  cases.push([`category ${name} aggregations`, statements.aggregations]);
}

const planSchema = z.array(
  z.object({
    'Execution Time': z.number(),
    'Planning Time': z.number(),
    Plan: z.object({ 'Shared Hit Blocks': z.number(), 'Shared Read Blocks': z.number() }).loose(),
  }),
);
const explainSchema = z.object({
  rows: z.array(z.object({ 'QUERY PLAN': z.union([z.string(), z.array(z.unknown())]) })),
});
const filter = process.env.EXPLAIN_ONLY;
for (const [label, statement] of cases.filter(([label]) => !filter || label.includes(filter))) {
  // Twice: the first run warms the caches, the second is reported.
  let text = '';
  for (let run = 0; run < 2; run += 1) {
    const result = explainSchema.parse(
      await handle.db.execute(sql`explain (analyze, buffers, format json) ${statement}`),
    );
    const raw = result.rows[0]?.['QUERY PLAN'];
    text = typeof raw === 'string' ? raw : JSON.stringify(raw);
  }
  const [plan] = planSchema.parse(JSON.parse(text));
  console.log(
    `${label.padEnd(58)} ${plan!['Execution Time'].toFixed(1).padStart(8)} ms  plan ${plan!['Planning Time'].toFixed(1).padStart(5)} ms  buffers hit ${plan!.Plan['Shared Hit Blocks']} read ${plan!.Plan['Shared Read Blocks']}`,
  );
  if (values.verbose) {
    const plain = await handle.db.execute(sql`explain (analyze, buffers) ${statement}`);
    for (const row of (plain as unknown as { rows: Array<Record<string, string>> }).rows) {
      console.log(`    ${row['QUERY PLAN']}`);
    }
  }
}
await handle.close();
