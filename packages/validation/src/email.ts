import { z } from 'zod';

/**
 * A standard address pattern (spec 5): one @, no spaces, a dot in the domain, a top-level
 * domain of two or more letters. Deliberately stricter than RFC 5322 local parts.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Longest address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(EMAIL_MAX_LENGTH, { message: 'validation.invalidEmail' })
  .regex(EMAIL_PATTERN, { message: 'validation.invalidEmail' });
