import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { storefrontEnv } from './lib/env';

// Checks the environment when the shop is built or started: a wrong setting stops it here.
storefrontEnv();

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // The workspaces ship TypeScript sources.
  transpilePackages: ['@shop/shop-config', '@shop/search-contract', '@shop/validation'],
  poweredByHeader: false,
  // Paths are served as shop-config writes them, /de/warenkorb/ as well as /de/p/123, with no
  // slash-adding or slash-removing redirects; pages name their canonical form.
  skipTrailingSlashRedirect: true,
  // No remote images: product media come through this origin (see proxy.ts).
  images: { remotePatterns: [] },
};

export default withNextIntl(nextConfig);
