/**
 * A tiny HTTP load balancer for the tests: each request goes to the next backend in turn,
 * as a round-robin balancer without sticky sessions would send it. The answer names the
 * backend in `x-served-by`, and the proxy keeps a tally, so a test can show that a shopper's
 * requests really landed on different instances.
 */
import http from 'node:http';

export interface Backend {
  name: string;
  url: string;
}

export interface RoundRobinProxy {
  url: string;
  /** Requests forwarded so far, per backend name. */
  served(): Record<string, number>;
  close(): Promise<void>;
}

export const SERVED_BY_HEADER = 'x-served-by';
/**
 * Test-only: a request naming a backend here goes to it, so a journey can move a shopper to
 * the other instance at a chosen step; requests without it are balanced round-robin.
 */
export const PIN_BACKEND_HEADER = 'x-test-backend';

export async function startRoundRobinProxy(
  backends: Backend[],
  port = 0,
): Promise<RoundRobinProxy> {
  let next = 0;
  const tally: Record<string, number> = Object.fromEntries(backends.map((b) => [b.name, 0]));
  const server = http.createServer((request, response) => {
    const pinned = backends.find((b) => b.name === request.headers[PIN_BACKEND_HEADER]);
    const backend = pinned ?? backends[next++ % backends.length];
    if (backend === undefined) throw new Error('no backends');
    tally[backend.name] = (tally[backend.name] ?? 0) + 1;
    const target = new URL(request.url ?? '/', backend.url);
    const upstream = http.request(
      target,
      {
        method: request.method,
        // The Host header is passed on, as a load balancer in front of the shop does.
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          [SERVED_BY_HEADER]: backend.name,
        });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { [SERVED_BY_HEADER]: backend.name });
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    served: () => ({ ...tally }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
