import 'server-only';
import {
  type AutosuggestAnswer,
  autosuggestAnswerSchema,
  autosuggestRequestSchema,
  searchPaths,
} from '@shop/search-contract';
import { AUTOSUGGEST, type LanguageCode, productPath, type Store } from '@shop/shop-config';
import { commerceSearchFetch } from './commerce-search-fetch';
import { storefrontMediaSrc } from './media';
import type { SuggestionList } from './suggestions';

function reshapeSuggestions(
  data: AutosuggestAnswer['data'],
  language: LanguageCode,
): SuggestionList {
  return {
    products: data.products.items.map((item) => ({
      id: item.id,
      title: item.title,
      // Built here rather than taken from the answer: product paths are the storefront's.
      href: productPath(language, item.id),
      imageSrc: storefrontMediaSrc(item.picture_url_main),
    })),
    categories: data.categories.items
      .filter((item) => item.url.startsWith(`/${language}/`))
      .map((item) => ({ id: item.id, title: item.title, href: item.url })),
  };
}

/**
 * Suggestions for a phrase typed into the search box (spec 7 autosuggest: 4 products,
 * offset 0, plus categories). Not cached: phrases are endless and the call is cheap.
 */
export async function suggest(query: {
  language: LanguageCode;
  store: Store;
  searchPhrase: string;
}): Promise<SuggestionList> {
  const body = autosuggestRequestSchema.parse({
    searchPhrase: query.searchPhrase,
    count: AUTOSUGGEST.count,
    offset: AUTOSUGGEST.offset,
    constraints: { query: { language: query.language, group: query.store.key } },
  });
  const answer = await commerceSearchFetch({
    path: searchPaths.autosuggest,
    store: query.store,
    body,
    answerSchema: autosuggestAnswerSchema,
    cache: 'no-store',
  });
  return reshapeSuggestions(answer.data, query.language);
}
