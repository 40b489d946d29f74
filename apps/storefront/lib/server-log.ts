import 'server-only';
import { markRenderFailed } from './page-cache/page-cache-hooks';
import { currentRequestId } from './request-context/request-id';

/**
 * The storefront's server log: one JSON line per event on stderr, with the request id the
 * commerce service's lines of the same page view also carry, so an operator can follow a
 * shopper's failed page from one service into the other.
 */
type Level = 'error' | 'warn';

function describe(detail: unknown): unknown {
  if (detail instanceof Error) {
    return {
      type: detail.name,
      message: detail.message,
      stack: detail.stack,
      ...(detail.cause === undefined ? {} : { cause: describe(detail.cause) }),
    };
  }
  return detail;
}

async function write(level: Level, message: string, detail: unknown): Promise<void> {
  const reqId = await currentRequestId();
  // A page that logged a failure shows it (a missing block, an error notice): the page
  // cache must not serve that HTML to the next shoppers once the failure has passed.
  markRenderFailed(reqId);
  const line = {
    level,
    time: new Date().toISOString(),
    service: 'storefront',
    ...(reqId === undefined ? {} : { reqId }),
    msg: message,
    ...(detail === undefined ? {} : { err: describe(detail) }),
  };
  let text: string;
  try {
    text = JSON.stringify(line);
  } catch {
    // A detail that cannot be serialised (a cycle) must not lose the message.
    text = JSON.stringify({ ...line, err: String(detail) });
  }
  process.stderr.write(`${text}\n`);
}

export const serverLog = {
  /** A server-side failure a shopper may have noticed (a block missing, a form refused). */
  error(message: string, detail?: unknown): void {
    void write('error', message, detail);
  },
  warn(message: string, detail?: unknown): void {
    void write('warn', message, detail);
  },
};
