/**
 * Password hashing with argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
 * The library's default algorithm is argon2id; the test checks the stored hash says so.
 */
import { hash, verify } from '@node-rs/argon2';

const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still spends the time of a real check, so an
 * unknown e-mail cannot be told from a wrong password by how long the answer takes.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('not-a-password-of-anyone');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
