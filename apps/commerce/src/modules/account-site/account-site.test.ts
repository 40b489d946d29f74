/**
 * The single sign-on account site on a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): login with the shop's customer accounts sets the shared session
 * cookies and returns only to the storefront; the orders and identity pages show the
 * customer's own data; the default-address API answers with and without a session.
 */
import { STORES } from '@shop/shop-config';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { authenticateCustomer } from '../customers/access-tokens';
import { createDemoOrders } from '../orders/demo-orders';
import {
  CUSTOMER_ADDRESS_CREATE,
  CUSTOMER_DEFAULT_ADDRESS_UPDATE,
} from '../storefront-api/contract/storefront-operations';
import { GOOD_PASSWORD, logIn, registerCustomer } from '../storefront-api/testing/account-helpers';
import { insertCatalogFixture } from '../storefront-api/testing/catalog-fixture';
import { callStorefront } from '../storefront-api/testing/storefront-client';

const STOREFRONT = 'http://shop.localhost:3000';
const SECOND_STOREFRONT = 'http://shop.localhost:3001';
const SITE_HOST = 'shop.localhost:4000';

let database: DatabaseHandle;
let app: FastifyInstance;
let annaToken: string;

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

function postForm(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      host: SITE_HOST,
      origin: `http://${SITE_HOST}`,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': '203.0.113.7',
      ...headers,
    },
    payload: form(fields),
  });
}

async function addAddress(address: Record<string, string>): Promise<string> {
  const { body } = await callStorefront(app, CUSTOMER_ADDRESS_CREATE, {
    customerAccessToken: annaToken,
    address,
  });
  const id = body.data?.customerAddressCreate?.customerAddress?.id;
  if (typeof id !== 'string') throw new Error(`address refused: ${JSON.stringify(body)}`);
  return id;
}

