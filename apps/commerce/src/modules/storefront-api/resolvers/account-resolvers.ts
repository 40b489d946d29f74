/**
 * Registration, sessions, password recovery and activation: thin adapters over the
 * customers module, with rate limits on the two mutations that invite guessing or spam.
 */

import { z } from 'zod';
import { deleteAccessToken, logIn, renewAccessToken } from '../../customers/access-tokens';
import { parseAccountLink } from '../../customers/account-links';
import { activateCustomer, declineInvitation } from '../../customers/activate-customer';
import { customerMessage } from '../../customers/customer-messages';
import type { AccountOutcome, Customer, IssuedAccessToken } from '../../customers/customer-types';
import { requestPasswordReset, resetPassword } from '../../customers/recover-password';
import { registerCustomer } from '../../customers/register-customer';
import { parseNumericGid } from '../global-ids';
import type { GraphQLResolveInfo } from '../graphql-js';
import { enforceRateLimit } from '../rate-limits';
import { accountContextOf, marketOf, type StorefrontRequestContext } from '../request-context';
import { accessTokenView, customerErrors, customerOf } from './payloads';
import { parseArgs, type RootResolver } from './resolver-types';

function sessionPayload(
  outcome: AccountOutcome<{ customer: Customer; accessToken: IssuedAccessToken }>,
  context: StorefrontRequestContext,
  info: GraphQLResolveInfo,
) {
  return outcome.ok
    ? {
        customer: customerOf(outcome.value.customer, context, info),
        customerAccessToken: accessTokenView(outcome.value.accessToken),
        ...customerErrors([]),
      }
    : { customer: null, customerAccessToken: null, ...customerErrors(outcome.errors) };
}

function unknownSession(context: StorefrontRequestContext, info: GraphQLResolveInfo) {
  return [
    {
      field: ['customerAccessToken'],
      message: customerMessage('accessTokenUnknown', marketOf(context, info).language),
    },
  ];
}

const tokenArgs = z.object({ customerAccessToken: z.string() });

// Argument schemas are built once: zod compiles each schema on its first parse.
const customerCreateArgs = z.object({
  input: z.object({
    email: z.string(),
    password: z.string(),
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    phone: z.string().nullish(),
    acceptsMarketing: z.boolean().nullish(),
  }),
});
const customerAccessTokenCreateArgs = z.object({
  input: z.object({ email: z.string(), password: z.string() }),
});
const customerRecoverArgs = z.object({ email: z.string() });
const customerResetArgs = z.object({
  id: z.string(),
  input: z.object({ resetToken: z.string(), password: z.string() }),
});
const customerResetByUrlArgs = z.object({ resetUrl: z.string(), password: z.string() });
const customerActivateArgs = z.object({
  id: z.string(),
  input: z.object({ activationToken: z.string(), password: z.string() }),
});
const customerActivateByUrlArgs = z.object({ activationUrl: z.string(), password: z.string() });
const extCustomerInvitationDeclineArgs = z.object({ activationUrl: z.string() });

export const accountMutationResolvers: Record<string, RootResolver> = {
  async customerCreate(_root, args, context, info) {
    const { input } = parseArgs(customerCreateArgs, args);
    const outcome = await registerCustomer(accountContextOf(context, info), {
      email: input.email,
      password: input.password,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      phone: input.phone ?? null,
      acceptsMarketing: input.acceptsMarketing ?? false,
    });
    return outcome.ok
      ? { customer: customerOf(outcome.value, context, info), ...customerErrors([]) }
      : { customer: null, ...customerErrors(outcome.errors) };
  },

  async customerAccessTokenCreate(_root, args, context, info) {
    const { input } = parseArgs(customerAccessTokenCreateArgs, args);
    await enforceRateLimit(context, info, 'customerAccessTokenCreate', input.email);
    const outcome = await logIn(accountContextOf(context, info), input);
    return outcome.ok
      ? { customerAccessToken: accessTokenView(outcome.value), ...customerErrors([]) }
      : { customerAccessToken: null, ...customerErrors(outcome.errors) };
  },

  async customerAccessTokenDelete(_root, args, context, info) {
    const { customerAccessToken } = parseArgs(tokenArgs, args);
    const deleted = await deleteAccessToken(context, customerAccessToken);
    return deleted
      ? {
          deletedAccessToken: customerAccessToken,
          deletedCustomerAccessTokenId: String(deleted.id),
          userErrors: [],
        }
      : {
          deletedAccessToken: null,
          deletedCustomerAccessTokenId: null,
          userErrors: unknownSession(context, info),
        };
  },

  async customerAccessTokenRenew(_root, args, context, info) {
    const { customerAccessToken } = parseArgs(tokenArgs, args);
    const renewed = await renewAccessToken(accountContextOf(context, info), customerAccessToken);
    return renewed
      ? { customerAccessToken: accessTokenView(renewed), userErrors: [] }
      : { customerAccessToken: null, userErrors: unknownSession(context, info) };
  },

  async customerRecover(_root, args, context, info) {
    const { email } = parseArgs(customerRecoverArgs, args);
    await enforceRateLimit(context, info, 'customerRecover', email);
    const outcome = requestPasswordReset(accountContextOf(context, info), email);
    return customerErrors(outcome.ok ? [] : outcome.errors);
  },

  async customerReset(_root, args, context, info) {
    const { id, input } = parseArgs(customerResetArgs, args);
    const customerId = parseNumericGid(id, 'Customer');
    const target = customerId === null ? null : { customerId, token: input.resetToken };
    const outcome = await resetPassword(accountContextOf(context, info), target, input.password, [
      'input',
      'resetToken',
    ]);
    return sessionPayload(outcome, context, info);
  },

  async customerResetByUrl(_root, args, context, info) {
    const { resetUrl, password } = parseArgs(customerResetByUrlArgs, args);
    const outcome = await resetPassword(
      accountContextOf(context, info),
      parseAccountLink(resetUrl),
      password,
      ['resetUrl'],
    );
    return sessionPayload(outcome, context, info);
  },

  async customerActivate(_root, args, context, info) {
    const { id, input } = parseArgs(customerActivateArgs, args);
    const customerId = parseNumericGid(id, 'Customer');
    const target = customerId === null ? null : { customerId, token: input.activationToken };
    const outcome = await activateCustomer(
      accountContextOf(context, info),
      target,
      input.password,
      ['input', 'activationToken'],
    );
    return sessionPayload(outcome, context, info);
  },

  async customerActivateByUrl(_root, args, context, info) {
    const { activationUrl, password } = parseArgs(customerActivateByUrlArgs, args);
    const outcome = await activateCustomer(
      accountContextOf(context, info),
      parseAccountLink(activationUrl),
      password,
      ['activationUrl'],
    );
    const payload = sessionPayload(outcome, context, info);
    return {
      customer: payload.customer,
      customerAccessToken: payload.customerAccessToken,
      customerUserErrors: payload.customerUserErrors,
    };
  },

  async extCustomerInvitationDecline(_root, args, context, info) {
    const { activationUrl } = parseArgs(extCustomerInvitationDeclineArgs, args);
    const outcome = await declineInvitation(
      accountContextOf(context, info),
      parseAccountLink(activationUrl),
    );
    return outcome.ok
      ? { declined: true, customerUserErrors: [] }
      : { declined: false, customerUserErrors: outcome.errors };
  },
};
