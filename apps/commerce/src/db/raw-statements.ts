/**
 * Hand-written statements straight on the driver, below Drizzle, for the few hot paths
 * (the Storefront API's cart read and cart mutations, issue 3): on PostgreSQL each one is
 * a named prepared statement (parsed and planned once per connection), and a transaction
 * opens together with its first statement, so a cart change costs as few round trips as
 * its guarantees allow. Everything else keeps using Drizzle.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client';

/** A fixed statement text with a name unique in the process (the prepared statement's). */
export interface RawStatement {
  name: string;
  text: string;
}

export type RawRow = Record<string, unknown>;

export interface RawSession {
  rows(statement: RawStatement, values: readonly unknown[]): Promise<RawRow[]>;
}

export interface RawTransactionOptions {
  /**
   * A statement without parameters that the transaction starts with; on PostgreSQL it
   * travels in the same round trip as BEGIN. Its rows are handed to the work.
   */
  opening: string;
  /**
   * Commit without waiting for the WAL flush (`synchronous_commit = off` for this
   * transaction only): for data whose last fraction of a second may be lost in a crash
   * of the database server, never for orders or payments (decision in docs/decisions.md).
   */
  relaxedCommit: boolean;
}

export interface RawDatabase extends RawSession {
  transaction<T>(
    options: RawTransactionOptions,
    work: (session: RawSession, openingRows: RawRow[]) => Promise<T>,
  ): Promise<T>;
}

const handles = new WeakMap<object, RawDatabase>();

/** The driver under a Drizzle database opened by `openDatabase` (pg.Pool or PGlite). */
export function rawDatabaseOf(db: Database): RawDatabase {
  const raw = rawDatabaseIfRoot(db);
  if (!raw) throw new Error('raw statements need a database opened by openDatabase');
  return raw;
}

/**
 * The driver under `db`, or null when `db` is a Drizzle transaction (whose statements must
 * run on its own connection, so the caller keeps using Drizzle).
 */
export function rawDatabaseIfRoot(db: Database): RawDatabase | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (typeof client !== 'object' || client === null) return null;
  const known = handles.get(client);
  if (known) return known;
  const raw = client instanceof pg.Pool ? postgresRaw(client) : pgliteRaw(client as PGlite);
  handles.set(client, raw);
  return raw;
}

function postgresRaw(pool: pg.Pool): RawDatabase {
  const rowsOn =
    (queryable: pg.Pool | pg.PoolClient) =>
    async (statement: RawStatement, values: readonly unknown[]) =>
      (await queryable.query({ name: statement.name, text: statement.text, values: [...values] }))
        .rows;
  return {
    rows: rowsOn(pool),
    async transaction(options, work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        // One simple-protocol round trip: BEGIN, the commit mode and the opening statement.
        const results = (await client.query(
          `begin;${options.relaxedCommit ? ' set local synchronous_commit = off;' : ''} ${options.opening}`,
        )) as unknown as pg.QueryResult[];
        const opening = results[results.length - 1];
        const result = await work({ rows: rowsOn(client) }, opening?.rows ?? []);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: unknown) => {
          // A connection that cannot even roll back is not given back to the pool.
          broken =
            rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
  };
}

function pgliteRaw(client: PGlite): RawDatabase {
  const rowsOn =
    (queryable: PGlite | Transaction) =>
    async (statement: RawStatement, values: readonly unknown[]) =>
      (await queryable.query<RawRow>(statement.text, [...values])).rows;
  return {
    rows: rowsOn(client),
    // One connection in the process: round trips cost nothing, and the commit mode is moot.
    transaction: (options, work) =>
      client.transaction(async (tx) => {
        const opening = await tx.query<RawRow>(options.opening);
        return work({ rows: rowsOn(tx) }, opening.rows);
      }),
  };
}
