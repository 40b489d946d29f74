/**
 * `npm run bench:storefront-api -w bench`: measures the Storefront API's `cart` query and
 * `cartLinesAdd` at 20 concurrent connections (issue 3), against a server in its own
 * process, on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL. Prints a table.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startBenchServer } from '../lib/bench-server.ts';
import {
  cpuUsedBetween,
  databaseBackendsCpuMs,
  percentile,
  processTreeCpuMs,
} from '../lib/shop-processes.mjs';
import { BENCH_SERVER, cartOperationOptions } from './cart-load.mjs';

const CONNECTIONS = 20;
const WARMUP_SECONDS = 3;
// BENCH_SECONDS=5 shortens the measured run (the shared machine: keep load bursts short).
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** Runs autocannon and keeps every response time, for exact percentiles. */
function load(options, duration) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, duration }, (error, result) =>
      error ? reject(error) : resolve({ result, times }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** CPU of the benchmark database's backends; none on PGlite, which runs in the server. */
const databaseCpu = (databaseName) =>
  databaseName && process.env.TEST_DATABASE_URL
    ? databaseBackendsCpuMs(process.env.TEST_DATABASE_URL, databaseName)
    : Promise.resolve(new Map());

async function measure({ name, options }, pid, databaseName) {
  await load(options, WARMUP_SECONDS);
  const databaseBefore = await databaseCpu(databaseName);
  const cpuBefore = processTreeCpuMs(pid);
  const { result, times } = await load(options, DURATION_SECONDS);
  const cpuMs = processTreeCpuMs(pid) - cpuBefore;
  const databaseCpuMs = cpuUsedBetween(databaseBefore, await databaseCpu(databaseName));
  const sorted = times.sort((a, b) => a - b);
  return {
    name,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    requestsPerSecond: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMsPerRequest: cpuMs / Math.max(times.length, 1),
    // PostgreSQL only; PGlite runs inside the server process, so its CPU is in the above.
    databaseCpuMsPerRequest: databaseName ? databaseCpuMs / Math.max(times.length, 1) : null,
  };
}

// BENCH_SKIP_PGLITE=1 measures PostgreSQL only (quicker back-to-back comparisons);
// BENCH_WORKERS=N serves PostgreSQL with N processes (COMMERCE_WORKERS in production).
const targets =
  process.env.BENCH_SKIP_PGLITE === '1'
    ? []
    : [{ label: 'PGlite', environment: { TEST_DATABASE_URL: '', BENCH_WORKERS: '1' } }];
if (process.env.TEST_DATABASE_URL) {
  targets.push({
    label: 'PostgreSQL',
    environment: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
  });
}

const rows = [];
const loadAtStart = loadavg()[0];
for (const { label, environment } of targets) {
  const target = await startBenchServer(BENCH_SERVER, environment);
  try {
    const scenarios = {
      cart: { name: '`cart` query', options: cartOperationOptions(target, 'cart', CONNECTIONS) },
      cartLinesAdd: {
        name: '`cartLinesAdd` (1 unit)',
        options: cartOperationOptions(target, 'cartLinesAdd', CONNECTIONS),
      },
    };
    // BENCH_OPERATIONS=cart or =cartLinesAdd measures (and profiles) one operation alone.
    const chosen = process.env.BENCH_OPERATIONS?.split(',') ?? Object.keys(scenarios);
    for (const test of chosen.map((name) => scenarios[name]).filter(Boolean)) {
      const result = await measure(test, target.child.pid, target.databaseName);
      const workers = target.workers > 1 ? `, ${target.workers} workers` : '';
      rows.push({ database: `${label}${workers}`, ...result });
    }
  } finally {
    target.child.kill('SIGTERM');
  }
}

console.log(
  '\n| database | operation | p50 ms | p95 ms | p99 ms | req/s | server CPU ms/req | database CPU ms/req | non-2xx | errors |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  const ms = (value) => value.toFixed(1);
  console.log(
    `| ${row.database} | ${row.name} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${Math.round(row.requestsPerSecond)} | ${row.cpuMsPerRequest.toFixed(2)} | ${row.databaseCpuMsPerRequest?.toFixed(2) ?? '–'} | ${row.non2xx} | ${row.errors} |`,
  );
}

// The machine is shared: the load average goes with every figure (bench/README.md).
writeFileSync(
  new URL('../results/storefront-api.json', import.meta.url),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      loadAverage: { start: loadAtStart, end: loadavg()[0] },
      connections: CONNECTIONS,
      seconds: DURATION_SECONDS,
      rows,
    },
    null,
    2,
  )}\n`,
);
