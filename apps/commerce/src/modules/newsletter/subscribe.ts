/**
 * Subscribing (spec 2.6, 7): a new or still pending address gets a confirmation mail with
 * a fresh link (double opt-in); an address that is already confirmed is left as it is and
 * gets no mail. The caller's answer is the same in every case, so the call reveals nothing
 * about who subscribed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { localizedPath } from '@shop/shop-config';
import { eq, sql } from 'drizzle-orm';
import { buildConfirmationMail } from './newsletter-mail';
import type { NewsletterContext, SubscriptionRequest } from './newsletter-types';
import { newsletterSubscriptions } from './schema';

export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function confirmationLink(
  context: Pick<NewsletterContext, 'storefrontUrl'>,
  language: SubscriptionRequest['language'],
  token: string,
): string {
  const url = new URL(
    localizedPath(language, 'newsletterConfirmation'),
    `${context.storefrontUrl}/`,
  );
  url.searchParams.set('token', token);
  return url.toString();
}

export async function subscribeToNewsletter(
  context: NewsletterContext,
  request: SubscriptionRequest,
): Promise<void> {
  const token = randomBytes(32).toString('hex');
  const email = request.email.trim();
  const values = {
    email,
    emailKey: email.toLowerCase(),
    status: 'pending' as const,
    language: request.language,
    country: request.country,
    createVoucher: request.createVoucher,
    confirmationTokenHash: tokenDigest(token),
    confirmationSentAt: context.now,
  };
  // One statement, so two simultaneous requests for one address cannot make two rows; a
  // confirmed row is not touched (the WHERE of the update), and then nothing is returned.
  const [pending] = await context.db
    .insert(newsletterSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: newsletterSubscriptions.emailKey,
      set: {
        email: values.email,
        language: values.language,
        country: values.country,
        createVoucher: sql`${newsletterSubscriptions.createVoucher} OR ${values.createVoucher}`,
        confirmationTokenHash: values.confirmationTokenHash,
        confirmationSentAt: values.confirmationSentAt,
      },
      setWhere: eq(newsletterSubscriptions.status, 'pending'),
    })
    .returning({ id: newsletterSubscriptions.id });
  if (!pending) return;
  const mail = buildConfirmationMail({
    language: request.language,
    brandName: context.brandName,
    to: email,
    link: confirmationLink(context, request.language, token),
  });
  // After the answer: its timing must not tell a new address from a known one.
  context.mailer.runInBackground(() => context.mailer.send(mail));
}
