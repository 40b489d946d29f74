import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openShopDatabase } from './db/open-shop-database';
import { products } from './modules/catalog/schema';

const commerceRoot = fileURLToPath(new URL('..', import.meta.url));

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
});