function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await insertCatalogFixture(database.db);
  const settings = loadConfig({
    STOREFRONT_URL: STOREFRONT,
    ACCOUNT_SITE_RETURN_ORIGINS: SECOND_STOREFRONT,
  }).storefrontApi;
  app = await buildApp({ database, logLevel: 'silent', storefrontApi: settings });
  await registerCustomer(app, 'anna@example.com');
  annaToken = await logIn(app, 'anna@example.com');
  const anna = await authenticateCustomer({ db: database.db, now: new Date() }, annaToken);
  if (!anna) throw new Error('anna has no session');
  // A Swiss address as default and a German one: the API answers per country.
  const swiss = await addAddress({
    firstName: 'Anna',
    lastName: 'Muster',
    address1: 'Bahnhofstrasse 1',
    zip: '8001',
    city: 'Zürich',
    country: 'CH',
  });
  await addAddress({
    firstName: 'Anna',
    lastName: 'Muster',
    company: 'Muster GmbH',
    address1: 'Hauptstraße',
    address2: '5a',
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
  });
  const made = await callStorefront(app, CUSTOMER_DEFAULT_ADDRESS_UPDATE, {
    customerAccessToken: annaToken,
    addressId: swiss,
  });
  expect(made.body.data.customerDefaultAddressUpdate.customerUserErrors).toEqual([]);
  await createDemoOrders(database.db, {
    id: anna.id,
    email: anna.email,
    firstName: anna.firstName,
    lastName: anna.lastName,
    store: STORES.de,
    language: 'de',
    address: null,
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('account site login', () => {
  it('shows a localized login form with the theme, no script and its own stylesheet', async () => {
    const page = await app.inject({ url: '/account/fr/connexion?theme=second' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Se connecter');
    expect(page.body).toContain('class="theme-second"');
    expect(page.body).toContain('Nordpuls');
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const css = await app.inject({ url: '/account/assets/account-site.css' });
    expect(css.statusCode).toBe(200);
    expect(css.body).toContain('.theme-second');
  });

  it('logs in, sets the host-wide token and expiry cookies and returns to the storefront', async () => {
    const returnTo = `${STOREFRONT}/de/?from=account`;
    const response = await postForm('/account/de/anmelden', {
      email: 'Anna@Example.com',
      password: GOOD_PASSWORD,
      theme: 'default',
      returnTo,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(returnTo);
    const token = response.cookies.find((cookie) => cookie.name === 'customerAccessToken');
    const expiry = response.cookies.find((cookie) => cookie.name === 'customerSessionExpiresAt');
    expect(token?.httpOnly).toBe(true);
    expect(token?.path).toBe('/');
    expect(token?.sameSite).toBe('Lax');
    // shop.localhost is a loopback name: no Secure, as on a laptop.
    expect(token?.secure).toBeUndefined();
    expect(expiry?.httpOnly).toBeUndefined();
    const expiresAt = new Date(expiry?.value ?? '');
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600 * 1000);
    expect(token?.expires?.toISOString().slice(0, 19)).toBe(expiresAt.toISOString().slice(0, 19));
    const customer = await authenticateCustomer(
      { db: database.db, now: new Date() },
      token?.value ?? '',
    );
    expect(customer?.email).toBe('anna@example.com');
  });

  it('marks cookies Secure outside localhost', async () => {
    const response = await postForm(
      '/account/de/anmelden',
      { email: 'anna@example.com', password: GOOD_PASSWORD },
      { host: 'konto.shop.example', origin: 'https://konto.shop.example' },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/account/de/bestellungen?theme=default');
    for (const cookie of response.cookies) expect(cookie.secure).toBe(true);
  });

  it('refuses a wrong password with the localized notice and sets no cookie', async () => {
    const response = await postForm('/account/es/acceso', {
      email: 'anna@example.com',
      password: 'Falsch#2024',
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Datos de acceso incorrectos');
    expect(response.body).toContain('value="anna@example.com"');
    expect(response.cookies).toEqual([]);
    const unknown = await postForm('/account/es/acceso', {
      email: 'nobody@example.com',
      password: GOOD_PASSWORD,
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toContain('Datos de acceso incorrectos');
  });

  it('asks for both fields in the page language', async () => {
    const response = await postForm('/account/de/anmelden', { email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.');
  });

  it('returns only to a configured storefront origin or its own pages (no open redirect)', async () => {
    const second = await postForm('/account/de/anmelden', {
      email: 'anna@example.com',
      password: GOOD_PASSWORD,
      returnTo: `${SECOND_STOREFRONT}/de/warenkorb/`,
    });
    expect(second.headers.location).toBe(`${SECOND_STOREFRONT}/de/warenkorb/`);
    for (const returnTo of [
      'https://evil.example/de/',
      '//evil.example/',
      'http://shop.localhost:3000@evil.example/',
      'javascript:alert(1)',
      '/\\evil.example',
      'http://shop.localhost:3999/de/',
    ]) {
      const refused = await postForm('/account/de/anmelden', {
        email: 'anna@example.com',
        password: GOOD_PASSWORD,
        returnTo,
      });
      expect(refused.statusCode, returnTo).toBe(400);
      expect(refused.body).toContain('Die Rücksprungadresse gehört nicht zum Shop.');
      expect(refused.cookies).toEqual([]);
      const page = await app.inject({
        url: `/account/de/anmelden?returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect(page.statusCode, returnTo).toBe(400);
    }
  });

  it('refuses a form posted from another site', async () => {
    const response = await postForm(
      '/account/de/anmelden',
      { email: 'anna@example.com', password: GOOD_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
  });

  it('answers unknown pages, languages and themes with a localized 4xx page', async () => {
    expect((await app.inject({ url: '/account/de/nirgendwo' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/account/xx/login' })).statusCode).toBe(404);
    const theme = await app.inject({ url: '/account/it/accesso?theme=neon' });
    expect(theme.statusCode).toBe(400);
    expect(theme.body).toContain('Tema sconosciuto.');
    const broken = await app.inject({
      method: 'POST',
      url: '/account/de/anmelden',
      headers: { host: SITE_HOST, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBeLessThan(500);
  });
});

describe('account site pages with a session', () => {
  const withSession = (url: string, token = annaToken) =>
    app.inject({ url, headers: { cookie: `customerAccessToken=${token}` } });

  it("shows the customer's orders with status and tracking", async () => {
    const page = await withSession('/account/de/bestellungen?theme=default');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Meine Bestellungen');
    expect(page.body).toContain('Willkommen, Anna Muster');
    expect(page.body).toContain('Versendet');
    expect(page.body).toContain('In Bearbeitung');
    expect(page.body).toContain('Storniert');
    expect(page.body).toMatch(/DHL <a href="https:\/\/www\.dhl\.de\/[^"]+">00340434\d+1001<\/a>/);
  });

  it('shows the identity page and sends a visitor without session to login', async () => {
    const page = await withSession('/account/en/identity?theme=second');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('anna@example.com');
    expect(page.body).toContain('First name');
    const anonymous = await app.inject({ url: '/account/en/identity?theme=second' });
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe(
      `/account/en/login?theme=second&returnTo=${encodeURIComponent('/account/en/identity?theme=second')}`,
    );
    const forged = await withSession('/account/en/orders', 'f'.repeat(64));
    expect(forged.statusCode).toBe(303);
  });

  it('logs out: the token ends on the server and both cookies are cleared', async () => {
    const token = await logIn(app, 'anna@example.com');
    const response = await postForm(
      '/account/de/abmelden',
      { theme: 'default', returnTo: `${STOREFRONT}/de/` },
      { cookie: `customerAccessToken=${token}` },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${STOREFRONT}/de/`);
    expect(cookieValue(response, 'customerAccessToken')).toBe('');
    expect(cookieValue(response, 'customerSessionExpiresAt')).toBe('');
    expect(await authenticateCustomer({ db: database.db, now: new Date() }, token)).toBeNull();
  });
});

describe('GET /api/address/default', () => {
  const addressCall = (query: string, headers: Record<string, string> = {}) =>
    app.inject({ url: `/api/address/default${query}`, headers });

  it('answers the default address of the country with the session cookie', async () => {
    const swiss = await addressCall('?country=ch', { cookie: `customerAccessToken=${annaToken}` });
    expect(swiss.statusCode).toBe(200);
    expect(swiss.json()).toMatchObject({
      success: true,
      data: { address1: 'Bahnhofstrasse 1', city: 'Zürich', zip: '8001', countryCode: 'CH' },
    });
    const german = await addressCall('?country=DE', {
      cookie: `customerAccessToken=${annaToken}`,
      origin: STOREFRONT,
    });
    expect(german.json()).toEqual({
      success: true,
      data: {
        id: expect.stringMatching(/^gid:\/\/shopify\/MailingAddress\/\d+/),
        firstName: 'Anna',
        lastName: 'Muster',
        company: 'Muster GmbH',
        address1: 'Hauptstraße',
        address2: '5a',
        city: 'Berlin',
        zip: '10115',
        phone: null,
        countryCode: 'DE',
      },
    });
    expect(german.headers['access-control-allow-origin']).toBe(STOREFRONT);
    expect(german.headers['access-control-allow-credentials']).toBe('true');
    const none = await addressCall('?country=fr', { cookie: `customerAccessToken=${annaToken}` });
    expect(none.json()).toEqual({ success: true, data: null });
  });

  it('is 401 with success false without a valid session, and no CORS for other origins', async () => {
    const anonymous = await addressCall('?country=de', { origin: 'https://evil.example' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false });
    expect(anonymous.headers['access-control-allow-origin']).toBeUndefined();
    const forged = await addressCall('?country=de', { cookie: 'customerAccessToken=abc' });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a bad country with a localized 400', async () => {
    for (const query of ['', '?country=', '?country=xx', '?country=deu', '?country[]=de']) {
      const response = await addressCall(`${query}${query ? '&' : '?'}language=pl`, {
        cookie: `customerAccessToken=${annaToken}`,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        error: 'Nieznany kraj: podaj dwuliterowy kod kraju dostawy.',
      });
    }
  });
});
