import { isLanguageCode } from '@shop/shop-config';
import { and, eq } from 'drizzle-orm';
import { issueAccessToken, revokeAllAccessTokens } from './access-tokens';
import { type AccountLinkTarget, accountLink } from './account-links';
import { queueAccountMail } from './account-mail-sender';
import { emailErrors, normalizeEmail, passwordErrors } from './customer-fields';
import { customerMessage } from './customer-messages';
import {
  type AccountContext,
  type AccountOutcome,
  type Customer,
  type IssuedAccessToken,
  refused,
  succeeded,
} from './customer-types';
import { sendInvitation } from './invite-customer';
import { consumeOneTimeToken, findOneTimeToken, issueOneTimeToken } from './one-time-tokens';
import { hashPassword } from './passwords';
import { customers } from './schema';

/**
 * customerRecover: always the same neutral answer (spec 4). Looking up the account, making
 * the token and sending the mail all happen after the answer, so neither the answer nor its
 * timing tells whether the address has an account. Invited accounts get their invitation.
 */
export function requestPasswordReset(context: AccountContext, email: string): AccountOutcome<null> {
  const errors = emailErrors(email, ['email'], context.language);
  if (errors.length > 0) return refused(errors);
  context.mailer.runInBackground(async () => {
    const [customer] = await context.db
      .select()
      .from(customers)
      .where(eq(customers.emailNormalized, normalizeEmail(email)));
    if (customer?.state === 'invited') return sendInvitation(context, customer);
    if (customer?.state !== 'enabled') return;
    const language = isLanguageCode(customer.language) ? customer.language : context.language;
    // The token and the mail that carries it commit together.
    await context.db.transaction(async (tx) => {
      const token = await issueOneTimeToken(tx, context.now, customer.id, 'reset');
      const link = accountLink(context.storefrontUrl, language, 'resetPassword', {
        customerId: customer.id,
        token,
      });
      await queueAccountMail(tx, context, customer, 'reset', link);
    });
    await context.mailer.deliverDue();
  });
  return succeeded(null);
}

/**
 * customerReset / customerResetByUrl: a new password with the mailed token. The token
 * works once; every session of the account ends and a new one is returned.
 */
export async function resetPassword(
  context: AccountContext,
  target: AccountLinkTarget | null,
  password: string,
  tokenField: string[],
): Promise<AccountOutcome<{ customer: Customer; accessToken: IssuedAccessToken }>> {
  const invalid = refused<never>([
    {
      code: 'TOKEN_INVALID',
      field: tokenField,
      message: customerMessage('resetLinkInvalid', context.language),
    },
  ]);
  const tokenId = target
    ? await findOneTimeToken(context.db, context.now, { ...target, purpose: 'reset' })
    : null;
  if (!target || tokenId === null) return invalid;
  const errors = passwordErrors(password, ['input', 'password'], context.language);
  if (errors.length > 0) return refused(errors);
  const passwordHash = await hashPassword(password);
  return context.db.transaction(async (tx) => {
    if (!(await consumeOneTimeToken(tx, tokenId, context.now))) return invalid;
    const [customer] = await tx
      .update(customers)
      .set({ passwordHash, updatedAt: context.now })
      .where(and(eq(customers.id, target.customerId), eq(customers.state, 'enabled')))
      .returning();
    if (!customer) return invalid;
    await revokeAllAccessTokens(tx, customer.id);
    return succeeded({ customer, accessToken: await issueAccessToken(tx, context, customer.id) });
  });
}
