/**
 * Customer sessions: access tokens that expire after the configured days and are revoked
 * by logout and by every password change or reset.
 */
import { EMAIL_MAX_LENGTH } from '@shop/validation';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { normalizeEmail } from './customer-fields';
import { customerMessage } from './customer-messages';
import {
  type AccountContext,
  type AccountOutcome,
  type Customer,
  type IssuedAccessToken,
  refused,
  succeeded,
} from './customer-types';
import { verifyPassword } from './passwords';
import { customerAccessTokens, customers } from './schema';
import { digestOf, looksLikeSecretToken, newSecretToken } from './secret-tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function issueAccessToken(
  db: Database,
  context: Pick<AccountContext, 'now' | 'accessTokenTtlDays'>,
  customerId: number,
): Promise<IssuedAccessToken> {
  const accessToken = newSecretToken();
  const expiresAt = new Date(context.now.getTime() + context.accessTokenTtlDays * DAY_MS);
  // Expired sessions of this customer are of no use to anyone; drop them on the way.
  await db
    .delete(customerAccessTokens)
    .where(
      and(
        eq(customerAccessTokens.customerId, customerId),
        lt(customerAccessTokens.expiresAt, context.now),
      ),
    );
  const [row] = await db
    .insert(customerAccessTokens)
    .values({ customerId, tokenHash: digestOf(accessToken), expiresAt, createdAt: context.now })
    .returning({ id: customerAccessTokens.id });
  if (!row) throw new Error('access token insert returned nothing');
  return { id: row.id, accessToken, expiresAt };
}

export async function revokeAllAccessTokens(db: Database, customerId: number): Promise<void> {
  await db.delete(customerAccessTokens).where(eq(customerAccessTokens.customerId, customerId));
}

/** The customer a valid, unexpired token belongs to; null for anything else. */
export async function authenticateCustomer(
  context: Pick<AccountContext, 'db' | 'now'>,
  accessToken: string,
): Promise<Customer | null> {
  if (!looksLikeSecretToken(accessToken)) return null;
  const [row] = await context.db
    .select({ customer: customers })
    .from(customerAccessTokens)
    .innerJoin(customers, eq(customers.id, customerAccessTokens.customerId))
    .where(
      and(
        eq(customerAccessTokens.tokenHash, digestOf(accessToken)),
        gt(customerAccessTokens.expiresAt, context.now),
      ),
    );
  return row && row.customer.state === 'enabled' ? row.customer : null;
}

/**
 * customerAccessTokenCreate: a session for the right e-mail and password. An unknown
 * e-mail and a wrong password get the same answer after the same work.
 */
export async function logIn(
  context: Pick<AccountContext, 'db' | 'language' | 'now' | 'accessTokenTtlDays'>,
  credentials: { email: string; password: string },
): Promise<AccountOutcome<IssuedAccessToken>> {
  // An address longer than any valid one is not looked up, but costs the same time.
  const [customer] =
    credentials.email.length > EMAIL_MAX_LENGTH
      ? []
      : await context.db
          .select()
          .from(customers)
          .where(eq(customers.emailNormalized, normalizeEmail(credentials.email)));
  const passwordMatches = await verifyPassword(
    customer?.passwordHash ?? null,
    credentials.password,
  );
  if (!customer || !passwordMatches) {
    return refused([
      {
        code: 'UNIDENTIFIED_CUSTOMER',
        field: null,
        message: customerMessage('wrongCredentials', context.language),
      },
    ]);
  }
  if (customer.state !== 'enabled') {
    return refused([
      {
        code: 'CUSTOMER_DISABLED',
        field: null,
        message: customerMessage('customerDisabled', context.language),
      },
    ]);
  }
  return succeeded(await issueAccessToken(context.db, context, customer.id));
}

/** customerAccessTokenDelete: ends the session; null when the token named none. */
export async function deleteAccessToken(
  context: Pick<AccountContext, 'db'>,
  accessToken: string,
): Promise<{ id: number } | null> {
  if (!looksLikeSecretToken(accessToken)) return null;
  const [row] = await context.db
    .delete(customerAccessTokens)
    .where(eq(customerAccessTokens.tokenHash, digestOf(accessToken)))
    .returning({ id: customerAccessTokens.id });
  return row ?? null;
}

/** customerAccessTokenRenew: a valid session gets a fresh expiry; null otherwise. */
export async function renewAccessToken(
  context: Pick<AccountContext, 'db' | 'now' | 'accessTokenTtlDays'>,
  accessToken: string,
): Promise<IssuedAccessToken | null> {
  if (!(await authenticateCustomer(context, accessToken))) return null;
  const expiresAt = new Date(context.now.getTime() + context.accessTokenTtlDays * DAY_MS);
  const [row] = await context.db
    .update(customerAccessTokens)
    .set({ expiresAt })
    .where(
      and(
        eq(customerAccessTokens.tokenHash, digestOf(accessToken)),
        gt(customerAccessTokens.expiresAt, context.now),
      ),
    )
    .returning({ id: customerAccessTokens.id });
  return row ? { id: row.id, accessToken, expiresAt } : null;
}

export async function purgeExpiredAccessTokens(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(customerAccessTokens)
    .where(lt(customerAccessTokens.expiresAt, now))
    .returning({ id: customerAccessTokens.id });
  return removed.length;
}
