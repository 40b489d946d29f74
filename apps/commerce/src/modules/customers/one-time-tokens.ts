/**
 * Activation and password-reset tokens: single use, expiring, and only the newest one of a
 * kind works (asking again makes earlier links useless).
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customerOneTimeTokens, type OneTimeTokenPurpose } from './schema';
import { digestOf, looksLikeSecretToken, newSecretToken } from './secret-tokens';

const HOUR_MS = 60 * 60 * 1000;

/** Reset links work for a day, invitations for 30 days (as the mails say). */
export const ONE_TIME_TOKEN_LIFETIME_MS: Record<OneTimeTokenPurpose, number> = {
  reset: 24 * HOUR_MS,
  activation: 30 * 24 * HOUR_MS,
};

export async function issueOneTimeToken(
  db: Database,
  now: Date,
  customerId: number,
  purpose: OneTimeTokenPurpose,
): Promise<string> {
  const token = newSecretToken();
  await db
    .delete(customerOneTimeTokens)
    .where(
      and(
        eq(customerOneTimeTokens.customerId, customerId),
        eq(customerOneTimeTokens.purpose, purpose),
      ),
    );
  await db.insert(customerOneTimeTokens).values({
    customerId,
    purpose,
    tokenHash: digestOf(token),
    expiresAt: new Date(now.getTime() + ONE_TIME_TOKEN_LIFETIME_MS[purpose]),
    createdAt: now,
  });
  return token;
}

/** The token's row id when it is valid for this customer and purpose; null otherwise. */
export async function findOneTimeToken(
  db: Database,
  now: Date,
  request: { customerId: number; purpose: OneTimeTokenPurpose; token: string },
): Promise<number | null> {
  if (!looksLikeSecretToken(request.token)) return null;
  const [row] = await db
    .select({ id: customerOneTimeTokens.id })
    .from(customerOneTimeTokens)
    .where(
      and(
        eq(customerOneTimeTokens.tokenHash, digestOf(request.token)),
        eq(customerOneTimeTokens.customerId, request.customerId),
        eq(customerOneTimeTokens.purpose, request.purpose),
        isNull(customerOneTimeTokens.usedAt),
        gt(customerOneTimeTokens.expiresAt, now),
      ),
    );
  return row?.id ?? null;
}

/** Marks the token used; false when a parallel request used it first. */
export async function consumeOneTimeToken(db: Database, id: number, now: Date): Promise<boolean> {
  const used = await db
    .update(customerOneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(customerOneTimeTokens.id, id), isNull(customerOneTimeTokens.usedAt)))
    .returning({ id: customerOneTimeTokens.id });
  return used.length === 1;
}
