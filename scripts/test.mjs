/**
 * `npm test`: lint, typecheck, unit and integration tests (on PGlite, and again on
 * PostgreSQL when TEST_DATABASE_URL names a server), then the end-to-end journeys in
 * Debian's Chromium against the real storefront, commerce service and database.
 * Ends with one line counting every test: "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildStorefrontIfNeeded, repositoryRoot } from './storefront-build.mjs';

const reports = join(repositoryRoot, '.tmp/test-reports');
mkdirSync(reports, { recursive: true });
const tally = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function step(name, command, args, options = {}) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {
    cwd: repositoryRoot,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function countVitest(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    tally.passed += report.numPassedTests;
    tally.failed += report.numFailedTests;
    tally.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    // A run that wrote no report already failed its step.
  }
}

function countPlaywright(file) {
  try {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    tally.passed += stats.expected + stats.flaky;
    tally.failed += stats.unexpected;
    tally.skipped += stats.skipped;
  } catch {
    // as above
  }
}

const npx = (args, options) => step(args.name, 'npx', args.command, options);
const vitest = (name, outputFile, extraArgs, env) => {
  npx(
    {
      name,
      command: [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${outputFile}`,
        ...extraArgs,
      ],
    },
    { env },
  );
  countVitest(outputFile);
};

npx({ name: 'Lint and format (biome)', command: ['biome', 'check', '.'] });
step('Typecheck (tsc, every workspace)', 'npm', ['run', 'typecheck', '--silent']);

// Issue 9: no high or critical advisory in the production dependencies.
step('Dependency audit (npm audit --omit=dev)', 'node', ['scripts/audit.mjs']);

const postgresUrl = process.env.TEST_DATABASE_URL;
vitest('Unit and integration tests on PGlite', join(reports, 'vitest-pglite.json'), [], {
  TEST_DATABASE_URL: '',
});
if (postgresUrl) {
  vitest(
    'Integration tests on PostgreSQL',
    join(reports, 'vitest-postgres.json'),
    ['apps/commerce'],
    { TEST_DATABASE_URL: postgresUrl },
  );
} else {
  console.log('\n(TEST_DATABASE_URL unset: integration tests ran on PGlite only.)');
}

console.log('\n▶ Storefront production build');
try {
  buildStorefrontIfNeeded();
  const playwrightReport = join(reports, 'playwright.json');
  step(
    'End-to-end journeys (Playwright, Debian Chromium)',
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    },
  );
  countPlaywright(playwrightReport);
  // Issue 9: request ids across both services, backup and restore, two instances of each
  // behind a proxy. They start their own processes; the PostgreSQL ones skip, saying why,
  // when no server is configured.
  const operationsReport = join(reports, 'playwright-operations.json');
  step(
    'Operations tests (request ids, backup and restore, two instances behind a proxy)',
    'npx',
    ['playwright', 'test', '--config', 'e2e/operations.config.ts'],
    { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: operationsReport } },
  );
  countPlaywright(operationsReport);
} catch (error) {
  console.error(error.message);
  failedSteps.push('Storefront production build');
}

console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(failedSteps.length > 0 || tally.failed > 0 ? 1 : 0);
