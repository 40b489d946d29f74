'use client';

import dynamic from 'next/dynamic';

/**
 * The back-in-stock form, loaded only on pages that show it (a sold-out variant): imported
 * directly, its script and its rules (zod, about 115 KB) came with every catalog page, since
 * one route serves listings and products (Lighthouse, issue 6). Still rendered on the server.
 */
export const BackInStockForm = dynamic(() =>
  import('./back-in-stock-form').then((module) => module.BackInStockForm),
);
