/**
 * `npm run bench:load` (issue 9): a sale-day mix of virtual shoppers against the production
 * build on PostgreSQL. Each shopper loops over weighted steps (browse a listing 40 %,
 * product page 30 %, search page or autosuggest 15 %, cart operations 10 %, checkout 5 %)
 * and thinks between steps like a real shopper reading a page: LOAD_THINK_MS, a range
 * 'min-max' drawn uniformly per pause (default 1000-3000) or '0' for the closed-loop
 * stress run without pauses. The shoppers ramp up to LOAD_SHOPPERS (100) over
 * LOAD_RAMP_SECONDS, then hold for LOAD_SECONDS (60). Bounded: requests still open when the hold ends are cut off
 * (and not counted), at most LOAD_MAX_REQUESTS requests, 30 s per request.
 *
 * Database: a throwaway database on LOAD_POSTGRES_URL's server (default the dev server)
 * that the commerce service migrates and seeds with the demo catalog, dropped afterwards;
 * or BENCH_DATABASE_URL, an existing catalog database (e.g. the 100,000-product
 * `shop_bench`), left as it is. Starts the commerce service (COMMERCE_PORT, default 4000)
 * and the storefront's production server with its page cache (PORT, default 3000),
 * samples the resident memory of both process trees, counts the page cache's answers
 * (X-Page-Cache), and writes bench/results/load.json (load-no-think.json for the stress
 * run) plus a Markdown table for bench/README.md.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import {
  CART_CREATE,
  CART_LINES_ADD,
} from '../../apps/commerce/src/modules/storefront-api/contract/storefront-operations.ts';
import {
  percentile,
  processTreeCpuMs,
  processTreeRssKiB,
  startShop,
  stopShop,
} from '../lib/shop-processes.mjs';

const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 100);
const RAMP_SECONDS = Number(process.env.LOAD_RAMP_SECONDS ?? 20);
const HOLD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const MAX_REQUESTS = Number(process.env.LOAD_MAX_REQUESTS ?? 200_000);
const THINK_MS = parseThinkTime(process.env.LOAD_THINK_MS ?? '1000-3000');
const REQUEST_TIMEOUT_MS = 30_000;
const LANGUAGE = 'de';
const STORE = 'de';
const SEARCH_ROUTE = 'suche';
const ACCESS_TOKEN = 'shop-dev-storefront-token-de';
/** The commerce service's development server token, which the checkout API requires. */
const PRIVATE_TOKEN = 'shop-dev-private-server-token';
/** Targets of issue 9 at 100 concurrent shoppers on this machine. */
const TARGET_P95_MS = { page: 300, api: 100 };

const storefrontPort = process.env.PORT ?? '3000';
const commercePort = process.env.COMMERCE_PORT ?? '4000';
const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
const commerceUrl = `http://127.0.0.1:${commercePort}`;

/** '1000-3000' → { min: 1000, max: 3000 }; '0' → no pauses. */
function parseThinkTime(text) {
  const match = /^(\d+)(?:-(\d+))?$/.exec(text.trim());
  if (match === null) throw new Error(`LOAD_THINK_MS must be 'min-max' or a number: ${text}`);
  const min = Number(match[1]);
  const max = Number(match[2] ?? match[1]);
  if (max < min) throw new Error(`LOAD_THINK_MS: ${max} is below ${min}`);
  return { min, max };
}

