/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a new
 * throwaway database on the PostgreSQL server named by TEST_DATABASE_URL, so the same
 * integration suite runs on both (ARCHITECTURE: Storage).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase, type QueryLogSettings } from '../db/client';

export async function createTestDatabase(queryLog: QueryLogSettings = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite', ...queryLog });
    await handle.migrate();
    return handle;
  }
  const { url, drop } = await createEmptyPostgresDatabase(serverUrl);
  const handle = await openDatabase({ kind: 'postgres', url, ...queryLog });
  await handle.migrate();
  const close = handle.close;
  handle.close = async () => {
    await close();
    await drop();
  };
  return handle;
}

/** A new empty database on the server, for tests that open it their own way (a relay). */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

async function withAdminClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
