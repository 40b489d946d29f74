import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { IMAGE_LOADER } from '../../packages/shop-config/src/constants';
import { storefrontEnv } from './lib/env';

// Checks the environment when the shop is built or started: a wrong setting stops it here.
storefrontEnv();

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    // The catalogs' ICU messages are compiled when the shop is built, so pages format them
    // without intl-messageformat's parser: in the browser its locale resolution alone took
    // about 80 ms of main-thread time per page load (Lighthouse, issue 6). Unit tests read
    // the JSON files as they are.
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const nextConfig: NextConfig = {
  // The workspaces ship TypeScript sources.
  transpilePackages: ['@shop/shop-config', '@shop/search-contract', '@shop/validation'],
  poweredByHeader: false,
  // Paths are served as shop-config writes them, /de/warenkorb/ as well as /de/p/123, with no
  // slash-adding or slash-removing redirects; pages name their canonical form.
  skipTrailingSlashRedirect: true,
  // Title, description, canonical and alternates always in the first <head>, for every
  // client: Next 16 streams slow metadata into the body for visitors it does not take for a
  // bot, and a cold catalog page then had no description in its head (Lighthouse SEO 92 on
  // the first listing request, issue 6). The page awaits the same cached data anyway.
  htmlLimitedBots: /.*/,
  experimental: {
    // The 404 page of paths no route serves is app/global-not-found.tsx, a whole document
    // outside the layouts. As app/not-found.tsx it was the root layout's not-found boundary,
    // which Next renders into every page's RSC payload: each page carried (and the server
    // rendered) its header and footer twice, about 20 KB of HTML (Lighthouse, issues 5, 6).
    globalNotFound: true,
  },
  // No remote images: product media come through this origin (see proxy.ts), and Next's
  // own optimiser serves them with the defaults of spec 9 (see lib/images/image-loader.ts).
  // Security headers that never vary (issue 9), on every answer including Next's own files;
  // the proxy adds the per-request CSP and HSTS.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'x-content-type-options', value: 'nosniff' },
          { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
      // Pages are never framed; media may be, by the shop's own pages (the content videos).
      {
        source: '/((?!media/).*)',
        headers: [{ key: 'x-frame-options', value: 'DENY' }],
      },
      { source: '/media/:path*', headers: [{ key: 'x-frame-options', value: 'SAMEORIGIN' }] },
    ];
  },
  images: {
    remotePatterns: [],
    deviceSizes: [...IMAGE_LOADER.deviceWidths],
    qualities: [IMAGE_LOADER.quality],
    formats: ['image/avif', 'image/webp'],
  },
};

export default withNextIntl(nextConfig);
