/**
 * Times every statement at the driver, below Drizzle, so the slow-query log sees raw SQL,
 * transactions and hand-written statements alike: node-postgres clients are wrapped as the
 * pool creates them, PGlite's query method (and that of its transactions) in place.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { QueryTimer } from '../observability/slow-query-log';

type Callback = (error: unknown, result: unknown) => void;
/* The drivers' query methods are heavily overloaded; the wrappers only pass arguments on. */
type AnyQuery = (...args: unknown[]) => unknown;

function statementOf(args: unknown[]): { text: string; parameters: number } {
  const [first, second] = args;
  const config = typeof first === 'object' && first !== null ? first : undefined;
  const text =
    typeof first === 'string'
      ? first
      : config && 'text' in config && typeof config.text === 'string'
        ? config.text
        : '';
  const values = Array.isArray(second)
    ? second
    : config && 'values' in config && Array.isArray(config.values)
      ? config.values
      : [];
  return { text, parameters: values.length };
}

function timed(query: AnyQuery, timer: QueryTimer): AnyQuery {
  return (...args: unknown[]) => {
    const started = performance.now();
    const { text, parameters } = statementOf(args);
    const finish = () => timer.finished(text, parameters, performance.now() - started);
    const callbackAt = args.findIndex((argument) => typeof argument === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as Callback;
      args[callbackAt] = (error: unknown, result: unknown) => {
        finish();
        callback(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    // A promise is observed without changing it; a submittable (cursor) is left untimed.
    if (result instanceof Promise) result.then(finish, finish);
    return result;
  };
}

/** Wraps each client the pool opens; `pool.query` and checked-out clients both use them. */
export function timePostgresQueries(pool: pg.Pool, timer: QueryTimer): void {
  pool.on('connect', (client) => {
    const instrumented = client as unknown as { query: AnyQuery };
    instrumented.query = timed(instrumented.query.bind(client), timer);
  });
}

export function timePgliteQueries(client: PGlite, timer: QueryTimer): void {
  const instrumented = client as unknown as { query: AnyQuery; transaction: AnyQuery };
  instrumented.query = timed(instrumented.query.bind(client), timer);
  const transaction = client.transaction.bind(client);
  instrumented.transaction = (...args: unknown[]) => {
    const work = args[0] as (tx: Transaction) => Promise<unknown>;
    return transaction((tx) => {
      const timedTx = tx as unknown as { query: AnyQuery };
      timedTx.query = timed(timedTx.query.bind(tx), timer);
      return work(tx);
    });
  };
}
