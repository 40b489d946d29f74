/**
 * Starts and stops real shop processes for the operations tests: commerce services on a
 * database of their own, storefronts from the production build, and a round-robin proxy.
 * Every process started here is killed when the test file ends or the runner exits, also
 * after a failure, so no server outlives its test.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PRIVATE_TOKEN, E2E_REVALIDATION_SECRET } from '../e2e-settings';

export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The storefront's production server: Next behind the page cache (apps/storefront/server). */
const storefrontServer = join(repositoryRoot, 'apps/storefront/server/main.ts');

/** The PostgreSQL server of `npm test`; the PostgreSQL-only tests skip without it. */
export const postgresServerUrl = process.env.TEST_DATABASE_URL || undefined;
export const NO_POSTGRES_REASON =
  'TEST_DATABASE_URL is unset: no PostgreSQL server to run this operations test on';

export interface ShopProcess {
  name: string;
  url: string;
  /** Everything the process wrote so far, stdout and stderr, line by line. */
  output(): string[];
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function startProcess(
  name: string,
  command: string[],
  options: { cwd: string; env: Record<string, string>; url: string },
): ShopProcess {
  const [executable, ...args] = command;
  const child = spawn(executable ?? 'node', args, {
    cwd: options.cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    url: options.url,
    output: () => text.split('\n').filter((line) => line.trim() !== ''),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      running.delete(child);
    },
  };
}

/** Waits until GET url answers 2xx, or fails with the process's last lines. */
export async function waitUntilUp(process: ShopProcess, path: string, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(new URL(path, process.url));
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${process.name} did not come up:\n${process.output().slice(-20).join('\n')}`);
}

export interface CommerceOptions {
  port: number;
  /** postgres:// URL, or a PGlite data directory. */
  database: { url: string } | { dataDir: string };
  storefrontPort: number;
  env?: Record<string, string>;
}

export async function startCommerce(name: string, options: CommerceOptions): Promise<ShopProcess> {
  const shop = startProcess(name, ['node', '--import', 'tsx', 'src/server.ts'], {
    cwd: join(repositoryRoot, 'apps/commerce'),
    url: `http://127.0.0.1:${options.port}`,
    env: {
      PORT: String(options.port),
      ...('url' in options.database
        ? { DATABASE_URL: options.database.url }
        : { DATA_DIR: options.database.dataDir }),
      LOG_LEVEL: 'info',
      STOREFRONT_URL: `http://127.0.0.1:${options.storefrontPort}`,
      REVALIDATION_SECRET: E2E_REVALIDATION_SECRET,
      ...options.env,
    },
  });
  await waitUntilUp(shop, '/health');
  return shop;
}

export async function startStorefront(
  name: string,
  options: { port: number; commerceUrl: string },
): Promise<ShopProcess> {
  const shop = startProcess(
    name,
    ['node', '--import', 'tsx', storefrontServer, '-p', String(options.port)],
    {
      cwd: join(repositoryRoot, 'apps/storefront'),
      url: `http://127.0.0.1:${options.port}`,
      env: {
        COMMERCE_URL: options.commerceUrl,
        REVALIDATION_SECRET: E2E_REVALIDATION_SECRET,
        STOREFRONT_PRIVATE_TOKEN: E2E_PRIVATE_TOKEN,
      },
    },
  );
  await waitUntilUp(shop, '/de/');
  return shop;
}

/** Runs psql (or pg_dump, pg_restore) against the server; throws with its error output. */
export function postgresTool(tool: 'psql' | 'pg_dump' | 'pg_restore', args: string[]): string {
  const result = spawnSync(tool, args, { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0)
    throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.error?.message}`);
  return result.stdout;
}

/** A new empty database on the test server; drop() removes it again. */
export function createThrowawayDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  postgresTool('psql', [serverUrl, '-qc', `CREATE DATABASE ${name}`]);
  return {
    name,
    url: url.toString(),
    drop: () =>
      postgresTool('psql', [serverUrl, '-qc', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]),
  };
}

/** JSON log lines of a process (pino writes one object per line). */
export function jsonLines(shop: ShopProcess): Record<string, unknown>[] {
  return shop.output().flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}
