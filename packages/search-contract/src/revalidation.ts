/**
 * The signed call by which the commerce service tells the storefront that catalog or
 * content changed, so cached pages are rebuilt at once instead of after their lifetime
 * (ARCHITECTURE: caching). Both sides sign and check with the same shared secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const REVALIDATION_PATH = '/api/revalidate';
export const REVALIDATION_SIGNATURE_HEADER = 'x-shop-signature';

/** Cache tags: 'catalog', 'content', or one product such as 'product:12'. */
export const cacheTagSchema = z.string().regex(/^(catalog|content|product:\d{1,10})$/);
export const revalidationRequestSchema = z.strictObject({
  tags: z.array(cacheTagSchema).min(1).max(100),
});
export type RevalidationRequest = z.infer<typeof revalidationRequestSchema>;

export function signRevalidation(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Constant-time check, so the signature cannot be guessed byte by byte. */
export function hasValidRevalidationSignature(
  body: string,
  signature: string | null,
  secret: string,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signRevalidation(body, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
