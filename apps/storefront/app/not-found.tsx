import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '../components/layout/page-shell';
import { NotFoundContent } from '../components/not-found/not-found-content';
import { requestLanguage } from '../lib/i18n/request-language';
import { requestStore } from '../lib/store/request-store';

/*
 * The 404 page for every path no route serves, e.g. /de/does-not-exist, and for unknown
 * language prefixes such as /xx/..., which the proxy sends here. It shows the proxy's language:
 * the path's, or for an unknown prefix the visitor's. Unlike a notFound() call (whose page
 * Next 16 renders only in the browser, vercel/next.js#62228), this page is server-rendered.
 */
export async function generateMetadata(): Promise<Metadata> {
  // The root layout's template adds the brand.
  const t = await getTranslations({ locale: await requestLanguage(), namespace: 'notFound' });
  return { title: t('metaTitle') };
}

export default async function NotFound() {
  const [language, store] = await Promise.all([requestLanguage(), requestStore()]);
  return (
    <PageShell language={language} store={store}>
      <NotFoundContent language={language} />
    </PageShell>
  );
}
