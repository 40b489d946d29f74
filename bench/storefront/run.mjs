/**
 * `npm run bench:storefront` (issue 6): server-rendered throughput and p50/p95/p99 of the
 * storefront's home, category listing and product page, production build behind the
 * storefront server's page cache (PAGE_CACHE_FRESH_SECONDS=0 measures rendering alone),
 * 20 connections, against the commerce service on a PostgreSQL database with the
 * 100,000-product catalog (BENCH_DATABASE_URL, e.g. the search benchmark's `shop_bench`).
 *
 * Builds the storefront when it is stale, starts the commerce service (PORT COMMERCE_PORT,
 * default 4000; it migrates the database on start) and the storefront server (PORT,
 * default 3000),
 * picks the German store's biggest category and that category's most popular product from
 * the live catalog, warms each page up, measures it for a bounded time, stops both servers
 * and writes bench/results/storefront.json. Prints a Markdown table for bench/README.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { percentile, processTreeCpuMs, startShop, stopShop } from '../lib/shop-processes.mjs';

const CONNECTIONS = 20;
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LANGUAGE = 'de';
const STORE = 'de';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'Set BENCH_DATABASE_URL to a PostgreSQL database with the 100,000-product catalog, e.g. postgres://postgres@127.0.0.1:54329/shop_bench',
  );
  process.exit(1);
}
const storefrontPort = process.env.PORT ?? '3000';
const commercePort = process.env.COMMERCE_PORT ?? '4000';
const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;

/** The German store's biggest category and its most popular product in stock. */
async function pagesFromCatalog() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const products = await client.query('select count(*)::int as n from products');
    const category = await client.query(
      `select t.category_id, t.slug, count(*)::int as products
         from search_offers o
         cross join unnest(o.category_ids) as c(id)
         join category_translations t on t.category_id = c.id and t.locale = $1
        where o.store_key = $2
        group by t.category_id, t.slug
        order by products desc
        limit 1`,
      [LANGUAGE, STORE],
    );
    const [{ category_id: categoryId, slug, products: categoryProducts }] = category.rows;
    const product = await client.query(
      `select product_id from search_offers
        where store_key = $1 and in_stock and category_ids @> array[$2::int]
        order by popularity desc limit 1`,
      [STORE, categoryId],
    );
    return {
      catalogProducts: products.rows[0].n,
      pages: [
        { name: 'home', path: `/${LANGUAGE}/` },
        {
          name: `category listing (${categoryProducts} products)`,
          path: `/${LANGUAGE}/${slug}/`,
        },
        { name: 'product', path: `/${LANGUAGE}/p/${product.rows[0].product_id}` },
      ],
    };
  } finally {
    await client.end();
  }
}

/** Runs autocannon and keeps every response time, for exact percentiles. */
function load(url, duration) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration, headers: { 'accept-language': 'de-DE' } },
      (error, result) => (error ? reject(error) : resolve({ result, times })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function measure(page, pids) {
  const url = `${storefrontUrl}${page.path}`;
  // A real page, not an error page: the first answer must be 200 and server-rendered HTML.
  const first = await fetch(url);
  const html = await first.text();
  if (first.status !== 200 || !html.includes('</html>')) {
    throw new Error(`${url} answered ${first.status}; not measuring an error page`);
  }
  await load(url, WARMUP_SECONDS);
  const cpuBefore = pids.map(processTreeCpuMs);
  const { result, times } = await load(url, DURATION_SECONDS);
  const cpuMs = pids.map((pid, index) => processTreeCpuMs(pid) - cpuBefore[index]);
  const sorted = times.sort((a, b) => a - b);
  const round = (value) => Math.round(value * 10) / 10;
  return {
    page: page.name,
    path: page.path,
    htmlKiB: round(Buffer.byteLength(html) / 1024),
    requests: times.length,
    requestsPerSecond: round(times.length / DURATION_SECONDS),
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    storefrontCpuMsPerRequest: round(cpuMs[0] / Math.max(times.length, 1)),
    commerceCpuMsPerRequest: round(cpuMs[1] / Math.max(times.length, 1)),
    loadAverage: loadavg().map((value) => round(value)),
  };
}

const rows = [];
let picked;
try {
  picked = await pagesFromCatalog();
  const { commerce, storefront } = await startShop({
    databaseUrl,
    storefrontPort,
    commercePort,
    homePath: `/${LANGUAGE}/`,
    commerceStartMs: 180_000,
  });
  for (const page of picked.pages) {
    const row = await measure(page, [storefront.pid, commerce.pid]);
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await stopShop();
}

const resultsDirectory = new URL('../results/', import.meta.url);
mkdirSync(resultsDirectory, { recursive: true });
writeFileSync(
  new URL('storefront.json', resultsDirectory),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      seconds: DURATION_SECONDS,
      catalogProducts: picked.catalogProducts,
      rows,
    },
    null,
    2,
  )}\n`,
);

console.log(
  '\n| page | path | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors | storefront CPU ms/req | commerce CPU ms/req | load avg. |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  console.log(
    `| ${row.page} | \`${row.path}\` | ${row.requestsPerSecond} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.non2xx} | ${row.errors + row.timeouts} | ${row.storefrontCpuMsPerRequest} | ${row.commerceCpuMsPerRequest} | ${row.loadAverage.join(' / ')} |`,
  );
}
