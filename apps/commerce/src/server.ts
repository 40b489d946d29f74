/**
 * Process entry point: configuration, database, HTTP server and graceful shutdown.
 * Boot problems end the process with one line naming the cause, never a stack trace.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirectoryInUseError } from './db/data-dir-lock';
import { DatabaseUnavailableError, openShopDatabase } from './db/open-shop-database';
import { createSearchAnswerCache, SEARCH_CACHE_DEFAULTS } from './modules/search/answer-cache';
import { isClusterPrimary, reportWorkerReady, superviseWorkers, workerIndex } from './workers';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.workers > 1 && isClusterPrimary()) {
    await superviseWorkers(config.workers, (message) => console.log(message));
    console.log(
      `Commerce service ready on http://${config.host}:${config.port} (${config.workers} workers)`,
    );
    return;
  }
  const database = await openShopDatabase(config, (message) => console.log(message));
  const app = await buildApp({
    database,
    logLevel: config.logLevel,
    storefrontApi: config.storefrontApi,
    // One purge per service, not one per worker.
    backgroundPurge: workerIndex() === 1,
    operatorConfig: config,
    metricsToken: config.metricsToken,
    searchCache: createSearchAnswerCache({
      ...SEARCH_CACHE_DEFAULTS,
      maxEntries: config.searchCacheEntries,
    }),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.workers > 1) reportWorkerReady();
  else
    console.log(
      `Commerce service ready on http://${config.host}:${config.port} (${database.kind})`,
    );
}

main().catch((error: unknown) => {
  const expected =
    error instanceof ConfigError ||
    error instanceof DatabaseUnavailableError ||
    error instanceof DataDirectoryInUseError;
  if (expected) {
    console.error(error.message);
  } else {
    console.error(
      `Commerce service failed to start: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  process.exit(1);
});