// ---------------------------------------------------------------- database

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function prepareDatabase() {
  if (process.env.BENCH_DATABASE_URL) {
    return {
      url: process.env.BENCH_DATABASE_URL,
      kind: 'existing catalog',
      throwaway: false,
      drop: async () => {},
    };
  }
  const server =
    process.env.LOAD_POSTGRES_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:54329/postgres';
  const name = `shop_load_${randomBytes(4).toString('hex')}`;
  await withClient(server, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: 'throwaway database, demo catalog',
    throwaway: true,
    drop: () =>
      withClient(server, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** What the shoppers visit, taken from the live catalog of the German store. */
async function catalogFor(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const categories = await client.query(
      `select distinct t.slug
         from search_offers o
         cross join unnest(o.category_ids) as c(id)
         join category_translations t on t.category_id = c.id and t.locale = $1
        where o.store_key = $2
        limit 50`,
      [LANGUAGE, STORE],
    );
    const products = await client.query(
      `select product_id from search_offers where store_key = $1 order by popularity desc limit 500`,
      [STORE],
    );
    const variants = await client.query(
      `select v.id from variants v join search_offers o on o.product_id = v.product_id
        where o.store_key = $1 and v.stock_quantity > 0 limit 200`,
      [STORE],
    );
    const titles = await client.query(
      `select title from product_translations where locale = $1 limit 200`,
      [LANGUAGE],
    );
    const words = [
      ...new Set(
        titles.rows.flatMap(({ title }) =>
          title.split(/[\s,/()-]+/).filter((word) => /^\p{L}{4,}$/u.test(word)),
        ),
      ),
    ];
    const productCount = await client.query('select count(*)::int as n from products');
    return {
      categoryPaths: categories.rows.map(({ slug }) => `/${LANGUAGE}/${slug}/`),
      productPaths: products.rows.map(({ product_id: id }) => `/${LANGUAGE}/p/${id}`),
      variantIds: variants.rows.map(({ id }) => `gid://shopify/ProductVariant/${id}`),
      words,
      productCount: productCount.rows[0].n,
    };
  });
}

// ---------------------------------------------------------------- shoppers

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const SORTINGS = ['', '?sort=priceAsc', '?sort=priceDesc', '?sort=new'];

/** Per measured request: its step, whether it is a page or an API call, status, time. */
const samples = [];
let requestCount = 0;
let measuring = false;
/** Aborted at the end of the hold: requests cut off by the bench's end are not counted. */
const benchEnd = new AbortController();
// Every open request listens for the end: up to one per shopper, more than Node's default 10.
setMaxListeners(0, benchEnd.signal);

async function timed(step, kind, url, init = {}) {
  requestCount += 1;
  const startedAt = performance.now();
  let status = 0;
  let ok = false;
  // A timer of its own per request: the request gives up after 30 s or at the bench's end.
  const request = new AbortController();
  const timer = setTimeout(() => request.abort(), REQUEST_TIMEOUT_MS);
  const atEnd = () => request.abort();
  benchEnd.signal.addEventListener('abort', atEnd);
  try {
    const response = await fetch(url, { ...init, redirect: 'manual', signal: request.signal });
    const body = await response.text();
    status = response.status;
    const pageCache = response.headers.get('x-page-cache') ?? undefined;
    ok = status === (init.expectStatus ?? 200) && (kind === 'api' || body.includes('</html>'));
    if (ok && init.graphql) ok = !JSON.parse(body).errors;
    samples.push({
      step,
      kind,
      status,
      ok,
      ms: performance.now() - startedAt,
      measuring,
      pageCache,
    });
    return ok ? body : null;
  } catch {
    if (!benchEnd.signal.aborted)
      samples.push({ step, kind, status, ok: false, ms: performance.now() - startedAt, measuring });
    return null;
  } finally {
    clearTimeout(timer);
    benchEnd.signal.removeEventListener('abort', atEnd);
  }
}

function graphql(step, query, variables) {
  return timed(step, 'api', `${commerceUrl}/api/2025-01/graphql`, {
    method: 'POST',
    graphql: true,
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': ACCESS_TOKEN,
    },
    body: JSON.stringify({ query, variables }),
  });
}

