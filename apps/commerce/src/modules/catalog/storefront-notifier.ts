/**
 * Tells the storefront which cached reads a catalog change made stale. Sent after the
 * change committed; a failed call is logged, not thrown: the change stands, and the
 * storefront's short cache lifetime is the safety net.
 */
import {
  REVALIDATION_PATH,
  REVALIDATION_SIGNATURE_HEADER,
  signRevalidation,
} from '@shop/search-contract/revalidation';

export type CacheTag = 'catalog' | 'content' | `product:${number}`;
export type StorefrontNotifier = (tags: readonly CacheTag[]) => Promise<void>;

const NOTIFY_TIMEOUT_MS = 5000;

export function createStorefrontNotifier(options: {
  storefrontUrl: string;
  secret: string | null;
  log: (message: string) => void;
}): StorefrontNotifier {
  const { storefrontUrl, secret, log } = options;
  if (!secret) return async () => {};
  return async (tags) => {
    const body = JSON.stringify({ tags: [...new Set(tags)] });
    try {
      const response = await fetch(`${storefrontUrl}${REVALIDATION_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [REVALIDATION_SIGNATURE_HEADER]: signRevalidation(body, secret),
        },
        body,
        signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
      });
      if (!response.ok) log(`Storefront revalidation answered ${response.status}`);
    } catch (error) {
      log(
        `Storefront revalidation failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
}
