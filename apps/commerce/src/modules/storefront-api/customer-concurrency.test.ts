import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { customers } from '../customers/schema';
import { CUSTOMER_CREATE, CUSTOMER_UPDATE } from './contract/storefront-operations';
import { GOOD_PASSWORD, logIn, registerCustomer } from './testing/account-helpers';
import { callStorefront } from './testing/storefront-client';

/** Accounts racing for one e-mail address: one wins, the others get Shopify's TAKEN. */
describe('Storefront API: concurrent account changes', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      database,
      logLevel: 'silent',
      storefrontApi: { ...loadConfig({}).storefrontApi, smtpUrl: null },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const holdersOf = (email: string) =>
    database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.emailNormalized, email));

  it('lets one of many parallel customerUpdate calls take a new e-mail; the rest get TAKEN', async () => {
    const tokens: string[] = [];
    for (let index = 0; index < 8; index += 1) {
      const email = `racer${index}@example.com`;
      await registerCustomer(app, email);
      tokens.push(await logIn(app, email));
    }
    const answers = await Promise.all(
      tokens.map((customerAccessToken) =>
        callStorefront(app, CUSTOMER_UPDATE, {
          customerAccessToken,
          customer: { email: 'Wanted@example.com' },
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
    }
    const payloads = answers.map((answer) => answer.body.data.customerUpdate);
    const winners = payloads.filter((payload) => payload.customer !== null);
    expect(winners).toHaveLength(1);
    expect(winners[0].customer.email).toBe('Wanted@example.com');
    for (const loser of payloads.filter((payload) => payload.customer === null)) {
      expect(loser.customerUserErrors).toEqual([
        {
          code: 'TAKEN',
          field: ['customer', 'email'],
          message: 'Diese E-Mail-Adresse wird bereits verwendet.',
        },
      ]);
    }
    expect(await holdersOf('wanted@example.com')).toHaveLength(1);
    // The losers kept their own address.
    const kept = await database.db.select({ email: customers.email }).from(customers);
    expect(kept.filter((row) => row.email.startsWith('racer'))).toHaveLength(7);
  });

  it('creates one account when many customerCreate calls race for one e-mail', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        callStorefront(app, CUSTOMER_CREATE, {
          input: {
            email: index % 2 === 0 ? 'twin@example.com' : 'TWIN@example.com',
            password: GOOD_PASSWORD,
            firstName: 'Anna',
            lastName: `Muster ${index}`,
          },
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
    }
    const payloads = answers.map((answer) => answer.body.data.customerCreate);
    expect(payloads.filter((payload) => payload.customer !== null)).toHaveLength(1);
    for (const loser of payloads.filter((payload) => payload.customer === null))
      expect(loser.customerUserErrors.map((error: { code: string }) => error.code)).toEqual([
        'TAKEN',
      ]);
    expect(await holdersOf('twin@example.com')).toHaveLength(1);
  });

  it('refuses an update to an address a parallel registration takes, without a 5xx', async () => {
    const tokens: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const email = `mover${index}@example.com`;
      await registerCustomer(app, email);
      tokens.push(await logIn(app, email));
    }
    const answers = await Promise.all([
      ...tokens.map((customerAccessToken) =>
        callStorefront(app, CUSTOMER_UPDATE, {
          customerAccessToken,
          customer: { email: 'contested@example.com' },
        }),
      ),
      callStorefront(app, CUSTOMER_CREATE, {
        input: {
          email: 'contested@example.com',
          password: GOOD_PASSWORD,
          firstName: 'Bea',
          lastName: 'Neu',
        },
      }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
    }
    const succeeded = answers.filter(
      (answer) =>
        (answer.body.data.customerUpdate ?? answer.body.data.customerCreate).customer !== null,
    );
    expect(succeeded).toHaveLength(1);
    expect(await holdersOf('contested@example.com')).toHaveLength(1);
  });
});
