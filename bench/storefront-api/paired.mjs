/**
 * `BENCH_BASELINE_TREE=<dir> npm run bench:storefront-api:paired -w bench`: CPU per request
 * of this tree's Storefront API against another checkout's (the baseline), both served at
 * the same time and loaded at the same time (half the connections each), so the shared
 * machine's load swings hit both alike; back-to-back runs of the unchanged code differed
 * by up to 50 % in CPU per request at load 5–8 (bench/README.md, fifth pass). PostgreSQL
 * only (TEST_DATABASE_URL). Prints one line per operation and round.
 *
 * The baseline is a directory with that commit's `apps/commerce`, `bench` and `packages`
 * and a node_modules like this tree's, e.g.
 * `git archive <commit> apps/commerce bench packages | tar -x -C /tmp/baseline` plus
 * symbolic links to this tree's node_modules (its `@shop/*` links relative, so they
 * resolve inside the baseline).
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startBenchServer } from '../lib/bench-server.ts';
import { cpuUsedBetween, databaseBackendsCpuMs, processTreeCpuMs } from '../lib/shop-processes.mjs';
import { BENCH_SERVER, cartOperationOptions } from './cart-load.mjs';

const CONNECTIONS_EACH = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const databaseUrl = process.env.TEST_DATABASE_URL;
const baseline = process.env.BENCH_BASELINE_TREE;
if (!databaseUrl || !baseline) throw new Error('needs TEST_DATABASE_URL and BENCH_BASELINE_TREE');

const trees = {
  baseline: `${baseline}/bench/storefront-api/server.ts`,
  this: BENCH_SERVER,
};

const databaseCpu = (databaseName) => databaseBackendsCpuMs(databaseUrl, databaseName);

function load(target, operation, duration) {
  return new Promise((resolve, reject) =>
    autocannon(
      { ...cartOperationOptions(target, operation, CONNECTIONS_EACH), duration },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

const servers = Object.fromEntries(
  await Promise.all(
    Object.entries(trees).map(async ([name, script]) => [
      name,
      await startBenchServer(script, { BENCH_WORKERS: '1' }),
    ]),
  ),
);
try {
  const operations = ['cart', 'cartLinesAdd'];
  for (const operation of operations)
    await Promise.all(Object.values(servers).map((target) => load(target, operation, 3)));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const operation of operations) {
      const loadBefore = loadavg()[0].toFixed(2);
      const start = {};
      for (const [name, target] of Object.entries(servers))
        start[name] = {
          server: processTreeCpuMs(target.child.pid),
          database: await databaseCpu(target.databaseName),
        };
      const results = await Promise.all(
        Object.values(servers).map((target) => load(target, operation, SECONDS)),
      );
      const parts = [];
      for (const [index, [name, target]] of Object.entries(servers).entries()) {
        const result = results[index];
        const requests = Math.max(result.requests.total, 1);
        const server = (processTreeCpuMs(target.child.pid) - start[name].server) / requests;
        const database =
          cpuUsedBetween(start[name].database, await databaseCpu(target.databaseName)) / requests;
        parts.push(
          `${name}: ${Math.round(result.requests.average)} req/s, server ${server.toFixed(3)} ms/req, database ${database.toFixed(3)} ms/req, non-2xx ${result.non2xx}`,
        );
      }
      console.log(
        `${new Date().toISOString().slice(11, 16)} load ${loadBefore}→${loadavg()[0].toFixed(2)} ${operation} | ${parts.join(' | ')}`,
      );
    }
  }
} finally {
  for (const target of Object.values(servers)) target.child.kill('SIGTERM');
}
