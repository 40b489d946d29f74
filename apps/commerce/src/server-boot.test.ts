import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openShopDatabase } from './db/open-shop-database';
import { products } from './modules/catalog/schema';

const commerceRoot = fileURLToPath(new URL('..', import.meta.url));

/** Starts the service and resolves once it printed a line matching `ready` (or exited). */
function startRunningServer(environment: Record<string, string>, ready: RegExp) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: commerceRoot,
    env: { ...process.env, ...environment },
  });
  let stdout = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const started = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (ready.test(stdout)) resolve(stdout);
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${stdout}`)));
  });
  return { child, started, exited };
}

function startServer(environment: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: commerceRoot,
      env: { ...process.env, ...environment },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('commerce service start', () => {
  it('stops with one line naming DATABASE_URL when it is nonsense', async () => {
    const result = await startServer({ DATABASE_URL: 'nonsense', PORT: '4999' });
    expect(result.code).not.toBe(0);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/DATABASE_URL/);
    expect(result.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('stops with one line naming DATABASE_URL when the server cannot be reached', async () => {
    const result = await startServer({
      DATABASE_URL: 'postgres://shop:shop@127.0.0.1:1/shop',
      PORT: '4999',
    });
    expect(result.code).not.toBe(0);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/DATABASE_URL.*127\.0\.0\.1:1/);
  });

  // Registered only where a PostgreSQL server is given (PGlite allows one process anyway).
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl)
    it('two instances starting together on an empty database migrate and seed it once', async () => {
      const name = `shop_boot_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const config = {
        database: { kind: 'postgres' as const, url: url.toString() },
        seedDemoCatalog: true,
      };
      const logs: string[] = [];
      try {
        const [first, second] = await Promise.all([
          openShopDatabase(config, (line) => logs.push(line)),
          openShopDatabase(config, (line) => logs.push(line)),
        ]);
        const [row] = await first.db.select({ products: count() }).from(products);
        expect(row?.products).toBe(68);
        expect(logs.filter((line) => line.startsWith('Demo catalog loaded'))).toHaveLength(1);
        await first.close();
        await second.close();
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    });

  if (serverUrl)
    it('serves one port with COMMERCE_WORKERS processes and stops them all on SIGTERM', async () => {
      const name = `shop_workers_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      try {
        const server = startRunningServer(
          {
            DATABASE_URL: url.toString(),
            COMMERCE_WORKERS: '2',
            PORT: '4350',
            SEED_DEMO_CATALOG: 'false',
            LOG_LEVEL: 'warn',
          },
          /ready on http:\/\/127\.0\.0\.1:4350 \(2 workers\)/,
        );
        await server.started;
        // Separate connections: the primary hands each new connection to the next worker.
        const answers = await Promise.all(
          Array.from({ length: 6 }, () =>
            fetch('http://127.0.0.1:4350/health', { headers: { connection: 'close' } }),
          ),
        );
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
        const { rows } = await admin.query(
          'select count(distinct pid)::int as sessions from pg_stat_activity where datname = $1',
          [name],
        );
        // Each worker holds its own pool.
        expect(rows[0].sessions).toBeGreaterThanOrEqual(2);
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    });
});
