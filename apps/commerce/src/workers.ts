/**
 * COMMERCE_WORKERS > 1: the service runs as that many processes sharing one port
 * (node:cluster; the primary accepts connections and hands them to the workers in turn),
 * so one machine's cores all serve requests. Each worker has its own database pool
 * (DATABASE_POOL_SIZE connections). Only with PostgreSQL: the embedded database serves
 * one process (docs/operations.md).
 */
import cluster, { type Worker } from 'node:cluster';

/** Set in each worker: 1 … COMMERCE_WORKERS. Worker 1 runs the hourly background purge. */
export const WORKER_INDEX_VARIABLE = 'COMMERCE_WORKER_INDEX';

/** The message a worker sends its primary once it listens. */
export const WORKER_READY_MESSAGE = 'commerce-worker-ready';

export function isClusterPrimary(): boolean {
  return cluster.isPrimary;
}

/** This process's worker number; 1 when the service runs as a single process. */
export function workerIndex(environment: NodeJS.ProcessEnv = process.env): number {
  const index = Number(environment[WORKER_INDEX_VARIABLE]);
  return Number.isInteger(index) && index >= 1 ? index : 1;
}

/** Tells the primary (if any) that this worker serves requests now. */
export function reportWorkerReady(): void {
  if (cluster.isWorker) process.send?.(WORKER_READY_MESSAGE);
}

/**
 * The primary: forks the workers and answers for them. A worker that dies before it is
 * ready stops the whole service (a boot problem would only repeat); one that dies later is
 * replaced. SIGTERM/SIGINT are passed on, and the primary ends when every worker has
 * drained its requests and exited. Resolves once all workers are ready.
 */
export function superviseWorkers(
  count: number,
  log: (message: string) => void,
  options: {
    /** Added to each worker's environment. */
    environment?: NodeJS.ProcessEnv;
    /** Runs after every worker has exited, before the primary does. */
    onStopped?: () => Promise<void>;
  } = {},
): Promise<void> {
  const ready = new Set<number>();
  const live = new Set<Worker>();
  let stopping = false;
  let finalExitCode = 0;
  let resolveAllReady: () => void;
  const allReady = new Promise<void>((resolve) => {
    resolveAllReady = resolve;
  });

  const fork = (index: number) => {
    const worker = cluster.fork({ ...options.environment, [WORKER_INDEX_VARIABLE]: String(index) });
    live.add(worker);
    worker.on('message', (message: unknown) => {
      if (message !== WORKER_READY_MESSAGE) return;
      ready.add(index);
      if (ready.size === count) resolveAllReady();
    });
    worker.on('exit', (code, signal) => {
      live.delete(worker);
      if (stopping) {
        if (live.size === 0) exit();
        return;
      }
      if (!ready.has(index)) {
        log(`Worker ${index} failed to start (exit ${code ?? signal}); stopping the service.`);
        stop(1);
        return;
      }
      log(`Worker ${index} ended (exit ${code ?? signal}); starting a new one.`);
      ready.delete(index);
      fork(index);
    });
  };

  const exit = () => {
    const stopped = options.onStopped?.() ?? Promise.resolve();
    stopped.then(
      () => process.exit(finalExitCode),
      () => process.exit(1),
    );
  };
  const stop = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    finalExitCode = exitCode;
    if (live.size === 0) exit();
    for (const worker of live) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));

  for (let index = 1; index <= count; index += 1) fork(index);
  return allReady;
}
