/**
 * The slow-query log as an operator reads it: one JSON line per statement over the
 * threshold, with duration and SQL text, parameters never shown, and the request id when
 * a request ran the statement.
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { captureLogLines } from '../testing/log-lines';
import { createTestDatabase } from '../testing/test-database';

/** A fresh database whose slow-query lines (after migrating it) are kept for the test. */
async function openWithSlowQueryLog(slowQueryMs: number) {
  const capture = captureLogLines();
  const database = await createTestDatabase({
    slowQueryMs,
    queryLogger: pino({ name: 'slow-query' }, capture.stream),
  });
  const alreadyLogged = capture.lines().length;
  const slowQueriesBefore = database.slowQueries();
  return {
    database,
    newSlowQueries: () => database.slowQueries() - slowQueriesBefore,
    logs: { lines: () => capture.lines().slice(alreadyLogged) },
  };
}

const slowLines = (lines: Record<string, unknown>[]) =>
  lines.filter((line) => line.msg === 'slow query');

describe('slow-query log', () => {
  it('logs a statement over the threshold with duration and SQL, and not its parameters', async () => {
    const { database, logs, newSlowQueries } = await openWithSlowQueryLog(150);
    await database.db.execute(sql`select 1 as quick`);
    await database.db.execute(
      sql`select pg_sleep(${0.3}), ${'shopper.secret@example.com'}::text as email`,
    );
    const lines = slowLines(logs.lines());
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line?.durationMs).toBeGreaterThanOrEqual(300);
    expect(line?.sql).toMatch(/select pg_sleep\(\$1\), \$2::text as email/);
    expect(line?.params).toBe(2);
    expect(JSON.stringify(line)).not.toContain('shopper.secret@example.com');
    expect(newSlowQueries()).toBe(1);
    await database.close();
  });

  it('times statements inside transactions too', async () => {
    const { database, logs } = await openWithSlowQueryLog(150);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(0.2)`);
    });
    expect(slowLines(logs.lines()).map((line) => line.sql)).toContain('select pg_sleep(0.2)');
    await database.close();
  });

  it('stays silent below the threshold', async () => {
    const { database, logs, newSlowQueries } = await openWithSlowQueryLog(5_000);
    await database.db.execute(sql`select pg_sleep(0.05)`);
    expect(slowLines(logs.lines())).toEqual([]);
    expect(newSlowQueries()).toBe(0);
    await database.close();
  });

  it('carries the id of the request that ran the statement', async () => {
    // Threshold 0: every statement of the request is "slow", so its lines are certain.
    const { database, logs } = await openWithSlowQueryLog(0);
    const app = await buildApp({ database, logLevel: 'silent' });
    const response = await app.inject({
      method: 'POST',
      url: '/search/autosuggest',
      headers: { 'x-request-id': 'slow-query-test-0001', 'x-search-instance': 'shop-de' },
      payload: { searchPhrase: 'ems', constraints: { query: { language: 'de', group: 'de' } } },
    });
    // A POST: the id must survive body parsing, which runs outside the request's context.
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('slow-query-test-0001');
    const ofRequest = slowLines(logs.lines()).filter(
      (line) => line.reqId === 'slow-query-test-0001',
    );
    expect(ofRequest.length).toBeGreaterThan(0);
    await app.close();
    await database.close();
  });
});
