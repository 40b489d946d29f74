import { and, eq, ne } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { authenticateCustomer, issueAccessToken, revokeAllAccessTokens } from './access-tokens';
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
  type CustomerUserError,
  type IssuedAccessToken,
  refused,
  succeeded,
} from './customer-types';
import { hashPassword } from './passwords';
import { customers } from './schema';

export interface CustomerChanges {
  firstName?: string | null;
  lastName?: string | null;
  /** An empty phone clears it. */
  phone?: string | null;
  email?: string | null;
  password?: string | null;
  acceptsMarketing?: boolean | null;
}

export function sessionInvalid(context: Pick<AccountContext, 'language'>): CustomerUserError[] {
  return [
    {
      code: 'TOKEN_INVALID',
      field: ['customerAccessToken'],
      message: customerMessage('sessionInvalid', context.language),
    },
  ];
}

/**
 * customerUpdate: personal data, e-mail or password. A new password ends every session of
 * the account, including the one used here, and the answer carries a new one (as Shopify).
 */
export async function updateCustomer(
  context: AccountContext,
  accessToken: string,
  changes: CustomerChanges,
): Promise<AccountOutcome<{ customer: Customer; accessToken: IssuedAccessToken | null }>> {
  const current = await authenticateCustomer(context, accessToken);
  if (!current) return refused(sessionInvalid(context));
  const { language } = context;
  const errors = [
    ...(changes.firstName !== undefined
      ? textFieldErrors(changes.firstName, ['customer', 'firstName'], language, { required: true })
      : []),
    ...(changes.lastName !== undefined
      ? textFieldErrors(changes.lastName, ['customer', 'lastName'], language, { required: true })
      : []),
    ...(changes.phone ? phoneErrors(changes.phone, ['customer', 'phone'], language) : []),
    ...(changes.email != null ? emailErrors(changes.email, ['customer', 'email'], language) : []),
    ...(changes.password != null
      ? passwordErrors(changes.password, ['customer', 'password'], language)
      : []),
  ];
  if (errors.length > 0) return refused(errors);
  if (changes.email != null) {
    const [other] = await context.db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.emailNormalized, normalizeEmail(changes.email)),
          ne(customers.id, current.id),
        ),
      );
    if (other) return refused(emailTaken(context));
  }
  const passwordHash = changes.password != null ? await hashPassword(changes.password) : undefined;
  try {
    return await saveChanges(context, current.id, changes, passwordHash);
  } catch (error) {
    // Two accounts racing for one new address: the check above passed for both, the unique
    // index lets only one through, and the other is told the address is taken.
    if (isUniqueViolation(error, CUSTOMER_EMAIL_INDEX)) return refused(emailTaken(context));
    throw error;
  }
}

const CUSTOMER_EMAIL_INDEX = 'customers_email_normalized';

function emailTaken(context: Pick<AccountContext, 'language'>): CustomerUserError[] {
  return [
    {
      code: 'TAKEN',
      field: ['customer', 'email'],
      message: customerMessage('emailTaken', context.language),
    },
  ];
}

function saveChanges(
  context: AccountContext,
  customerId: number,
  changes: CustomerChanges,
  passwordHash: string | undefined,
): Promise<AccountOutcome<{ customer: Customer; accessToken: IssuedAccessToken | null }>> {
  return context.db.transaction(async (tx) => {
    const [customer] = await tx
      .update(customers)
      .set({
        ...(changes.firstName !== undefined ? { firstName: cleanText(changes.firstName) } : {}),
        ...(changes.lastName !== undefined ? { lastName: cleanText(changes.lastName) } : {}),
        ...(changes.phone !== undefined ? { phone: cleanText(changes.phone) } : {}),
        ...(changes.email != null
          ? { email: changes.email.trim(), emailNormalized: normalizeEmail(changes.email) }
          : {}),
        ...(changes.acceptsMarketing != null ? { acceptsMarketing: changes.acceptsMarketing } : {}),
        ...(passwordHash ? { passwordHash } : {}),
        updatedAt: context.now,
      })
      .where(eq(customers.id, customerId))
      .returning();
    if (!customer) throw new Error('authenticated customer disappeared');
    if (!passwordHash) return succeeded({ customer, accessToken: null });
    await revokeAllAccessTokens(tx, customer.id);
    return succeeded({ customer, accessToken: await issueAccessToken(tx, context, customer.id) });
  });
}
