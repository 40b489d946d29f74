import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../testing/test-database';

describe('error answers', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ database, logLevel: 'silent' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers an unknown route with a JSON 404 and an error id', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/route?x=<script>' });
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(body.errorId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers malformed JSON with a 400 that names no internals', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/search/search',
      headers: { 'content-type': 'application/json', 'x-search-instance': 'shop-de' },
      payload: '{"searchPhrase": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/node_modules|\.ts:\d+|at [A-Za-z]+ \(/);
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/search/search',
      headers: { 'content-type': 'application/json', 'x-search-instance': 'shop-de' },
      payload: JSON.stringify({ searchPhrase: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
  });
});
