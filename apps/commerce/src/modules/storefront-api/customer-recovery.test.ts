import { getStore } from '@shop/shop-config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import type { AccountContext } from '../customers/customer-types';
import { inviteCustomer } from '../customers/invite-customer';
import { createMailer, type Mailer } from '../mail/mailer';
import {
  CUSTOMER_ACTIVATE,
  CUSTOMER_ACTIVATE_BY_URL,
  CUSTOMER_QUERY,
  CUSTOMER_RECOVER,
  CUSTOMER_RESET,
  CUSTOMER_RESET_BY_URL,
} from './contract/storefront-operations';
import { logIn, registerCustomer } from './testing/account-helpers';
import { type SmtpInbox, startSmtpInbox } from './testing/smtp-inbox';
import { callStorefront } from './testing/storefront-client';

const DECLINE = `#graphql
mutation Decline($activationUrl: URL!) {
  extCustomerInvitationDecline(activationUrl: $activationUrl) { declined customerUserErrors { code field message } }
}`;

describe('Storefront API: password recovery and account activation by mail', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let inbox: SmtpInbox;
  let mailer: Mailer;
  const call = (query: string, variables?: Record<string, unknown>) =>
    callStorefront(app, query, variables);
  const settings = () => ({
    ...loadConfig({}).storefrontApi,
    storefrontUrl: 'https://shop.example',
  });
  const accountContext = (language: AccountContext['language'] = 'de'): AccountContext => ({
    db: database.db,
    store: getStore('de'),
    language,
    now: new Date(),
    mailer,
    storefrontUrl: 'https://shop.example',
    brandName: 'Vitalora',
    accessTokenTtlDays: 14,
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    inbox = await startSmtpInbox();
    app = await buildApp({
      database,
      logLevel: 'silent',
      storefrontApi: { ...settings(), smtpUrl: inbox.url },
    });
    mailer = createMailer({
      smtpUrl: inbox.url,
      from: 'Vitalora <shop@localhost>',
      db: database.db,
      onError: () => {},
    });
  });
  afterAll(async () => {
    await mailer.close();
    await app.close();
    await inbox.close();
    await database.close();
  });

  it('answers customerRecover the same way whether or not the account exists', async () => {
    await registerCustomer(app, 'known@example.com');
    const known = await call(CUSTOMER_RECOVER, { email: 'known@example.com' });
    const unknown = await call(CUSTOMER_RECOVER, { email: 'nobody@example.com' });
    expect(known).toEqual(unknown);
    expect(known.body).toEqual({ data: { customerRecover: { customerUserErrors: [] } } });
    const invalid = (await call(CUSTOMER_RECOVER, { email: 'not an email' })).body.data
      .customerRecover;
    expect(invalid.customerUserErrors[0]).toMatchObject({ code: 'INVALID', field: ['email'] });
    await inbox.waitFor('known@example.com', (mail) => mail.subject.includes('Passwort'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.mails.some((mail) => mail.to.includes('nobody@example.com'))).toBe(false);
  });

  it('recovers then resets with the mailed link, once; every old session ends', async () => {
    await registerCustomer(app, 'reset@example.com', { language: 'IT' });
    const oldSession = await logIn(app, 'reset@example.com');
    await call(CUSTOMER_RECOVER, { email: 'reset@example.com' });
    const mail = await inbox.waitFor('reset@example.com', (candidate) =>
      candidate.subject.includes('password'),
    );
    expect(mail.subject).toBe('Reimposta la password di Vitalora');
    const link = mail.links.find((candidate) => candidate.includes('/it/reimposta-password/'));
    expect(link).toMatch(
      /^https:\/\/shop\.example\/it\/reimposta-password\/\?id=\d+&token=[0-9a-f]{64}$/,
    );

    const weak = (await call(CUSTOMER_RESET_BY_URL, { resetUrl: link, password: 'short' })).body
      .data.customerResetByUrl;
    expect(weak.customerUserErrors[0].code).toBe('TOO_SHORT');
    const reset = (
      await call(CUSTOMER_RESET_BY_URL, { resetUrl: link, password: 'Neues#Passwort1' })
    ).body.data.customerResetByUrl;
    expect(reset.customerUserErrors).toEqual([]);
    expect(reset.customerAccessToken.accessToken).toMatch(/^[0-9a-f]{64}$/);
    expect(
      (await call(CUSTOMER_QUERY, { customerAccessToken: oldSession })).body.data.customer,
    ).toBeNull();
    await expect(logIn(app, 'reset@example.com', 'Neues#Passwort1')).resolves.toMatch(
      /^[0-9a-f]{64}$/,
    );

    const reused = (
      await call(CUSTOMER_RESET_BY_URL, { resetUrl: link, password: 'Drittes#Passwort1' })
    ).body.data.customerResetByUrl;
    expect(reused.customerUserErrors[0]).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('resets by customer id and token; a newer link makes the older one useless; expired links fail', async () => {
    const id = await registerCustomer(app, 'byid@example.com');
    await call(CUSTOMER_RECOVER, { email: 'byid@example.com' });
    const first = await inbox.waitFor('byid@example.com', (mail) =>
      mail.subject.includes('Passwort'),
    );
    const firstToken = new URL(first.links[0] ?? '').searchParams.get('token');
    await call(CUSTOMER_RECOVER, { email: 'byid@example.com' });
    const second = await inbox.waitFor(
      'byid@example.com',
      (mail) => mail !== first && mail.subject.includes('Passwort'),
    );
    const secondToken = new URL(second.links[0] ?? '').searchParams.get('token');
    const stale = (
      await call(CUSTOMER_RESET, {
        id,
        input: { resetToken: firstToken, password: 'Neues#Passwort1' },
      })
    ).body.data.customerReset;
    expect(stale.customerUserErrors[0].code).toBe('TOKEN_INVALID');
    await database.db.execute(
      "update customer_one_time_tokens set expires_at = now() - interval '1 second'",
    );
    const expired = (
      await call(CUSTOMER_RESET, {
        id,
        input: { resetToken: secondToken, password: 'Neues#Passwort1' },
      })
    ).body.data.customerReset;
    expect(expired.customerUserErrors[0].code).toBe('TOKEN_INVALID');
  });

  it('activates an invited account by URL with a new password, once', async () => {
    await inviteCustomer(accountContext('nl'), { email: 'invited@example.com', firstName: 'Iris' });
    const mail = await inbox.waitFor('invited@example.com');
    expect(mail.subject).toBe('Activeer uw klantaccount bij Vitalora');
    const link = mail.links.find((candidate) => candidate.includes('/nl/account-activeren/'));
    expect(link).toBeDefined();
    await expect(logIn(app, 'invited@example.com', 'Aktiv#Passwort1')).rejects.toThrow(
      /login failed/,
    );
    const activated = (
      await call(CUSTOMER_ACTIVATE_BY_URL, { activationUrl: link, password: 'Aktiv#Passwort1' })
    ).body.data.customerActivateByUrl;
    expect(activated.customerUserErrors).toEqual([]);
    expect(activated.customer.email).toBe('invited@example.com');
    await expect(logIn(app, 'invited@example.com', 'Aktiv#Passwort1')).resolves.toMatch(
      /^[0-9a-f]{64}$/,
    );
    const again = (
      await call(CUSTOMER_ACTIVATE_BY_URL, { activationUrl: link, password: 'Aktiv#Passwort2' })
    ).body.data.customerActivateByUrl;
    expect(again.customerUserErrors[0].code).toBe('ALREADY_ENABLED');
  });

  it('activates by id and token, and lets an invitee decline instead', async () => {
    const { customer } = await inviteCustomer(accountContext(), {
      email: 'byid-invite@example.com',
    });
    const mail = await inbox.waitFor('byid-invite@example.com');
    const token = new URL(mail.links[0] ?? '').searchParams.get('token');
    const wrong = (
      await call(CUSTOMER_ACTIVATE, {
        id: `gid://shopify/Customer/${customer.id}`,
        input: { activationToken: '0'.repeat(64), password: 'Aktiv#Passwort1' },
      })
    ).body.data.customerActivate;
    expect(wrong.customerUserErrors[0]).toMatchObject({
      code: 'TOKEN_INVALID',
      message: 'Die Aktivierung war nicht erfolgreich.',
    });
    const activated = (
      await call(CUSTOMER_ACTIVATE, {
        id: `gid://shopify/Customer/${customer.id}`,
        input: { activationToken: token, password: 'Aktiv#Passwort1' },
      })
    ).body.data.customerActivate;
    expect(activated.customerAccessToken.accessToken).toMatch(/^[0-9a-f]{64}$/);

    await inviteCustomer(accountContext(), { email: 'decline@example.com' });
    const invitation = await inbox.waitFor('decline@example.com');
    const declined = (await call(DECLINE, { activationUrl: invitation.links[0] })).body.data
      .extCustomerInvitationDecline;
    expect(declined).toEqual({ declined: true, customerUserErrors: [] });
    const late = (
      await call(CUSTOMER_ACTIVATE_BY_URL, {
        activationUrl: invitation.links[0],
        password: 'Aktiv#Passwort1',
      })
    ).body.data.customerActivateByUrl;
    expect(late.customerUserErrors[0].code).toBe('TOKEN_INVALID');
  });
});
