/**
 * A bounded closed-loop load generator for loopback benchmarks: `connections` shoppers
 * each send the next request as soon as the previous answer arrived, for `durationMs`.
 * Every latency is kept, so p50/p95/p99 are exact rather than histogram estimates.
 *
 * autocannon, in the benchmark's own process while the service runs in another: the
 * first version sent the requests with fetch from the service's process, and measured on
 * a 14 KB answer, fetch cost about 0.45 ms of CPU per request against autocannon's 0.02 ms,
 * on the event loop that also had to serve (bench/README.md, stop 16).
 */
import autocannon from 'autocannon';

export interface LoadRequest {
  path: string;
  body: string;
  headers: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  errors: number;
  throughputPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export function runLoad(options: {
  baseUrl: string;
  connections: number;
  durationMs: number;
  nextRequest: (sequence: number) => LoadRequest;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let failedAnswers = 0;
  let sequence = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.baseUrl,
        connections: options.connections,
        duration: options.durationMs / 1000,
        // A slow answer is measured, not cut off (autocannon's default gives up after 10 s).
        timeout: 60,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const next = options.nextRequest(sequence++);
              return {
                ...request,
                path: next.path,
                body: next.body,
                headers: { 'content-type': 'application/json', ...next.headers },
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) {
          reject(error);
          return;
        }
        latencies.sort((a, b) => a - b);
        const percentile = (p: number) =>
          latencies.length === 0
            ? 0
            : latencies[
                Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)
              ]!;
        resolve({
          requests: latencies.length,
          errors: failedAnswers + result.errors + result.timeouts,
          throughputPerSecond: latencies.length / (result.duration || options.durationMs / 1000),
          p50Ms: percentile(50),
          p95Ms: percentile(95),
          p99Ms: percentile(99),
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 400) failedAnswers += 1;
    });
  });
}
