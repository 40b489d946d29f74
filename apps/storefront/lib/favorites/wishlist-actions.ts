'use server';

import { z } from 'zod';
import { applyFavoriteChangeToAccount } from './account-wishlist';

const changeSchema = z.strictObject({
  productId: z.number().int().min(1).max(2_147_483_647),
  added: z.boolean(),
});

/**
 * Called by the browser after a favorite was added or removed (spec 4 wishlist events):
 * keeps the logged-in customer's account wish list in step. Bad input is ignored, as the
 * browser's own list has changed already and is what the shopper sees.
 */
export async function recordFavoriteChange(
  change: unknown,
): Promise<{ status: 'saved' | 'logged-out' | 'failed' | 'invalid' }> {
  const parsed = changeSchema.safeParse(change);
  if (!parsed.success) return { status: 'invalid' };
  return { status: await applyFavoriteChangeToAccount(parsed.data.productId, parsed.data.added) };
}
