import { z } from 'zod';

/** E.164: a plus sign, a country code not starting with 0, at most 15 digits (spec 5). */
export const E164_PATTERN = /^\+[1-9]\d{1,14}$/;

export const phoneSchema = z.string().trim().regex(E164_PATTERN, { message: 'validation.phone' });
