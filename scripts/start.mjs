/**
 * `npm start`: builds what is missing, starts the commerce service (:4000, embedded
 * database in ./data unless DATABASE_URL is set) and the storefront (:3000), prints the
 * shop URL, and stops both cleanly on Ctrl-C.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import {
  buildStorefrontIfNeeded,
  repositoryRoot,
  storefrontServerArgs,
} from './storefront-build.mjs';

const commercePort = process.env.COMMERCE_PORT ?? '4000';
const storefrontPort = process.env.PORT ?? '3000';
const commerceUrl = `http://127.0.0.1:${commercePort}`;
const children = [];
let stopping = false;

function run(name, args, cwd, environment) {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...environment },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}).`);
      stop(code || 1);
    }
  });
  children.push(child);
  return child;
}

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return false;
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (alive.length === 0) process.exit(exitCode);
  let remaining = alive.length;
  for (const child of alive) {
    child.once('exit', () => {
      remaining -= 1;
      if (remaining === 0) process.exit(exitCode);
    });
    child.kill('SIGTERM');
  }
  setTimeout(() => process.exit(exitCode), 10_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  buildStorefrontIfNeeded();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

run(
  'Commerce service',
  ['--import', 'tsx', 'src/server.ts'],
  join(repositoryRoot, 'apps/commerce'),
  {
    PORT: commercePort,
  },
);
if (!(await waitForHealth(`${commerceUrl}/health`, 180_000))) {
  if (!stopping) {
    console.error('The commerce service did not become healthy within 3 minutes.');
    stop(1);
  }
} else {
  run('Storefront', storefrontServerArgs(storefrontPort), join(repositoryRoot, 'apps/storefront'), {
    COMMERCE_URL: commerceUrl,
  });
  if (await waitForHealth(`http://127.0.0.1:${storefrontPort}/de/`, 120_000)) {
    console.log(`\n  Shop ready: http://localhost:${storefrontPort}/  (Ctrl-C stops it)\n`);
  }
}
