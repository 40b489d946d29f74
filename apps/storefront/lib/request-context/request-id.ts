import 'server-only';
import {
  isValidRequestId,
  REQUEST_ID_HEADER,
  TRACEPARENT_HEADER,
  traceparentFor,
} from '@shop/search-contract/request-id';
import { headers } from 'next/headers';

/**
 * The id the proxy gave the request being rendered (or the caller's valid one for API
 * routes, which the proxy does not see); undefined outside a request, e.g. at build time.
 */
export async function currentRequestId(): Promise<string | undefined> {
  try {
    const id = (await headers()).get(REQUEST_ID_HEADER);
    return isValidRequestId(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Headers that carry the request id to the commerce service, so its log lines of the calls
 * a page caused carry the page request's id. Cached reads send it only as a W3C
 * traceparent: Next's fetch cache leaves that header out of its cache key, while an
 * x-request-id would make every request a cache miss.
 */
export async function requestIdHeaders(
  cache: 'cached' | 'no-store',
): Promise<Record<string, string>> {
  const id = await currentRequestId();
  if (id === undefined) return {};
  const traceparent = traceparentFor(id);
  return {
    ...(traceparent === undefined ? {} : { [TRACEPARENT_HEADER]: traceparent }),
    ...(cache === 'no-store' ? { [REQUEST_ID_HEADER]: id } : {}),
  };
}
