import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { openDatabase } from '../../db/client';
import { startTcpRelay } from '../../testing/tcp-relay';
import { createTestDatabase, testDatabaseKind } from '../../testing/test-database';

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
    });
});
