import { SEARCH_PHRASE_MAX_LENGTH } from '@shop/search-contract';
import { COUNTRY_COOKIE, COUNTRY_HEADER, getStore, LANGUAGE_CODES } from '@shop/shop-config';
import { type NextRequest, NextResponse } from 'next/server';
import { z } from 'zod';
import { suggest } from '../../../lib/commerce-search/autosuggest';
import { CommerceSearchError } from '../../../lib/commerce-search/commerce-search-error';
import { resolveRequestContext } from '../../../lib/request-context/resolve-request-context';

const querySchema = z.object({
  language: z.enum(LANGUAGE_CODES),
  searchPhrase: z.string().trim().min(1).max(SEARCH_PHRASE_MAX_LENGTH),
});

/**
 * GET /api/autosuggest?language=de&searchPhrase=... for the header's search box. The store
 * is resolved like a page's (x-country-code header, country cookie, language), so the
 * suggestions match the prices and assortment the shopper sees.
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const query = querySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) {
    return NextResponse.json({ error: 'language and searchPhrase are required' }, { status: 400 });
  }
  const { language, searchPhrase } = query.data;
  const context = resolveRequestContext({
    pathname: `/${language}/`,
    acceptLanguage: null,
    countryHeader: request.headers.get(COUNTRY_HEADER),
    countryCookie: request.cookies.get(COUNTRY_COOKIE)?.value,
  });
  if (context.kind !== 'page') throw new Error('A language path always resolves to a page');
  try {
    const suggestions = await suggest({
      language,
      store: getStore(context.storeKey),
      searchPhrase,
    });
    return NextResponse.json(suggestions, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (!(error instanceof CommerceSearchError)) throw error;
    console.error(`[autosuggest] ${error.message} (errorId ${error.errorId})`, error.cause);
    return NextResponse.json({ error: 'suggestions unavailable' }, { status: 503 });
  }
}
