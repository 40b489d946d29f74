/**
 * Starts the storefront's production server (storefront-server.ts): `node --import tsx
 * server/main.ts -p 3000` from apps/storefront, after `next build`. Replaces `next start`,
 * which has no place for the page cache. Port: -p, else PORT, else 3000.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
// Next picks its production code by NODE_ENV; set before it is loaded.
Object.assign(process.env, { NODE_ENV: 'production' });
const { pageCacheConfig, startStorefrontServer } = await import('./storefront-server');

const storefront = await startStorefrontServer({
  dir: fileURLToPath(new URL('..', import.meta.url)),
  port,
  hostname: values.hostname,
  pageCache: pageCacheConfig(process.env),
});
console.log(`▲ Storefront ready on http://${values.hostname ?? 'localhost'}:${port}`);

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  // Open keep-alive connections would hold the close; answers under way still finish.
  storefront.server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
  storefront.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
