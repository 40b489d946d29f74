/**
 * `npm run bench:search -- --database pglite|postgres [--products 100000] [--seconds 10]`
 * Loads the catalog (once), starts the commerce service in a process of its own on
 * loopback (server.ts; the load comes from this process, with autocannon), and per
 * scenario: profiles it at 1 connection (statements per request, CPU of the service and,
 * on PostgreSQL, of its database sessions per request), then drives it at 1 and 20
 * connections with the answer cache off (every request runs its statements) and on
 * (each row starting right after a catalog change, so empty; --warm-cache keeps what the
 * earlier rows filed), and checks the query plans. Bounded in time; results go to
 * bench/results/search-<database>.json and are printed as a table.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { sequentialScans } from '../../apps/commerce/src/modules/search/query-plans';
import { queryRows } from '../../apps/commerce/src/modules/search/rows';
import { startBenchServer } from '../lib/bench-server';
import { type LoadResult, runLoad } from '../lib/load';
import { loadCatalog, openBenchDatabase } from './catalog-database';
import { buildScenarios } from './scenarios';
import type { ServiceCounters } from './server';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string' },
    // off or on measures one cache setting only (both by default).
    cache: { type: 'string' },
    // Stock changes per second during every run (server.ts), 0 by default.
    'stock-changes': { type: 'string', default: '0' },
    // Cached rows keep the answers of the warm-up and the rows before them (a shop long
    // after its last catalog change) instead of starting empty.
    'warm-cache': { type: 'boolean', default: false },
  },
});
const kind = values.database === 'postgres' ? 'postgres' : 'pglite';
const wanted = Number(values.products);
const durationMs = Math.min(Number(values.seconds), 60) * 1000;

const handle = await openBenchDatabase(kind);
const products = await loadCatalog(handle, wanted, console.log);
const scenarios = (await buildScenarios(handle.db)).filter(
  (scenario) => !values.only || scenario.name.startsWith(values.only),
);

/** CPU (user + system) of a process in ms, from /proc; 0 where it cannot be read. */
function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}
/**
 * CPU of this database's server sessions (the service's pool) during a run, ms: the
 * backends are found by their process title and read every 200 ms, so sessions the pool
 * opens or closes during the run count too (a closing one loses at most 200 ms).
 * PGlite runs inside this process, so its work is in the service CPU.
 */
function databaseCpuMeter(database: string) {
  const title = 'postgres: ';
  const backends = () => {
    const found: number[] = [];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
        if (command.startsWith(title) && command.includes(` ${database} `))
          found.push(Number(entry));
      } catch {
        // The process ended while we looked.
      }
    }
    return found;
  };
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = (baseline: boolean) => {
    for (const pid of backends()) {
      const cpu = processCpuMs(pid);
      if (!first.has(pid)) first.set(pid, baseline ? cpu : 0);
      last.set(pid, cpu);
    }
  };
  sample(true);
  const timer = setInterval(() => sample(false), 200);
  return {
    stop(): number {
      clearInterval(timer);
      sample(false);
      let total = 0;
      for (const [pid, cpu] of last) total += Math.max(0, cpu - (first.get(pid) ?? 0));
      return total;
    },
  };
}
const databaseName = kind === 'postgres' ? await currentDatabase() : '';
async function currentDatabase(): Promise<string> {
  const [row] = await queryRows(
    handle.db,
    sql`select current_database() as name`,
    z.object({ name: z.string() }),
  );
  return row?.name ?? '';
}
const planFindings: Record<string, string[]> = {};
for (const scenario of scenarios) {
  planFindings[scenario.name] = (
    await Promise.all(scenario.plannedListings.map((query) => sequentialScans(handle.db, query)))
  ).flat();
}
// The service opens the database itself (PGlite's data directory takes one process).
await handle.close();

