/**
 * GET /metrics as Prometheus and an operator see it: text format, request latency per route
 * pattern and status class, server errors, the pool, the outbox, and access refused to
 * callers who are neither on loopback nor hold the token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox } from '../modules/mail/schema';
import { createTestDatabase, testDatabaseKind } from '../testing/test-database';
import { METRICS_CONTENT_TYPE } from './metrics-routes';

function sampleValue(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}{${labels}}`));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('GET /metrics', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('counts requests per route pattern and status class, with latency buckets', async () => {
    const app = await buildApp({ database, logLevel: 'silent' });
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/health' });
    await app.inject({ method: 'GET', url: '/media/products/no-such-image-4711.webp' });
    await app.inject({ method: 'GET', url: '/no/such/route/12345' });
    const response = await app.inject({ method: 'GET', url: '/metrics' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(METRICS_CONTENT_TYPE);
    const text = response.body;
    expect(text).toContain('# TYPE commerce_http_request_duration_seconds histogram');
    const health = 'method="GET",route="/health",status_class="2xx"';
    expect(sampleValue(text, 'commerce_http_request_duration_seconds_count', health)).toBe(3);
    expect(
      sampleValue(text, 'commerce_http_request_duration_seconds_bucket', `${health},le="+Inf"`),
    ).toBe(3);
    expect(sampleValue(text, 'commerce_http_request_duration_seconds_sum', health)).toBeGreaterThan(
      0,
    );
    // Paths with ids are counted under their pattern or as unmatched: no series per URL.
    expect(text).not.toContain('no-such-image-4711');
    expect(text).not.toContain('12345');
    expect(
      sampleValue(
        text,
        'commerce_http_request_duration_seconds_count',
        'method="GET",route="unmatched",status_class="4xx"',
      ),
    ).toBe(1);
    await app.close();
  });

  it('counts answers with a 5xx status as server errors', async () => {
    const app = await buildApp({ database, logLevel: 'silent' });
    // A route whose handler fails, as any unexpected error inside a real route would.
    app.get('/fails-for-metrics', async () => {
      throw new Error('unexpected');
    });
    expect((await app.inject({ method: 'GET', url: '/fails-for-metrics' })).statusCode).toBe(500);
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(
      sampleValue(
        text,
        'commerce_http_server_errors_total',
        'method="GET",route="/fails-for-metrics"',
      ),
    ).toBe(1);
    await app.close();
  });

  it('shows the database pool, the database as up and the outbox by status', async () => {
    await database.db.insert(mailOutbox).values(
      ['pending', 'pending', 'failed'].map((status) => ({
        recipient: 'metrics@example.com',
        sender: 'shop@localhost',
        subject: 's',
        text: 't',
        html: '<p>t</p>',
        kind: 'metrics-test',
        status: status as 'pending' | 'failed',
      })),
    );
    const app = await buildApp({ database, logLevel: 'silent' });
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    const kind = testDatabaseKind();
    expect(
      sampleValue(text, 'commerce_db_pool_connections', `kind="${kind}",state="total"`),
    ).toBeGreaterThanOrEqual(1);
    if (kind === 'postgres') {
      expect(
        sampleValue(text, 'commerce_db_pool_connections', 'kind="postgres",state="idle"'),
      ).toBeGreaterThanOrEqual(0);
      expect(
        sampleValue(text, 'commerce_db_pool_connections', 'kind="postgres",state="waiting"'),
      ).toBe(0);
    }
    expect(text).toMatch(/^commerce_db_up 1$/m);
    expect(sampleValue(text, 'commerce_mail_outbox_mails', 'status="pending"')).toBe(2);
    expect(sampleValue(text, 'commerce_mail_outbox_mails', 'status="failed"')).toBe(1);
    await app.close();
  });

  it('refuses callers that are not on loopback or came through a proxy', async () => {
    const app = await buildApp({ database, logLevel: 'silent' });
    const remote = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('commerce_');
    const proxied = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
    await app.close();
  });

  it('wants the bearer token from everyone once METRICS_TOKEN is set', async () => {
    const token = 'metrics-token-0123456789abcdef';
    const app = await buildApp({ database, logLevel: 'silent', metricsToken: token });
    const missing = await app.inject({ method: 'GET', url: '/metrics' });
    expect(missing.statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token.replace('0', '1')}` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('commerce_db_up 1');
    await app.close();
  });
  it('still answers, with the database marked down, when the database is gone', async () => {
    // The last test: it closes the file's database (closing twice is harmless).
    const app = await buildApp({ database, logLevel: 'silent' });
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^commerce_db_up 0$/m);
    await app.close();
  });
});
