/**
 * Builds the storefront when no production build exists or its sources changed since,
 * so `npm start` and `npm test` always serve the current code without rebuilding needlessly.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCompileHints } from './storefront-compile-hints.mjs';

export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const storefront = join(repositoryRoot, 'apps/storefront');
/** The Next.js command line, wherever npm placed the package. */
export const nextBin = createRequire(join(storefront, 'package.json')).resolve(
  'next/dist/bin/next',
);
export const storefrontRoot = storefront;

/**
 * `node` arguments that start the storefront's production server (Next behind the page
 * cache, apps/storefront/server/main.ts) on a port; run them with cwd apps/storefront.
 */
export function storefrontServerArgs(port) {
  return ['--import', 'tsx', join(storefront, 'server/main.ts'), '-p', String(port)];
}
const buildStamp = join(storefront, '.next/BUILD_ID');
const sourceRoots = [storefront, join(repositoryRoot, 'packages')];
// server/ is the production server around the build (page cache), not part of it.
const skipped = new Set(['node_modules', '.next', '.tmp', 'test-results', 'server']);

function newestSourceChange(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const path = join(directory, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestSourceChange(path) : statSync(path).mtimeMs,
    );
  }
  return newest;
}

export function storefrontBuildIsCurrent() {
  if (!existsSync(buildStamp)) return false;
  const builtAt = statSync(buildStamp).mtimeMs;
  return sourceRoots.every((root) => newestSourceChange(root) <= builtAt);
}

export function buildStorefrontIfNeeded(log = console.log) {
  if (storefrontBuildIsCurrent()) return;
  log('Building the storefront (production build)…');
  // Next keeps fetched answers on disk across builds; answers cached by an older build may
  // not match the contract the new one parses, so a new build starts with an empty cache.
  rmSync(join(storefront, '.next/cache/fetch-cache'), { recursive: true, force: true });
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: storefront,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    throw new Error('The storefront build failed; see the output above.');
  }
  // The storefront's own `npm run build` does the same (apps/storefront/package.json).
  addCompileHints(join(storefront, '.next'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildStorefrontIfNeeded();
}
