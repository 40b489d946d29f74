/**
 * A bounded closed-loop load generator for loopback benchmarks: `connections` shoppers
 * each send the next request as soon as the previous answer arrived, for `durationMs`.
 * Every latency is kept, so p50/p95/p99 are exact rather than histogram estimates.
 */
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

export async function runLoad(options: {
  baseUrl: string;
  connections: number;
  durationMs: number;
  nextRequest: (sequence: number) => LoadRequest;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let sequence = 0;
  const startedAt = performance.now();
  const deadline = startedAt + options.durationMs;
  const shopper = async () => {
    while (performance.now() < deadline) {
      const request = options.nextRequest(sequence++);
      const sentAt = performance.now();
      try {
        const response = await fetch(`${options.baseUrl}${request.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...request.headers },
          body: request.body,
        });
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - sentAt);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, shopper));
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies.length === 0
      ? 0
      : latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!;
  return {
    requests: latencies.length,
    errors,
    throughputPerSecond: latencies.length / elapsedSeconds,
    p50Ms: percentile(50),
    p95Ms: percentile(95),
    p99Ms: percentile(99),
  };
}
