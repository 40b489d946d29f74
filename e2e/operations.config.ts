/**
 * Operations tests (issue 9): each file starts its own real processes (commerce services,
 * storefronts from the production build, a round-robin proxy) on its own ports, so they run
 * one at a time and outside the journeys' shared servers.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './playwright.config';

export default defineConfig({
  testDir: './operations',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  use: {
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
