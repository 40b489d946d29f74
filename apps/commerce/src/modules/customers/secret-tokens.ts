/**
 * Secrets handed to customers (access, activation and reset tokens): 256 random bits from
 * the CSPRNG, kept in the database only as SHA-256 digests, so a leaked table opens nothing.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newSecretToken(): string {
  return randomBytes(32).toString('hex');
}

export function digestOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Tokens we issued are 64 hex digits; anything else is not looked up at all. */
export function looksLikeSecretToken(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}
