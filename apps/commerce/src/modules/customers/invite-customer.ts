import { isLanguageCode } from '@shop/shop-config';
import { eq } from 'drizzle-orm';
import { accountLink } from './account-links';
import { queueAccountMail } from './account-mail-sender';
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
  // The account, its activation token and the mail commit together.
  return context.db.transaction(async (tx) => {
    const [customer] = await tx
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
    await sendInvitation({ ...context, db: tx }, customer);
    return { customer, invited: true };
  });
}

/** A fresh activation link (earlier ones stop working), queued with its token. */
export async function sendInvitation(context: AccountContext, customer: Customer): Promise<void> {
  await context.db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, context.now, customer.id, 'activation');
    const language = isLanguageCode(customer.language) ? customer.language : context.language;
    const link = accountLink(context.storefrontUrl, language, 'activateAccount', {
      customerId: customer.id,
      token,
    });
    await queueAccountMail(tx, context, customer, 'activation', link);
  });
}
