import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { openDatabase } from '../../db/client';
import { startTcpRelay } from '../../testing/tcp-relay';
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  testDatabaseKind,
} from '../../testing/test-database';

describe('GET /health', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers 200 with the database status while the database is up', async () => {
    const app = await buildApp({ database, logLevel: 'silent' });
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: { kind: testDatabaseKind(), status: 'up' },
    });
    await app.close();
  });

  it('answers 503 promptly, not hanging, once the database is gone', async () => {
    const gone = await createTestDatabase();
    const app = await buildApp({ database: gone, logLevel: 'silent' });
    await gone.close();
    const startedAt = Date.now();
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: { status: 'down' } });
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    await app.close();
  });

  // Registered only where a PostgreSQL server is given, so PGlite runs report no skip.
  if (testDatabaseKind() === 'postgres')
    it('answers 503 within seconds when the PostgreSQL server stops answering', async () => {
      const server = new URL(process.env.TEST_DATABASE_URL ?? '');
      const relay = await startTcpRelay({
        host: server.hostname,
        port: Number(server.port || 5432),
      });
      const viaRelay = new URL(server);
      viaRelay.port = String(relay.port);
      const remote = await openDatabase({ kind: 'postgres', url: viaRelay.toString() });
      const app = await buildApp({ database: remote, logLevel: 'silent' });
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);

      await relay.cut();
      const startedAt = Date.now();
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ database: { kind: 'postgres', status: 'down' } });
      expect(Date.now() - startedAt).toBeLessThan(10_000);
      await app.close();
      await remote.close();
      await relay.cut();
    });

  // Fault test (issue 9): the PostgreSQL server becomes unreachable while the service runs,
  // then comes back. Callers hear a prompt 503 meanwhile, and the same process serves
  // again once the database is back: no restart.
  if (testDatabaseKind() === 'postgres')
    it('answers 503 with Retry-After while PostgreSQL is away, and serves again when it returns', async () => {
      const serverUrl = process.env.TEST_DATABASE_URL ?? '';
      const server = new URL(serverUrl);
      const empty = await createEmptyPostgresDatabase(serverUrl);
      const relay = await startTcpRelay({
        host: server.hostname,
        port: Number(server.port || 5432),
      });
      const viaRelay = new URL(empty.url);
      viaRelay.port = String(relay.port);
      const remote = await openDatabase({ kind: 'postgres', url: viaRelay.toString() });
      await remote.migrate();
      const app = await buildApp({ database: remote, logLevel: 'silent' });
      try {
        expect((await listing(app)).statusCode).toBe(200);

        relay.interrupt();
        const startedAt = Date.now();
        const down = await listing(app);
        expect(Date.now() - startedAt).toBeLessThan(10_000);
        expect(down.statusCode).toBe(503);
        expect(down.headers['retry-after']).toBe('5');
        expect(down.json()).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          message: expect.stringMatching(/try again later/),
          errorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        });
        expect(down.body).not.toMatch(/ECONN|select|\.ts:|postgres/i);
        expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);

        relay.restore();
        const recoveredAfterMs = await until(
          async () => (await app.inject({ method: 'GET', url: '/health' })).statusCode === 200,
          'health 200 after the database returned',
        );
        expect(recoveredAfterMs).toBeLessThan(10_000);
        // Every pooled connection died with the outage: a burst must still all succeed.
        const burst = await Promise.all(Array.from({ length: 15 }, () => listing(app)));
        expect(burst.map((response) => response.statusCode)).toEqual(Array(15).fill(200));
      } finally {
        await app.close();
        await remote.close();
        await relay.cut();
        await empty.drop();
      }
    });
});

function listing(app: FastifyInstance) {
  return app.inject({
    method: 'POST',
    url: '/search/search',
    headers: { 'content-type': 'application/json', 'x-search-instance': 'shop-de' },
    payload: JSON.stringify({
      count: 10,
      offset: 0,
      constraints: { query: { language: 'de', group: 'de' } },
    }),
  });
}

async function until(check: () => Promise<boolean>, what: string): Promise<number> {
  const startedAt = Date.now();
  for (;;) {
    if (await check()) return Date.now() - startedAt;
    if (Date.now() - startedAt > 15_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
