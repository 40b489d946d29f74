/**
 * Signed webhook of the commerce service: rebuilds the cached catalog and content reads a
 * change made stale (ARCHITECTURE: caching). Unsigned or wrongly signed calls change nothing.
 */
import {
  hasValidRevalidationSignature,
  REVALIDATION_SIGNATURE_HEADER,
  revalidationRequestSchema,
} from '@shop/search-contract/revalidation';
import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { storefrontEnv } from '../../../lib/env';
import { clearPageCache } from '../../../lib/page-cache/page-cache-hooks';

/** Larger bodies are no revalidation call: 100 tags fit in a few kilobytes. */
const MAX_BODY_BYTES = 16 * 1024;

export async function POST(request: Request): Promise<NextResponse> {
  const secret = storefrontEnv().REVALIDATION_SECRET;
  if (!secret) {
    return NextResponse.json({ message: 'Revalidation is not configured' }, { status: 404 });
  }
  const body = await request.text();
  if (body.length > MAX_BODY_BYTES) {
    return NextResponse.json({ message: 'Body too large' }, { status: 413 });
  }
  const signature = request.headers.get(REVALIDATION_SIGNATURE_HEADER);
  if (!hasValidRevalidationSignature(body, signature, secret)) {
    return NextResponse.json({ message: 'Invalid signature' }, { status: 401 });
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return NextResponse.json({ message: 'Body is not JSON' }, { status: 400 });
  }
  const parsed = revalidationRequestSchema.safeParse(json);
  if (!parsed.success) {
    return NextResponse.json(
      { message: 'Expected {"tags": [...]} of known tags' },
      { status: 400 },
    );
  }
  // Expired at once rather than 'max' (stale once while refetching): the server's page
  // cache keeps what the next render shows, so that render must read the changed data.
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 });
  // The server's page cache keys pages, not tags: any change forgets all of them (a few
  // seconds of renders), so no page shows the old price once this call has answered.
  clearPageCache();
  return NextResponse.json({ revalidated: parsed.data.tags });
}