function stepsFor(catalog, checkoutAvailable) {
  return [
    {
      name: 'browse listing',
      weight: 40,
      run: () =>
        timed(
          'browse listing',
          'page',
          `${storefrontUrl}${pick(catalog.categoryPaths)}${pick(SORTINGS)}`,
        ),
    },
    {
      name: 'product page',
      weight: 30,
      run: () => timed('product page', 'page', `${storefrontUrl}${pick(catalog.productPaths)}`),
    },
    {
      name: 'search and autosuggest',
      weight: 15,
      run: async () => {
        const word = pick(catalog.words);
        await timed(
          'autosuggest',
          'api',
          `${storefrontUrl}/api/autosuggest?language=${LANGUAGE}&searchPhrase=${encodeURIComponent(word.slice(0, 4))}`,
        );
        if (benchEnd.signal.aborted) return;
        await timed(
          'search page',
          'page',
          `${storefrontUrl}/${LANGUAGE}/${SEARCH_ROUTE}/?searchPhrase=${encodeURIComponent(word)}`,
        );
      },
    },
    {
      name: 'cart operations',
      weight: 10,
      run: async () => {
        const created = await graphql('cart create', CART_CREATE, {
          input: { lines: [{ merchandiseId: pick(catalog.variantIds), quantity: 1 }] },
          country: 'DE',
          language: 'DE',
        });
        const cartId = created ? JSON.parse(created).data?.cartCreate?.cart?.id : undefined;
        if (!cartId || benchEnd.signal.aborted) return;
        await graphql('cart lines add', CART_LINES_ADD, {
          cartId,
          lines: [{ merchandiseId: pick(catalog.variantIds), quantity: 1 }],
          language: 'DE',
        });
      },
    },
    // Placing orders needs the checkout API; on a service without it, the other steps
    // share its 5 % in their proportions.
    ...(checkoutAvailable ? [checkoutStep(catalog)] : []),
  ];
}

const CHECKOUT_HEADERS = {
  'content-type': 'application/json',
  'shopify-storefront-private-token': PRIVATE_TOKEN,
};
const SHIPPING_ADDRESS = {
  firstName: 'Lena',
  lastName: 'Last',
  company: 'Muster GmbH',
  address1: 'Hauptstraße 1',
  address2: '',
  zip: '10115',
  city: 'Berlin',
  phone: '+491511234567',
  countryCode: 'de',
};
let checkouts = 0;

/**
 * A shopper with a one-line cart goes through the checkout API as the storefront's server
 * calls it: contact, address and payment in one save, then the order button (201).
 */
function checkoutStep(catalog) {
  return {
    name: 'checkout',
    weight: 5,
    run: async () => {
      const created = await graphql('checkout: cart create', CART_CREATE, {
        input: {
          lines: [{ merchandiseId: pick(catalog.variantIds), quantity: 1 }],
          buyerIdentity: { countryCode: 'DE' },
        },
        country: 'DE',
        language: 'DE',
      });
      const checkoutUrl = created ? JSON.parse(created).data?.cartCreate?.cart?.checkoutUrl : '';
      const token = checkoutUrl?.split('/checkouts/')[1];
      if (!token || benchEnd.signal.aborted) return;
      checkouts += 1;
      const saved = await timed(
        'checkout: details',
        'api',
        `${commerceUrl}/api/checkouts/${token}`,
        {
          method: 'PUT',
          headers: CHECKOUT_HEADERS,
          body: JSON.stringify({
            language: LANGUAGE,
            email: `load-${checkouts}@example.com`,
            shippingAddress: SHIPPING_ADDRESS,
            paymentMethod: 'invoice',
          }),
        },
      );
      if (!saved || benchEnd.signal.aborted) return;
      await timed('checkout: place order', 'api', `${commerceUrl}/api/checkouts/${token}/orders`, {
        method: 'POST',
        expectStatus: 201,
        headers: CHECKOUT_HEADERS,
        body: JSON.stringify({
          language: LANGUAGE,
          idempotencyKey: randomUUID(),
          acceptTerms: true,
          acceptWithdrawalNotice: true,
        }),
      });
    },
  };
}

function chooseStep(steps) {
  const total = steps.reduce((sum, step) => sum + step.weight, 0);
  let roll = Math.random() * total;
  for (const step of steps) {
    roll -= step.weight;
    if (roll < 0) return step;
  }
  return steps[steps.length - 1];
}

/** A pause as long as a shopper reads the page; ends early when the bench ends. */
function think() {
  const ms = THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min);
  if (ms <= 0 || benchEnd.signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      benchEnd.signal.removeEventListener('abort', done);
      resolve();
    }
    benchEnd.signal.addEventListener('abort', done);
  });
}

