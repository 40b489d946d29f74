import 'server-only';
import { randomUUID } from 'node:crypto';
import { SEARCH_INSTANCE_HEADER, serviceErrorSchema } from '@shop/search-contract';
import type { Store } from '@shop/shop-config';
import type { z } from 'zod';
import { commerceUrl, storefrontEnv } from '../env';
import { requestIdHeaders } from '../request-context/request-id';
import { CommerceSearchError } from './commerce-search-error';

// A page waits this long for the search service before showing its error block instead.
const TIMEOUT_MS = 8_000;

export interface CommerceSearchCall<Answer> {
  /** Path of the endpoint, one of search-contract's searchPaths. */
  path: string;
  store: Pick<Store, 'searchInstance'>;
  /** Request body, already valid against the endpoint's request schema. */
  body: unknown;
  answerSchema: z.ZodType<Answer>;
  /** Next's data cache: catalog reads are cached with tags, so a webhook can expire them. */
  cache: { revalidate: number; tags: string[] } | 'no-store';
  /** Page requests only (spec 7): on failure, ask the configured scrape path once. */
  fallbackOnFailure?: boolean;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * The one way the storefront calls the commerce search service: a JSON POST carrying the
 * store's search instance header, whose answer is parsed with the contract's schema. Any
 * failure (unreachable, non-2xx, answer off contract) throws a CommerceSearchError; page
 * requests first try the shop's scrape path when one is configured (spec 7).
 */
export async function commerceSearchFetch<Answer>(
  call: CommerceSearchCall<Answer>,
): Promise<Answer> {
  try {
    return await postOnce(commerceUrl(call.path), call, {});
  } catch (error) {
    const { SEARCH_FALLBACK_URL, SEARCH_FALLBACK_BASIC_AUTH } = storefrontEnv();
    if (!call.fallbackOnFailure || !SEARCH_FALLBACK_URL) throw error;
    const authorization: Record<string, string> = SEARCH_FALLBACK_BASIC_AUTH
      ? { authorization: `Basic ${Buffer.from(SEARCH_FALLBACK_BASIC_AUTH).toString('base64')}` }
      : {};
    return postOnce(new URL(SEARCH_FALLBACK_URL), call, authorization);
  }
}

async function postOnce<Answer>(
  url: URL,
  call: CommerceSearchCall<Answer>,
  extraHeaders: Record<string, string>,
): Promise<Answer> {
  const caching = call.cache === 'no-store' ? { cache: 'no-store' as const } : { next: call.cache };
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        [SEARCH_INSTANCE_HEADER]: call.store.searchInstance,
        ...(await requestIdHeaders(call.cache === 'no-store' ? 'no-store' : 'cached')),
        ...extraHeaders,
      },
      body: JSON.stringify(call.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      ...caching,
    });
  } catch (cause) {
    throw new CommerceSearchError(`Commerce search ${call.path} is unreachable`, {
      statusCode: 503,
      statusText: 'Service Unavailable',
      errorId: randomUUID(),
      cause,
    });
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const serviceError = serviceErrorSchema.safeParse(payload);
    throw new CommerceSearchError(`Commerce search ${call.path} answered ${response.status}`, {
      statusCode: response.status,
      statusText: response.statusText,
      errorId: serviceError.success ? serviceError.data.errorId : randomUUID(),
      cause: serviceError.success ? new Error(serviceError.data.message) : undefined,
    });
  }
  const answer = call.answerSchema.safeParse(payload);
  if (!answer.success) {
    throw new CommerceSearchError(`Commerce search ${call.path} answered off contract`, {
      statusCode: 502,
      statusText: 'Bad Gateway',
      errorId: randomUUID(),
      cause: answer.error,
    });
  }
  return answer.data;
}
