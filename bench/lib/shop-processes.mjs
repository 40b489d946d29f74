/**
 * The shop's two servers as the page benchmarks run them (bench:storefront, bench:load):
 * the commerce service on a given database, then the storefront's production server (with
 * its page cache) in front of it, each a child process whose CPU and memory the benchmark
 * reads from /proc. Stopping takes the storefront down before the commerce service, so no
 * request of its finds the service gone; a server that dies during a run ends the run.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import {
  buildStorefrontIfNeeded,
  repositoryRoot,
  storefrontServerArgs,
} from '../../scripts/storefront-build.mjs';

const children = [];
let stopping = false;

function run(name, args, cwd, environment) {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...environment },
  });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}).`);
    stopShop().then(() => process.exit(1));
  });
  children.push(child);
  return child;
}

/** Stops the servers, the last started first. */
export async function stopShop() {
  stopping = true;
  for (const child of [...children].reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    await new Promise((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}
process.on('SIGINT', () => stopShop().then(() => process.exit(130)));
process.on('SIGTERM', () => stopShop().then(() => process.exit(143)));

export async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Builds the storefront when it is stale and starts both servers on loopback; resolves
 * once the commerce service's health check and the storefront's home page answer.
 * `commerceStartMs` allows for the migration of a large catalog on the first start.
 */
export async function startShop({
  databaseUrl,
  storefrontPort,
  commercePort,
  homePath,
  commerceStartMs,
}) {
  buildStorefrontIfNeeded();
  const commerceUrl = `http://127.0.0.1:${commercePort}`;
  const commerce = run(
    'Commerce service',
    ['--import', 'tsx', 'src/server.ts'],
    join(repositoryRoot, 'apps/commerce'),
    { PORT: commercePort, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
  );
  await waitFor(`${commerceUrl}/health`, commerceStartMs);
  const storefront = run(
    'Storefront',
    storefrontServerArgs(storefrontPort),
    join(repositoryRoot, 'apps/storefront'),
    { COMMERCE_URL: commerceUrl },
  );
  await waitFor(`http://127.0.0.1:${storefrontPort}${homePath}`, 120_000);
  return { commerce, storefront };
}

/**
 * A value of a process plus that of all its descendants (from /proc); a descendant that
 * ends while it is read counts nothing, the process itself failing throws.
 */
function overProcessTree(pid, readOne) {
  let sum = readOne(pid);
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const childPids = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    for (const child of childPids ? childPids.split(' ') : []) {
      try {
        sum += overProcessTree(child, readOne);
      } catch {
        // gone meanwhile
      }
    }
  }
  return sum;
}

/**
 * CPU time (user + system, ms) of a process and its children, from /proc: what each server
 * spent per request, a figure a busy shared machine distorts far less than latencies.
 */
export function processTreeCpuMs(pid) {
  try {
    return overProcessTree(pid, (one) => {
      const fields = readFileSync(`/proc/${one}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    });
  } catch {
    return Number.NaN;
  }
}

/** Resident memory (KiB) of a process and all its descendants, from /proc. */
export function processTreeRssKiB(pid) {
  try {
    return overProcessTree(pid, (one) => {
      const status = readFileSync(`/proc/${one}/status`, 'utf8');
      return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    });
  } catch {
    return 0;
  }
}

/** The value at a fraction of a sorted list (nearest rank). */
export function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/**
 * CPU time (ms) of each PostgreSQL backend serving one database, keyed by backend pid,
 * from /proc (the server runs on this machine): the database's share of a request, which
 * the service's own figure leaves out. Keyed by pid, so backends that come or go between
 * two readings count only for what they used in between (see cpuUsedBetween).
 */
export async function databaseBackendsCpuMs(connectionString, databaseName) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    return new Map(rows.map(({ pid }) => [pid, processTreeCpuMs(pid)]));
  } finally {
    await client.end();
  }
}

/** CPU used between two readings of databaseBackendsCpuMs, ms. */
export function cpuUsedBetween(before, after) {
  let used = 0;
  for (const [pid, cpuMs] of after) {
    if (Number.isNaN(cpuMs)) continue;
    used += cpuMs - (before.get(pid) ?? 0);
  }
  return used;
}
