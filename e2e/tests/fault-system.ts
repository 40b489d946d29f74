/**
 * A private copy of the whole shop for fault journeys (issue 9), so injected faults never
 * disturb the journeys that share the main servers: the commerce service on its own
 * database (reached through a TCP relay that can cut PostgreSQL away) and the storefront's
 * production build, which reaches the commerce service through an HTTP relay that can
 * hold the search endpoints back (a slow search backend).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTcpRelay, type TcpRelay } from '../../apps/commerce/src/testing/tcp-relay';
import { createEmptyPostgresDatabase } from '../../apps/commerce/src/testing/test-database';
import { E2E_PRIVATE_TOKEN, E2E_REVALIDATION_SECRET } from '../e2e-settings';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The storefront's production server: Next behind the page cache (apps/storefront/server). */
const storefrontServer = join(root, 'apps/storefront/server/main.ts');

export interface SlowSearch {
  /** Paths whose answers the relay holds back, e.g. '/search/page'. */
  paths: string[];
  delayMs: number;
}

export interface FaultSystem {
  storefrontUrl: string;
  commerceUrl: string;
  /** The relay between the commerce service and PostgreSQL; null on the embedded database. */
  databaseRelay: TcpRelay | null;
  slowSearch: SlowSearch;
  /** Paths the storefront's relay answers with 503, as a failing commerce service would. */
  failingPaths: string[];
  stop(): Promise<void>;
}

export interface FaultSystemOptions {
  /** Further storefront settings, e.g. SINGLE_SIGN_ON=on; given the commerce service's URL. */
  storefrontEnv?: (urls: { commerceUrl: string }) => Record<string, string>;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function waitForUrl(url: string, process: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`${url}: server exited (${process.exitCode})`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/** Forwards every request to the commerce service, holding back the slow search paths. */
function startSlowSearchRelay(
  target: string,
  slowSearch: SlowSearch,
  failingPaths: string[],
): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (failingPaths.includes(path)) {
      request.resume();
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end('{"error":"injected fault"}');
      return;
    }
    const delay = slowSearch.paths.includes(path) ? slowSearch.delayMs : 0;
    const forward = () => {
      const upstream = http.request(
        new URL(request.url ?? '/', target),
        { method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(upstream);
    };
    if (delay > 0) setTimeout(forward, delay);
    else forward();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function portOf(server: http.Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('relay has no port');
  return address.port;
}

/** Starts database (relay), commerce service, search relay and storefront; about a minute. */
export async function startFaultSystem(options: FaultSystemOptions = {}): Promise<FaultSystem> {
  const children: ChildProcess[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const serverUrl = process.env.TEST_DATABASE_URL;
    let databaseRelay: TcpRelay | null = null;
    const databaseEnv: Record<string, string> = {};
    if (serverUrl) {
      const server = new URL(serverUrl);
      const empty = await createEmptyPostgresDatabase(serverUrl);
      cleanups.push(() => empty.drop());
      const relay = await startTcpRelay({
        host: server.hostname,
        port: Number(server.port || 5432),
      });
      databaseRelay = relay;
      cleanups.push(() => relay.cut());
      const viaRelay = new URL(empty.url);
      viaRelay.port = String(relay.port);
      databaseEnv.DATABASE_URL = viaRelay.toString();
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'shop-faults-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      databaseEnv.DATA_DIR = join(dataDir, 'pglite');
    }

    const [commercePort, storefrontPort] = [await freePort(), await freePort()];
    const commerceUrl = `http://127.0.0.1:${commercePort}`;
    const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
    const commerce = spawn('node', ['--import', 'tsx', 'src/server.ts'], {
      cwd: join(root, 'apps/commerce'),
      env: {
        ...process.env,
        ...databaseEnv,
        PORT: String(commercePort),
        LOG_LEVEL: 'fatal',
        STOREFRONT_URL: storefrontUrl,
        REVALIDATION_SECRET: E2E_REVALIDATION_SECRET,
      },
      stdio: 'ignore',
    });
    children.push(commerce);
    await waitForUrl(`${commerceUrl}/health`, commerce, 180_000);

    const slowSearch: SlowSearch = { paths: [], delayMs: 0 };
    const failingPaths: string[] = [];
    const searchRelay = await startSlowSearchRelay(commerceUrl, slowSearch, failingPaths);
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          searchRelay.closeAllConnections();
          searchRelay.close(() => resolve());
        }),
    );
    const storefront = spawn(
      'node',
      ['--import', 'tsx', storefrontServer, '-p', String(storefrontPort)],
      {
        cwd: join(root, 'apps/storefront'),
        env: {
          ...process.env,
          COMMERCE_URL: `http://127.0.0.1:${portOf(searchRelay)}`,
          NEXT_TELEMETRY_DISABLED: '1',
          REVALIDATION_SECRET: E2E_REVALIDATION_SECRET,
          STOREFRONT_PRIVATE_TOKEN: E2E_PRIVATE_TOKEN,
          ...options.storefrontEnv?.({ commerceUrl }),
        },
        stdio: 'ignore',
      },
    );
    children.push(storefront);
    await waitForUrl(`${storefrontUrl}/de/`, storefront, 120_000);
    return { storefrontUrl, commerceUrl, databaseRelay, slowSearch, failingPaths, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
