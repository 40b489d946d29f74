import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit and integration tests sit beside the code they test (STYLE 7); journeys live in e2e/.
export default defineConfig({
  resolve: {
    alias: {
      'server-only': fileURLToPath(new URL('./scripts/testing/server-only.ts', import.meta.url)),
    },
  },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/storefront/**/*.test.ts',
      'scripts/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/.next/**', 'e2e/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
