'use client';

import dynamic from 'next/dynamic';
import { type ComponentProps, Suspense } from 'react';

const LazyBackInStockForm = dynamic(() =>
  import('./back-in-stock-form').then((module) => module.BackInStockForm),
);

/**
 * The back-in-stock form, loaded only when a sold-out variant shows it: imported directly,
 * its script and its rules (zod, about 115 KB) came with every catalog page, since one route
 * serves listings and products (Lighthouse, issue 6). Still rendered on the server. Its own
 * Suspense boundary lets choosing a sold-out size commit at once while the script loads;
 * without it the size choice itself waited for the script and was dropped.
 */
export function BackInStockForm(props: ComponentProps<typeof LazyBackInStockForm>) {
  return (
    <Suspense fallback={null}>
      <LazyBackInStockForm {...props} />
    </Suspense>
  );
}
