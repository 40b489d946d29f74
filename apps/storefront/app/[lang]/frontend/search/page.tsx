import { SEARCH_PHRASE_MAX_LENGTH } from '@shop/search-contract';
import { isLanguageCode, localizedPath } from '@shop/shop-config';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SearchResults } from '../../../../components/search/search-results';
import { alternateLanguages } from '../../../../lib/i18n/alternates';
import { listingStateFromSearchParams } from '../../../../lib/listing/listing-state';
import { searchResults } from '../../../../lib/listing/search-listing';
import { requestStore } from '../../../../lib/store/request-store';

interface SearchPageProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The phrase of ?searchPhrase=, trimmed and cut to what the search service accepts. */
function phraseOf(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? '').trim().slice(0, SEARCH_PHRASE_MAX_LENGTH);
}

export async function generateMetadata({
  params,
  searchParams,
}: SearchPageProps): Promise<Metadata> {
  const { lang } = await params;
  if (!isLanguageCode(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'searchPage' });
  const phrase = phraseOf((await searchParams).searchPhrase);
  return {
    title: phrase === '' ? t('metaTitle') : t('heading', { phrase }),
    // Result pages change with the catalog and every phrase; they are no landing pages.
    robots: { index: false, follow: true },
    alternates: {
      canonical: localizedPath(lang, 'search'),
      languages: alternateLanguages((language) => localizedPath(language, 'search')),
    },
  };
}

/**
 * Search results (spec 2.2, 2.6): the internal page /{lang}/frontend/search, which the
 * proxy serves at the language's search route, e.g. /de/suche/?searchPhrase=...
 */
export default async function SearchPage({ params, searchParams }: SearchPageProps) {
  const { lang } = await params;
  if (!isLanguageCode(lang)) notFound();
  const query = await searchParams;
  const phrase = phraseOf(query.searchPhrase);
  // Search results sort by relevance unless the shopper picks an order.
  const state = listingStateFromSearchParams(query, null);
  const store = await requestStore();
  const result =
    phrase === '' ? undefined : await searchResults({ language: lang, store, phrase, state });
  return (
    <SearchResults language={lang} store={store} phrase={phrase} state={state} result={result} />
  );
}