async function shopper(steps) {
  while (!benchEnd.signal.aborted && requestCount < MAX_REQUESTS) {
    await chooseStep(steps).run();
    await think();
  }
}

// ---------------------------------------------------------------- report

function countStatuses(failed) {
  const counts = {};
  for (const { status } of failed) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

const round = (value) => Math.round(value * 10) / 10;

/** How the storefront's page cache answered: hit, stale, miss or bypass, in per cent. */
function pageCacheShares(rows) {
  const counted = rows.filter((row) => row.pageCache !== undefined);
  if (counted.length === 0) return undefined;
  const shares = {};
  for (const { pageCache } of counted) shares[pageCache] = (shares[pageCache] ?? 0) + 1;
  for (const state of Object.keys(shares))
    shares[state] = round((shares[state] * 100) / counted.length);
  return shares;
}

function summarise(name, kind, rows, seconds) {
  const times = rows.map((row) => row.ms).sort((a, b) => a - b);
  const p95 = round(percentile(times, 0.95));
  return {
    step: name,
    kind,
    requests: rows.length,
    perSecond: round(rows.length / seconds),
    p50: round(percentile(times, 0.5)),
    p95,
    p99: round(percentile(times, 0.99)),
    errors: rows.filter((row) => !row.ok).length,
    p95TargetMs: TARGET_P95_MS[kind],
    p95Met: p95 < TARGET_P95_MS[kind],
    pageCache: pageCacheShares(rows),
  };
}

// ---------------------------------------------------------------- main

const loadAverageBefore = loadavg().map(round);
const database = await prepareDatabase();
let result;
try {
  const { commerce, storefront } = await startShop({
    databaseUrl: database.url,
    storefrontPort,
    commercePort,
    homePath: `/${LANGUAGE}/`,
    commerceStartMs: 300_000,
  });
  if (database.throwaway) {
    // The demo catalog keeps a few dozen of each variant; a minute of checkouts must not
    // sell out, or the stock refusals (409) would be counted as errors.
    await withClient(database.url, (client) =>
      client.query(
        'update variants set stock_quantity = stock_quantity + 1000000 where stock_quantity > 0',
      ),
    );
  }
  const catalog = await catalogFor(database.url);
  const probe = await fetch(`${commerceUrl}/api/checkouts/probe/orders`, { method: 'POST' });
  const checkoutAvailable = probe.status !== 404 || !(await probe.text()).includes('No route');
  const steps = stepsFor(catalog, checkoutAvailable);

  const peakRssKiB = { storefront: 0, commerce: 0, loadGenerator: 0 };
  const sampler = setInterval(() => {
    peakRssKiB.storefront = Math.max(peakRssKiB.storefront, processTreeRssKiB(storefront.pid));
    peakRssKiB.commerce = Math.max(peakRssKiB.commerce, processTreeRssKiB(commerce.pid));
    peakRssKiB.loadGenerator = Math.max(peakRssKiB.loadGenerator, process.memoryUsage().rss / 1024);
  }, 500);

  const running = [];
  for (let index = 0; index < SHOPPERS; index += 1) {
    running.push(shopper(steps));
    await new Promise((resolve) => setTimeout(resolve, (RAMP_SECONDS * 1000) / SHOPPERS));
  }
  measuring = true;
  const holdStartedAt = Date.now();
  const cpuBefore = [storefront.pid, commerce.pid].map(processTreeCpuMs);
  // The hold ends on time even if shoppers wait on slow answers: those are cut off.
  await new Promise((resolve) => setTimeout(resolve, HOLD_SECONDS * 1000));
  benchEnd.abort();
  const [storefrontCpuMs, commerceCpuMs] = [storefront.pid, commerce.pid].map(
    (pid, index) => processTreeCpuMs(pid) - cpuBefore[index],
  );
  await Promise.all(running);
  const holdSeconds = (Date.now() - holdStartedAt) / 1000;
  clearInterval(sampler);

  const held = samples.filter((sample) => sample.measuring);
  const pagesHeld = held.filter((sample) => sample.kind === 'page').length;
  const requestsHeld = held.length;
  const stepNames = [...new Set(held.map((sample) => sample.step))];
  const rows = stepNames.map((name) => {
    const rowsOfStep = held.filter((sample) => sample.step === name);
    return summarise(name, rowsOfStep[0].kind, rowsOfStep, holdSeconds);
  });
  result = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, loadAverageAfter: loadavg().map(round) },
    database: database.kind,
    catalogProducts: catalog.productCount,
    shoppers: SHOPPERS,
    rampSeconds: RAMP_SECONDS,
    holdSeconds: round(holdSeconds),
    thinkTimeMs: THINK_MS,
    loadAverageBefore,
    checkout: checkoutAvailable ? 'measured' : 'skipped: the checkout API is not merged yet',
    totals: {
      all: summarise('all (hold)', 'page', held, holdSeconds),
      pages: summarise(
        'pages (hold)',
        'page',
        held.filter((s) => s.kind === 'page'),
        holdSeconds,
      ),
      api: summarise(
        'API calls (hold)',
        'api',
        held.filter((s) => s.kind === 'api'),
        holdSeconds,
      ),
      errorsDuringRamp: samples.filter((sample) => !sample.measuring && !sample.ok).length,
      requestsDuringRamp: samples.filter((sample) => !sample.measuring).length,
    },
    errorStatuses: countStatuses(samples.filter((sample) => !sample.ok)),
    // Autosuggest goes to the storefront too; every other API call only to the commerce
    // service, which also serves the storefront's reads for pages.
    cpuDuringHold: {
      storefrontSeconds: round(storefrontCpuMs / 1000),
      commerceSeconds: round(commerceCpuMs / 1000),
      holdSeconds: round(holdSeconds),
      storefrontMsPerPage: round(storefrontCpuMs / Math.max(pagesHeld, 1)),
      commerceMsPerRequest: round(commerceCpuMs / Math.max(requestsHeld, 1)),
    },
    peakRssMiB: {
      storefront: round(peakRssKiB.storefront / 1024),
      commerce: round(peakRssKiB.commerce / 1024),
      loadGenerator: round(peakRssKiB.loadGenerator / 1024),
    },
    rows,
  };
} finally {
  await stopShop();
  await database.drop();
}

