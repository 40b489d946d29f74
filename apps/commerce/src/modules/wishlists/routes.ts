/**
 * The account's wish list for the storefront server (issue 7): GET reads it, PUT replaces
 * it. Only the storefront server calls (private server token), and only on behalf of a
 * logged-in customer (their access token); anything else is 401 and changes nothing.
 */
import {
  CUSTOMER_ACCESS_TOKEN_HEADER,
  type Wishlist,
  wishlistPaths,
  wishlistReplacementSchema,
} from '@shop/search-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StorefrontApiSettings } from '../../config';
import type { Database } from '../../db/client';
import { RequestError } from '../../plugins/error-handler';
import { authenticateCustomer } from '../customers/access-tokens';
import { hasPrivateToken } from '../storefront-api/access';
import { readWishlist, replaceWishlist } from './wishlist';

const NOT_AUTHORISED =
  'A wish list is read and saved by the storefront server for a logged-in customer only.';

async function customerOf(
  request: FastifyRequest,
  db: Database,
  settings: StorefrontApiSettings,
): Promise<number> {
  const token = request.headers[CUSTOMER_ACCESS_TOKEN_HEADER];
  if (!hasPrivateToken(request, settings) || typeof token !== 'string') {
    throw new RequestError(401, NOT_AUTHORISED);
  }
  const customer = await authenticateCustomer({ db, now: new Date() }, token);
  if (!customer) throw new RequestError(401, NOT_AUTHORISED);
  return customer.id;
}

export async function wishlistRoutes(
  app: FastifyInstance,
  options: { db: Database; settings: StorefrontApiSettings },
) {
  const { db, settings } = options;

  app.get(wishlistPaths.wishlist, async (request, reply): Promise<Wishlist> => {
    const customerId = await customerOf(request, db, settings);
    reply.header('cache-control', 'no-store');
    return { productIds: await readWishlist(db, customerId) };
  });

  app.put(wishlistPaths.wishlist, async (request, reply): Promise<Wishlist> => {
    const customerId = await customerOf(request, db, settings);
    const { productIds } = wishlistReplacementSchema.parse(request.body);
    reply.header('cache-control', 'no-store');
    return { productIds: await replaceWishlist(db, customerId, productIds, new Date()) };
  });
}
