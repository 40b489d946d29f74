import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '../../components/not-found/not-found-content';
import { requestLanguage } from '../../lib/i18n/request-language';

/*
 * For notFound() calls of pages under a language (e.g. an unknown product id). Paths that no
 * route serves never get here: they end in app/global-not-found.tsx, see there.
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await requestLanguage(), namespace: 'notFound' });
  return { title: t('metaTitle') };
}

export default async function LanguageNotFound() {
  return <NotFoundContent language={await requestLanguage()} />;
}