interface Service {
  baseUrl: string;
  pid: number;
  counters(): Promise<ServiceCounters>;
  /** Raises the catalog's versions: every cached answer is stale from here on. */
  catalogChange(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts server.ts with the answer cache on or off and waits until it listens. */
async function startService(cache: 'off' | 'on'): Promise<Service> {
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const { child, port } = await startBenchServer(
    fileURLToPath(new URL('server.ts', import.meta.url)),
    {
      BENCH_SEARCH_DATABASE: kind,
      BENCH_SEARCH_CACHE: cache,
      BENCH_STOCK_CHANGES_PER_SECOND: values['stock-changes'],
    },
    {
      // BENCH_CPU_PROFILE_DIR=<dir>: a CPU profile of the service per cache setting.
      nodeArgs: profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
      ipc: true,
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    counters: () =>
      new Promise((answer) => {
        child.once('message', (message) => answer(message as ServiceCounters));
        child.send('counters');
      }),
    catalogChange: () =>
      new Promise((done) => {
        child.once('message', () => done());
        child.send('catalog-change');
      }),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Row extends LoadResult {
  scenario: string;
  cache: 'off' | 'on';
  connections: number;
  /** Of the answer cache, during the row (warm rows only). */
  cacheHitRatio: number | null;
  /** Of the service's process (the load generator runs in this one). */
  serviceCpuMsPerRequest: number;
  databaseCpuMsPerRequest: number | null;
  loadAverage: string;
}
interface Profile {
  scenario: string;
  distinctRequests: number;
  requests: number;
  statementsPerRequest: number;
  serviceCpuMsPerRequest: number;
  databaseCpuMsPerRequest: number | null;
  meanMs: number;
}

const rows: Row[] = [];
const profiles: Profile[] = [];
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

async function measure(
  service: Service,
  run: () => Promise<LoadResult>,
): Promise<Omit<Row, 'scenario' | 'cache' | 'connections'> & { statements: number }> {
  const meter = kind === 'postgres' ? databaseCpuMeter(databaseName) : null;
  const before = { cpu: processCpuMs(service.pid), counters: await service.counters() };
  const result = await run();
  const after = { cpu: processCpuMs(service.pid), counters: await service.counters() };
  const databaseMs = meter?.stop() ?? 0;
  const requests = Math.max(result.requests, 1);
  const hits = after.counters.hits - before.counters.hits;
  const lookups = hits + after.counters.misses - before.counters.misses;
  return {
    ...result,
    statements: after.counters.statements - before.counters.statements,
    cacheHitRatio: lookups === 0 ? null : hits / lookups,
    serviceCpuMsPerRequest: (after.cpu - before.cpu) / requests,
    databaseCpuMsPerRequest: kind === 'postgres' ? databaseMs / requests : null,
    loadAverage: loadAverage(),
  };
}

const cacheSettings = (['off', 'on'] as const).filter(
  (setting) => !values.cache || values.cache === setting,
);
for (const cacheSetting of cacheSettings) {
  const service = await startService(cacheSetting);
  try {
    for (const scenario of scenarios) {
      if (cacheSetting === 'off') {
        // Profile: one shopper, cache off, the statements and CPU one request costs.
        const profileMs = Math.min(durationMs, 5000);
        const { statements, ...measured } = await measure(service, () =>
          runLoad({
            baseUrl: service.baseUrl,
            connections: 1,
            durationMs: profileMs,
            nextRequest: (sequence) => scenario.request(sequence + 500_000),
          }),
        );
        profiles.push({
          scenario: scenario.name,
          distinctRequests: scenario.distinctRequests,
          requests: measured.requests,
          statementsPerRequest: statements / Math.max(measured.requests, 1),
          serviceCpuMsPerRequest: measured.serviceCpuMsPerRequest,
          databaseCpuMsPerRequest: measured.databaseCpuMsPerRequest,
          meanMs: profileMs / Math.max(measured.requests, 1),
        });
      }
      // A short warm-up (database caches; with the cache on, it starts filling).
      await runLoad({
        baseUrl: service.baseUrl,
        connections: 2,
        durationMs: 1000,
        nextRequest: (sequence) => scenario.request(sequence + 900_000),
      });
      for (const connections of [1, 20]) {
        // A cached row starts right after a catalog change, with no current answer: every
        // input's first request in the row is computed, as after an import (decision 199).
        if (cacheSetting === 'on' && !values['warm-cache']) await service.catalogChange();
        const { statements: _statements, ...measured } = await measure(service, () =>
          runLoad({
            baseUrl: service.baseUrl,
            connections,
            durationMs,
            nextRequest: (sequence) => scenario.request(sequence + connections * 10_000),
          }),
        );
        rows.push({ scenario: scenario.name, cache: cacheSetting, connections, ...measured });
      }
    }
  } finally {
    await service.stop();
  }
}

const date = new Date().toISOString().slice(0, 16);
const resultsDir = new URL('../results/', import.meta.url);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  new URL(`search-${kind}.json`, resultsDir),
  `${JSON.stringify(
    {
      date,
      database: kind,
      products,
      durationMs,
      stockChangesPerSecond: Number(values['stock-changes']),
      cachedRowsStart: values['warm-cache'] ? 'warm' : 'empty (after a catalog change)',
      profiles,
      rows,
      planFindings,
    },
    null,
    2,
  )}\n`,
);
const ms = (value: number | null) => (value === null ? '–' : value.toFixed(1));
console.log(
  `\nSearch benchmark, ${kind}, ${products} products, ${durationMs / 1000} s per row, ${values['stock-changes']} stock changes per second, cached rows start ${values['warm-cache'] ? 'warm' : 'empty'}, ${date} UTC\n`,
);
console.log(
  '| scenario | distinct requests | statements/request | service CPU ms/request | database CPU ms/request | mean ms (1 conn.) |',
);
console.log('|---|---|---|---|---|---|');
for (const profile of profiles) {
  console.log(
    `| ${profile.scenario} | ${profile.distinctRequests} | ${profile.statementsPerRequest.toFixed(1)} | ${ms(profile.serviceCpuMsPerRequest)} | ${ms(profile.databaseCpuMsPerRequest)} | ${ms(profile.meanMs)} |`,
  );
}
console.log(
  '\n| scenario | cache | conn. | req/s | p50 ms | p95 ms | p99 ms | errors | hit ratio | service CPU ms/req | database CPU ms/req | load avg. |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.scenario} | ${row.cache} | ${row.connections} | ${row.throughputPerSecond.toFixed(0)} | ${row.p50Ms.toFixed(1)} | ${row.p95Ms.toFixed(1)} | ${row.p99Ms.toFixed(1)} | ${row.errors} | ${row.cacheHitRatio === null ? '–' : `${(row.cacheHitRatio * 100).toFixed(0)} %`} | ${ms(row.serviceCpuMsPerRequest)} | ${ms(row.databaseCpuMsPerRequest)} | ${row.loadAverage} |`,
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
