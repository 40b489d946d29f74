import { emailSchema } from '@shop/validation';
import { z } from 'zod';

/** The newsletter form's rules, in their own module so the form loads them on first use. */
export { emailSchema };

/** A failed subscription's answer from the shop's route, with its localized message. */
export const failureAnswerSchema = z.object({ error: z.object({ message: z.string().min(1) }) });