const resultsDirectory = new URL('../results/', import.meta.url);
mkdirSync(resultsDirectory, { recursive: true });
const resultFile = THINK_MS.max === 0 ? 'load-no-think.json' : 'load.json';
writeFileSync(new URL(resultFile, resultsDirectory), `${JSON.stringify(result, null, 2)}\n`);

const shares = (row) =>
  row.pageCache === undefined
    ? '–'
    : Object.entries(row.pageCache)
        .map(([state, share]) => `${state} ${share} %`)
        .join(', ');
console.log(
  `\nThink time ${THINK_MS.min}–${THINK_MS.max} ms; load average before ${result.loadAverageBefore.join(' / ')}, after ${result.machine.loadAverageAfter.join(' / ')}.`,
);
console.log(
  '\n| step | kind | requests | req/s | p50 ms | p95 ms | p99 ms | errors | p95 target met | page cache |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of [...result.rows, result.totals.pages, result.totals.api]) {
  console.log(
    `| ${row.step} | ${row.kind} | ${row.requests} | ${row.perSecond} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.errors} | ${row.p95Met ? 'yes' : 'no'} (< ${row.p95TargetMs}) | ${shares(row)} |`,
  );
}
console.log(
  `\nCPU during the hold: storefront ${result.cpuDuringHold.storefrontSeconds} s (${result.cpuDuringHold.storefrontMsPerPage} ms per page), commerce ${result.cpuDuringHold.commerceSeconds} s (${result.cpuDuringHold.commerceMsPerRequest} ms per measured request) in ${result.cpuDuringHold.holdSeconds} s.`,
);
console.log(
  `\nPeak RSS: storefront ${result.peakRssMiB.storefront} MiB, commerce ${result.peakRssMiB.commerce} MiB, load generator ${result.peakRssMiB.loadGenerator} MiB; errors during ramp ${result.totals.errorsDuringRamp}; checkout ${result.checkout}.`,
);
