/** Shortcuts for account tests: register and log in through the Storefront API. */
import type { FastifyInstance } from 'fastify';
import { CUSTOMER_ACCESS_TOKEN_CREATE, CUSTOMER_CREATE } from '../contract/storefront-operations';
import { callStorefront } from './storefront-client';

export const GOOD_PASSWORD = 'Sommer#2024';

export async function registerCustomer(
  app: FastifyInstance,
  email: string,
  options: { password?: string; language?: string } = {},
): Promise<string> {
  const { body } = await callStorefront(app, CUSTOMER_CREATE, {
    input: {
      email,
      password: options.password ?? GOOD_PASSWORD,
      firstName: 'Anna',
      lastName: 'Muster',
    },
    language: options.language,
  });
  const customer = body.data?.customerCreate?.customer;
  if (!customer) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  return customer.id;
}

export async function logIn(
  app: FastifyInstance,
  email: string,
  password = GOOD_PASSWORD,
): Promise<string> {
  const { body } = await callStorefront(app, CUSTOMER_ACCESS_TOKEN_CREATE, {
    input: { email, password },
  });
  const token = body.data?.customerAccessTokenCreate?.customerAccessToken?.accessToken;
  if (!token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return token;
}
