import { and, eq } from 'drizzle-orm';
import { issueAccessToken } from './access-tokens';
import type { AccountLinkTarget } from './account-links';
import { passwordErrors } from './customer-fields';
import { customerMessage } from './customer-messages';
import {
  type AccountContext,
  type AccountOutcome,
  type Customer,
  type CustomerUserError,
  type IssuedAccessToken,
  refused,
  succeeded,
} from './customer-types';
import { consumeOneTimeToken, findOneTimeToken } from './one-time-tokens';
import { hashPassword } from './passwords';
import { customers } from './schema';

/**
 * customerActivate / customerActivateByUrl: an invited account sets its password with the
 * mailed token and is logged in. The token works once.
 */
export async function activateCustomer(
  context: AccountContext,
  target: AccountLinkTarget | null,
  password: string,
  tokenField: string[],
): Promise<AccountOutcome<{ customer: Customer; accessToken: IssuedAccessToken }>> {
  const invalid = activationFailed(context, tokenField);
  if (!target) return refused(invalid);
  const [customer] = await context.db
    .select()
    .from(customers)
    .where(eq(customers.id, target.customerId));
  if (customer?.state === 'enabled') {
    return refused([
      {
        code: 'ALREADY_ENABLED',
        field: null,
        message: customerMessage('alreadyEnabled', context.language),
      },
    ]);
  }
  const tokenId =
    customer?.state === 'invited'
      ? await findOneTimeToken(context.db, context.now, { ...target, purpose: 'activation' })
      : null;
  if (!customer || tokenId === null) return refused(invalid);
  const errors = passwordErrors(password, ['input', 'password'], context.language);
  if (errors.length > 0) return refused(errors);
  const passwordHash = await hashPassword(password);
  return context.db.transaction(async (tx) => {
    if (!(await consumeOneTimeToken(tx, tokenId, context.now))) return refused(invalid);
    const [enabled] = await tx
      .update(customers)
      .set({ passwordHash, state: 'enabled', updatedAt: context.now })
      .where(and(eq(customers.id, customer.id), eq(customers.state, 'invited')))
      .returning();
    if (!enabled) return refused(invalid);
    return succeeded({
      customer: enabled,
      accessToken: await issueAccessToken(tx, context, enabled.id),
    });
  });
}

/** Declining an invitation (spec 2.5) closes the invited account; the link then stops working. */
export async function declineInvitation(
  context: AccountContext,
  target: AccountLinkTarget | null,
): Promise<AccountOutcome<{ declined: true }>> {
  const invalid = activationFailed(context, ['activationUrl']);
  if (!target) return refused(invalid);
  const tokenId = await findOneTimeToken(context.db, context.now, {
    ...target,
    purpose: 'activation',
  });
  if (tokenId === null) return refused(invalid);
  return context.db.transaction(async (tx) => {
    if (!(await consumeOneTimeToken(tx, tokenId, context.now))) return refused(invalid);
    const declined = await tx
      .update(customers)
      .set({ state: 'declined', updatedAt: context.now })
      .where(and(eq(customers.id, target.customerId), eq(customers.state, 'invited')))
      .returning({ id: customers.id });
    return declined.length === 1 ? succeeded({ declined: true as const }) : refused(invalid);
  });
}

function activationFailed(context: AccountContext, field: string[]): CustomerUserError[] {
  return [
    {
      code: 'TOKEN_INVALID',
      field,
      message: customerMessage('activationFailed', context.language),
    },
  ];
}
