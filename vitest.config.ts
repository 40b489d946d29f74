import { defineConfig } from 'vitest/config';

// Unit and integration tests sit beside the code they test (STYLE 7); journeys live in e2e/.
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/storefront/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/.next/**', 'e2e/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
