import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '@shop/shop-config';
import { z } from 'zod';

export type PasswordRule = 'uppercase' | 'lowercase' | 'digit' | 'special' | 'length';

const specialCharacters = new Set(PASSWORD_SPECIAL_CHARACTERS);

/** Spec 5: rules are checked in this order. */
const PASSWORD_RULES: ReadonlyArray<[PasswordRule, (password: string) => boolean]> = [
  ['uppercase', (password) => /[A-Z]/.test(password)],
  ['lowercase', (password) => /[a-z]/.test(password)],
  ['digit', (password) => /[0-9]/.test(password)],
  ['special', (password) => [...password].some((character) => specialCharacters.has(character))],
  ['length', (password) => password.length >= PASSWORD_MIN_LENGTH],
];

/** Longest password accepted, so hashing cannot be abused with megabyte inputs. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The rule whose message the form shows: spec 5 checks uppercase, lowercase, digit,
 * special, length in order and shows only the last failed rule's message.
 */
export function failedPasswordRule(password: string): PasswordRule | undefined {
  let lastFailed: PasswordRule | undefined;
  for (const [rule, holds] of PASSWORD_RULES) {
    if (!holds(password)) lastFailed = rule;
  }
  return lastFailed;
}

export const passwordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, { message: 'validation.password.tooLong' })
  .superRefine((password, context) => {
    if (password.length === 0) {
      context.addIssue({ code: 'custom', message: 'validation.password.empty' });
      return;
    }
    const rule = failedPasswordRule(password);
    if (rule) context.addIssue({ code: 'custom', message: `validation.password.${rule}` });
  });
