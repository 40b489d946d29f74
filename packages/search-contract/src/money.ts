import { z } from 'zod';

/** Money travels as integer minor units plus currency, never as a float (STYLE 5). */
export const moneySchema = z.object({
  amountMinor: z.number().int(),
  currency: z.enum(['EUR', 'PLN', 'CHF']),
});
export type Money = z.infer<typeof moneySchema>;
