/**
 * Journeys run the real system: the commerce service on a fresh embedded database (or
 * TEST_DATABASE_URL's server) and the storefront's production build, in Debian's Chromium.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E_PRIVATE_TOKEN, E2E_REVALIDATION_SECRET } from './e2e-settings';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The storefront's production server: Next behind the page cache (apps/storefront/server). */
const storefrontServer = join(root, 'apps/storefront/server/main.ts');
// Overridable so that several work trees can run their journeys side by side.
const commercePort = Number(process.env.E2E_COMMERCE_PORT ?? 4100);
const storefrontPort = Number(process.env.E2E_STOREFRONT_PORT ?? 3100);
const dataDir = join(mkdtempSync(join(tmpdir(), 'shop-e2e-')), 'pglite');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // Client navigations wait for the server's render; on a busy 2-core machine that can take
  // longer than Playwright's 5 s default for an expectation.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${storefrontPort}`,
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, grepInvert: /@shop-wide/ },
    // Journeys that change the whole shop for a while (catalogue mode) run alone, after the
    // others, so no parallel journey sees a shop without cart or checkout.
    {
      name: 'shop-wide',
      use: { browserName: 'chromium' },
      grep: /@shop-wide/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      command: 'node --import tsx src/server.ts',
      cwd: join(root, 'apps/commerce'),
      url: `http://127.0.0.1:${commercePort}/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(commercePort),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Mail links and operator commands (reviews:approve, stock:set) reach this storefront.
        STOREFRONT_URL: `http://127.0.0.1:${storefrontPort}`,
        REVALIDATION_SECRET: E2E_REVALIDATION_SECRET,
      },
    },
    {
      command: `node --import tsx ${storefrontServer} -p ${storefrontPort}`,
      cwd: join(root, 'apps/storefront'),
      url: `http://127.0.0.1:${storefrontPort}/de/`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        COMMERCE_URL: `http://127.0.0.1:${commercePort}`,
        NEXT_TELEMETRY_DISABLED: '1',
        REVALIDATION_SECRET: E2E_REVALIDATION_SECRET,
        // The commerce service's development server token: forms are rate-limited per shopper.
        STOREFRONT_PRIVATE_TOKEN: E2E_PRIVATE_TOKEN,
      },
    },
  ],
});
