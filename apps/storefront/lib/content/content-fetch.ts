import 'server-only';
import { randomUUID } from 'node:crypto';
import { SEARCH_INSTANCE_HEADER, serviceErrorSchema } from '@shop/search-contract';
import type { LanguageCode, Store } from '@shop/shop-config';
import type { z } from 'zod';
import { commerceUrl } from '../env';
import { requestIdHeaders } from '../request-context/request-id';
import { serverLog } from '../server-log';
import { ContentServiceError } from './content-error';

// Header and footer wait this long before the page renders without them.
const TIMEOUT_MS = 5_000;

/** Seconds a cached snippet or menu stays fresh; content edits show within this time. */
export const CONTENT_REVALIDATE_SECONDS = 60;

/** Tags of cached content reads: all of them, and those of one language. */
export function contentTags(language: LanguageCode): string[] {
  return ['content', `content:${language}`];
}

export interface ContentCall<Answer> {
  path: string;
  store: Pick<Store, 'searchInstance'>;
  language: LanguageCode;
  /** Query parameters of a GET (the menu); a body makes it a JSON POST (snippets). */
  query?: Record<string, string>;
  body?: unknown;
  answerSchema: z.ZodType<Answer>;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * The one way the storefront calls the content service (snippets and menu, spec 7): the
 * store's instance header, a tagged cache per language, the answer parsed with the shared
 * contract. Every failure throws a ContentServiceError carrying an error id.
 */
export async function contentFetch<Answer>(call: ContentCall<Answer>): Promise<Answer> {
  const url = commerceUrl(call.path);
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.body === undefined ? 'GET' : 'POST',
      headers: {
        accept: 'application/json',
        [SEARCH_INSTANCE_HEADER]: call.store.searchInstance,
        ...(await requestIdHeaders('cached')),
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: contentTags(call.language) },
    });
  } catch (cause) {
    throw new ContentServiceError(`Content ${call.path} is unreachable`, {
      statusCode: 503,
      errorId: randomUUID(),
      cause,
    });
  }
  const payload = await readJson(response);
  if (!response.ok) {
    const serviceError = serviceErrorSchema.safeParse(payload);
    throw new ContentServiceError(`Content ${call.path} answered ${response.status}`, {
      statusCode: response.status,
      errorId: serviceError.success ? serviceError.data.errorId : randomUUID(),
      cause: serviceError.success ? new Error(serviceError.data.message) : undefined,
    });
  }
  const answer = call.answerSchema.safeParse(payload);
  if (!answer.success) {
    throw new ContentServiceError(`Content ${call.path} answered off contract`, {
      statusCode: 502,
      errorId: randomUUID(),
      cause: answer.error,
    });
  }
  return answer.data;
}

/**
 * Runs a content read for a page part that can do without it (spec 8: a menu failure is
 * logged only): a ContentServiceError is logged with its id and `fallback` returned.
 */
export async function withContentFallback<T>(read: Promise<T>, fallback: T): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (!(error instanceof ContentServiceError)) throw error;
    serverLog.error(
      `[content] ${error.message} (${error.statusCode}, errorId ${error.errorId})`,
      error.cause,
    );
    return fallback;
  }
}
