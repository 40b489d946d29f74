/**
 * The account's wish list (spec 3 "User": a wishlist exists per user session; issue 7:
 * favorites are merged into it at login). The storefront server reads and replaces it on
 * the customer's behalf: the private server token says who calls, the customer's access
 * token whose list it is. The commerce service validates with these schemas and the
 * storefront parses the answers with them.
 */
import { z } from 'zod';
import { FAVORITES_MAX_IDS } from './search';

export const wishlistPaths = { wishlist: '/api/wishlist' } as const;

/** Header carrying the customer's Storefront API access token. */
export const CUSTOMER_ACCESS_TOKEN_HEADER = 'x-customer-access-token';

const productIdSchema = z.number().int().min(1).max(2_147_483_647);

/**
 * PUT body: the whole list, oldest first, as the browser keeps favorites. Ids repeated are
 * kept once; ids of products that do not exist (any more) are left out of the stored list.
 */
export const wishlistReplacementSchema = z.strictObject({
  productIds: z.array(productIdSchema).max(FAVORITES_MAX_IDS),
});
export type WishlistReplacement = z.infer<typeof wishlistReplacementSchema>;

/** The stored list, oldest first: the answer of GET and PUT. */
export const wishlistSchema = z.object({ productIds: z.array(productIdSchema) });
export type Wishlist = z.infer<typeof wishlistSchema>;
