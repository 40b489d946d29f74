/**
 * Confirming a subscription from the mailed link. Confirming again is harmless: the same
 * link answers 'confirmed' again with the same voucher. The welcome voucher is issued here,
 * not at subscription, so unconfirmed addresses cannot collect vouchers.
 */
import { randomInt } from 'node:crypto';
import { isLanguageCode, NEWSLETTER } from '@shop/shop-config';
import { and, eq, isNull } from 'drizzle-orm';
import type { ConfirmationResult, NewsletterContext } from './newsletter-types';
import { confirmationDeadline } from './purge-unconfirmed';
import { newsletterSubscriptions } from './schema';
import { tokenDigest } from './subscribe';

/** Letters and digits that cannot be mistaken for one another when typed from a mail. */
const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newVoucherCode(): string {
  const part = () =>
    Array.from({ length: 4 }, () => VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)]).join('');
  return `NEWS-${part()}-${part()}`;
}

export async function confirmSubscription(
  context: Pick<NewsletterContext, 'db' | 'now'>,
  token: string,
): Promise<ConfirmationResult> {
  const hash = tokenDigest(token);
  const [row] = await context.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmationTokenHash, hash))
    .limit(1);
  if (!row) return { kind: 'unknown-link' };
  if (row.status === 'pending' && row.confirmationSentAt < confirmationDeadline(context.now)) {
    return { kind: 'unknown-link' };
  }
  if (row.status === 'pending') {
    await context.db
      .update(newsletterSubscriptions)
      .set({ status: 'confirmed', confirmedAt: context.now })
      .where(
        and(eq(newsletterSubscriptions.id, row.id), eq(newsletterSubscriptions.status, 'pending')),
      );
  }
  let voucherCode = row.voucherCode;
  if (row.createVoucher && voucherCode === null) {
    // Only the first confirmation sets the code (WHERE voucher_code IS NULL); a request
    // running at the same time reads the winner's code back.
    await context.db
      .update(newsletterSubscriptions)
      .set({ voucherCode: newVoucherCode() })
      .where(
        and(eq(newsletterSubscriptions.id, row.id), isNull(newsletterSubscriptions.voucherCode)),
      );
    const [current] = await context.db
      .select({ voucherCode: newsletterSubscriptions.voucherCode })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, row.id));
    voucherCode = current?.voucherCode ?? null;
  }
  return {
    kind: 'confirmed',
    language: isLanguageCode(row.language) ? row.language : 'de',
    voucher: voucherCode ? { code: voucherCode, percent: NEWSLETTER.voucherPercent } : null,
  };
}
