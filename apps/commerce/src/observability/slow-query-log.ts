/**
 * The slow-query log: a statement that takes longer than SLOW_QUERY_MS is written as one
 * JSON line with its duration and SQL text. Parameters are never logged (they hold e-mail
 * addresses, names and tokens), only how many there were; the SQL text Drizzle sends is
 * parameterised, so it holds no shopper data.
 */
import pino, { type Logger } from 'pino';
import { currentRequestId } from './request-id';

export const DEFAULT_SLOW_QUERY_MS = 200;
/** Long generated statements are cut; the start names the tables and the shape. */
const SQL_TEXT_LIMIT = 2_000;

export interface SlowQueryLogSettings {
  /** Statements slower than this are logged; 0 logs every statement. */
  thresholdMs: number;
  /** Where the lines go; a JSON logger on stdout by default. */
  logger?: Logger;
}

export interface QueryTimer {
  /** Records one finished statement. */
  finished(sqlText: string, parameterCount: number, durationMs: number): void;
  /** Statements over the threshold since start, for /metrics. */
  readonly slowQueries: number;
}

export function createQueryTimer(settings: SlowQueryLogSettings): QueryTimer {
  const logger = settings.logger ?? pino({ name: 'slow-query' });
  let slowQueries = 0;
  return {
    get slowQueries() {
      return slowQueries;
    },
    finished(sqlText, parameterCount, durationMs) {
      if (durationMs < settings.thresholdMs) return;
      slowQueries += 1;
      const requestId = currentRequestId();
      logger.warn(
        {
          ...(requestId === undefined ? {} : { reqId: requestId }),
          durationMs: Math.round(durationMs * 10) / 10,
          sql: sqlText.length > SQL_TEXT_LIMIT ? `${sqlText.slice(0, SQL_TEXT_LIMIT)}…` : sqlText,
          params: parameterCount,
        },
        'slow query',
      );
    },
  };
}
