/**
 * Request ids as a caller and an operator see them: the answer's x-request-id header and
 * the reqId of every JSON log line the request wrote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { captureLogLines } from '../testing/log-lines';
import { createTestDatabase } from '../testing/test-database';

describe('request ids', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps a well-formed incoming x-request-id, echoes it and logs every line with it', async () => {
    const logs = captureLogLines();
    const app = await buildApp({ database, logLevel: 'info', logStream: logs.stream });
    const response = await app.inject({
      method: 'POST',
      url: '/search/autosuggest',
      headers: { 'x-request-id': 'sf-7f3a9c01-page', 'x-search-instance': 'shop-de' },
      payload: {
        searchPhrase: 'blutdruck',
        constraints: { query: { language: 'de', group: 'de' } },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('sf-7f3a9c01-page');
    const lines = logs.lines().filter((line) => line.reqId === 'sf-7f3a9c01-page');
    // Fastify's "incoming request" and "request completed" lines at least.
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(
      lines.every((line) => typeof line.time === 'number' && typeof line.level === 'number'),
    ).toBe(true);
    await app.close();
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'x'.repeat(65)],
    ['markup', '<script>alert(1)</script>'],
    ['spaces', 'id with spaces here'],
  ])('replaces an incoming id that is %s with a generated one', async (_reason, given) => {
    const app = await buildApp({ database, logLevel: 'silent' });
    const response = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': given },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    await app.close();
  });

  it('takes the trace id of a W3C traceparent when no x-request-id is given', async () => {
    const app = await buildApp({ database, logLevel: 'silent' });
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(response.headers['x-request-id']).toBe(traceId);
    const other = await app.inject({ method: 'GET', url: '/health' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(other.headers['x-request-id']).not.toBe(traceId);
    await app.close();
  });
});
