import {
  backInStockAnswerSchema,
  backInStockRequestSchema,
  shopApiPaths,
} from '@shop/search-contract';
import { COUNTRY_COOKIE, COUNTRY_HEADER } from '@shop/shop-config';
import type { NextRequest, NextResponse } from 'next/server';
import { resolveRequestContext } from '../../../lib/request-context/resolve-request-context';
import {
  formResponse,
  invalidFormResponse,
  serviceFailureResponse,
} from '../../../lib/shop-api/form-responses';
import { shopApiFetch } from '../../../lib/shop-api/shop-api-fetch';
import { shopperIpFrom } from '../../../lib/shop-api/shopper-ip';

/** The form sends what the shopper gave and chose; the store is resolved like a page's. */
const formBodySchema = backInStockRequestSchema.omit({ store: true });

/**
 * POST /api/back-in-stock: a shopper asks to be told when a sold-out variant is back. The
 * store comes from the request (x-country-code, country cookie, language), as for pages;
 * the commerce service stores the request and mails when the stock returns.
 */
export async function POST(request: NextRequest): Promise<NextResponse> {
  const body: unknown = await request.json().catch(() => undefined);
  const form = formBodySchema.safeParse(body);
  if (!form.success) return invalidFormResponse(form.error);
  const context = resolveRequestContext({
    pathname: `/${form.data.language}/`,
    acceptLanguage: null,
    countryHeader: request.headers.get(COUNTRY_HEADER),
    countryCookie: request.cookies.get(COUNTRY_COOKIE)?.value,
  });
  if (context.kind !== 'page') throw new Error('A language path always resolves to a page');
  const outcome = await shopApiFetch({
    method: 'POST',
    path: shopApiPaths.backInStock,
    body: { ...form.data, store: context.storeKey },
    shopperIp: shopperIpFrom(request.headers),
    answerSchema: backInStockAnswerSchema,
  });
  if (!outcome.ok) return serviceFailureResponse(outcome.statusCode);
  return formResponse(outcome.answer, 202);
}
