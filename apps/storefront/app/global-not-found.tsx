import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '../components/layout/page-shell';
import { NotFoundContent } from '../components/not-found/not-found-content';
import { pageTitleTemplate } from '../lib/i18n/page-title';
import { requestLanguage } from '../lib/i18n/request-language';
import { requestStore } from '../lib/store/request-store';

/*
 * The 404 page for paths no route serves (Next's global-not-found, see next.config.ts),
 * such as unknown language prefixes like /xx/..., which the proxy sends here. It shows the
 * proxy's language: the path's, or for an unknown prefix the visitor's. Unlike a notFound() call (whose page
 * Next 16 renders only in the browser, vercel/next.js#62228), this page is server-rendered.
 */
export async function generateMetadata(): Promise<Metadata> {
  // Outside every layout, so the root layout's title template does not apply: the same
  // "{page} | {brand}" is put together here.
  const locale = await requestLanguage();
  const [t, brand] = await Promise.all([
    getTranslations({ locale, namespace: 'notFound' }),
    getTranslations({ locale, namespace: 'brand' }),
  ]);
  return { title: pageTitleTemplate(brand('name')).replace('%s', t('metaTitle')) };
}

export default async function NotFound() {
  const [language, store] = await Promise.all([requestLanguage(), requestStore()]);
  return (
    <PageShell language={language} store={store}>
      <NotFoundContent language={language} />
    </PageShell>
  );
}
