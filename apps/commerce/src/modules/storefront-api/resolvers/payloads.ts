/** Shapes shared by the customer payloads. */

import type {
  Customer,
  CustomerUserError,
  IssuedAccessToken,
} from '../../customers/customer-types';
import type { GraphQLResolveInfo } from '../graphql-js';
import type { StorefrontRequestContext } from '../request-context';
import { customerView } from '../views/customer-view';
import { viewScopeOf } from './resolver-types';

/** Shopify answers customerUserErrors and, deprecated, the same list as userErrors. */
export function customerErrors(errors: CustomerUserError[]) {
  return {
    customerUserErrors: errors,
    userErrors: errors.map(({ field, message }) => ({ field, message })),
  };
}

export function accessTokenView(issued: IssuedAccessToken) {
  return { accessToken: issued.accessToken, expiresAt: issued.expiresAt.toISOString() };
}

export function customerOf(
  customer: Customer,
  context: StorefrontRequestContext,
  info: GraphQLResolveInfo,
) {
  return customerView(customer, { ...viewScopeOf(context, info), db: context.db });
}
