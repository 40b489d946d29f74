import { isLanguageCode } from '@shop/shop-config';
import { eq } from 'drizzle-orm';
import { accountLink } from './account-links';
import { sendAccountMail } from './account-mail-sender';
import { cleanText, normalizeEmail } from './customer-fields';
import type { AccountContext, Customer } from './customer-types';
import { issueOneTimeToken } from './one-time-tokens';
import { customers } from './schema';

/**
 * An account the shop opens for someone (a guest order, the admin CLI): invited, without
 * a password, until the invitee activates it or declines. An existing account is returned.
 */
export async function inviteCustomer(
  context: AccountContext,
  person: { email: string; firstName?: string | null; lastName?: string | null },
): Promise<{ customer: Customer; invited: boolean }> {
  const emailNormalized = normalizeEmail(person.email);
  const [existing] = await context.db
    .select()
    .from(customers)
    .where(eq(customers.emailNormalized, emailNormalized));
  if (existing) return { customer: existing, invited: false };
  const [customer] = await context.db
    .insert(customers)
    .values({
      email: person.email.trim(),
      emailNormalized,
      firstName: cleanText(person.firstName),
      lastName: cleanText(person.lastName),
      state: 'invited',
      language: context.language,
      storeKey: context.store.key,
      createdAt: context.now,
      updatedAt: context.now,
    })
    .returning();
  if (!customer) throw new Error('customer insert returned nothing');
  await sendInvitation(context, customer);
  return { customer, invited: true };
}

/** A fresh activation link (earlier ones stop working), mailed in the background. */
export async function sendInvitation(context: AccountContext, customer: Customer): Promise<void> {
  const token = await issueOneTimeToken(context.db, context.now, customer.id, 'activation');
  const language = isLanguageCode(customer.language) ? customer.language : context.language;
  const link = accountLink(context.storefrontUrl, language, 'activateAccount', {
    customerId: customer.id,
    token,
  });
  context.mailer.runInBackground(() => sendAccountMail(context, customer, 'activation', link));
}
