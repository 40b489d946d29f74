import { eq } from 'drizzle-orm';
import { accountLink } from './account-links';
import { queueAccountMail } from './account-mail-sender';
import {
  cleanText,
  emailErrors,
  normalizeEmail,
  passwordErrors,
  phoneErrors,
  textFieldErrors,
} from './customer-fields';
import { customerMessage } from './customer-messages';
import {
  type AccountContext,
  type AccountOutcome,
  type Customer,
  refused,
  succeeded,
} from './customer-types';
import { sendInvitation } from './invite-customer';
import { hashPassword } from './passwords';
import { customers } from './schema';

export interface Registration {
  email: string;
  password: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  acceptsMarketing: boolean;
}

/**
 * customerCreate: a new, enabled account and a welcome mail. Spec 5 makes first and last
 * name required. An e-mail that belongs to an invited account gets the invitation again.
 */
export async function registerCustomer(
  context: AccountContext,
  input: Registration,
): Promise<AccountOutcome<Customer>> {
  const { language } = context;
  const errors = [
    ...emailErrors(input.email, ['input', 'email'], language),
    ...passwordErrors(input.password, ['input', 'password'], language),
    ...textFieldErrors(input.firstName, ['input', 'firstName'], language, { required: true }),
    ...textFieldErrors(input.lastName, ['input', 'lastName'], language, { required: true }),
    ...(input.phone ? phoneErrors(input.phone, ['input', 'phone'], language) : []),
  ];
  if (errors.length > 0) return refused(errors);

  const emailNormalized = normalizeEmail(input.email);
  const [existing] = await context.db
    .select()
    .from(customers)
    .where(eq(customers.emailNormalized, emailNormalized));
  if (existing?.state === 'invited') {
    await sendInvitation(context, existing);
    return refused([
      {
        code: 'CUSTOMER_DISABLED',
        field: null,
        message: customerMessage('invitationSent', language),
      },
    ]);
  }
  if (existing) {
    return refused([
      {
        code: 'TAKEN',
        field: ['input', 'email'],
        message: customerMessage('emailTaken', language),
      },
    ]);
  }
  const passwordHash = await hashPassword(input.password);
  // The account and its welcome mail commit together.
  const customer = await context.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(customers)
      .values({
        email: input.email.trim(),
        emailNormalized,
        passwordHash,
        firstName: cleanText(input.firstName),
        lastName: cleanText(input.lastName),
        phone: cleanText(input.phone),
        acceptsMarketing: input.acceptsMarketing,
        state: 'enabled',
        language,
        storeKey: context.store.key,
        createdAt: context.now,
        updatedAt: context.now,
      })
      // Two registrations racing for one address: the loser is told the address is taken.
      .onConflictDoNothing({ target: customers.emailNormalized })
      .returning();
    if (inserted)
      await queueAccountMail(
        tx,
        context,
        inserted,
        'welcome',
        accountLink(context.storefrontUrl, language, 'orderHistory'),
      );
    return inserted;
  });
  if (!customer) {
    return refused([
      {
        code: 'TAKEN',
        field: ['input', 'email'],
        message: customerMessage('emailTaken', language),
      },
    ]);
  }
  context.mailer.runInBackground(() => context.mailer.deliverDue());
  return succeeded(customer);
}
