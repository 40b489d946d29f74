import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { COMMERCE_URL, storefrontApi } from './commerce-api';

/*
 * The logged-in area's pages (issue 8): personal data, address, change password, logout from
 * an account page, activation and declining an invitation, order detail. Customers are
 * created through the real Storefront API and admin commands of the running commerce service.
 */

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const;

const PASSWORD = 'Sommer#2026';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
}

/** A customer of the store, created through the Storefront API as registration does. */
async function createCustomer(
  request: APIRequestContext,
  store: string,
  email: string,
  names: { firstName: string; lastName: string },
) {
  const data = await storefrontApi<{ customerCreate: { customerUserErrors: unknown[] } }>(
    request,
    `mutation ($input: CustomerCreateInput!) {
      customerCreate(input: $input) { customer { id } customerUserErrors { message } }
    }`,
    { input: { email, password: PASSWORD, ...names } },
    store,
  );
  expect(data.customerCreate.customerUserErrors).toEqual([]);
}

/** Whether a token still opens the customer (null after logout or password change). */
async function tokenCustomer(request: APIRequestContext, token: string) {
  const data = await storefrontApi<{ customer: { id: string } | null }>(
    request,
    'query ($t: String!) { customer(customerAccessToken: $t) { id } }',
    { t: token },
  );
  return data.customer;
}

async function operatorCommand(request: APIRequestContext, argv: string[]): Promise<string[]> {
  const response = await request.post(`${COMMERCE_URL}/dev/operator/commands`, {
    data: { argv },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).lines;
}

async function mailedLink(request: APIRequestContext, email: string, kind: string) {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `${COMMERCE_URL}/dev/mailbox/messages?to=${encodeURIComponent(email)}`,
        );
        const body: { messages: { kind: string; links: string[] }[] } = await response.json();
        const mail = body.messages.find((message) => message.kind === kind);
        link = mail?.links.find((candidate) => candidate.includes('token='));
        return link !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return link ?? '';
}

async function logIn(
  page: Page,
  _mobile: boolean,
  loginPath: string,
  email: string,
  password: string,
) {
  await page.goto(loginPath);
  // The login form comes first; on mobile it is the active tab (spec 2.5).
  const form = page
    .getByRole('main')
    .locator('form:has(input[name="password"])')
    .filter({ visible: true })
    .first();
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

const main = (page: Page) => page.getByRole('main');

/*
 * Each journey is one shopper behind the proxy that sets X-Forwarded-For, so the login rate
 * limit (per shopper IP, issue 8) counts journeys apart instead of all of them as 127.0.0.1.
 */
test.beforeEach(async ({ context }, testInfo) => {
  let hash = 0;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  await context.setExtraHTTPHeaders({
    'x-forwarded-for': `198.18.${(hash >>> 8) & 255}.${(hash & 254) + 1}`,
  });
});

async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find(
    (candidate) => candidate.name === 'customerAccessToken',
  );
  expect(cookie?.value).toMatch(/^[0-9a-f]{32,128}$/);
  return cookie?.value ?? '';
}

for (const [viewportName, viewport] of VIEWPORTS) {
  const mobile = viewportName === 'mobile';

  test.describe(`account pages, ${viewportName}`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    test('personal data: an invalid phone, then a valid one (de)', async ({ page, request }) => {
      const email = `pers.${viewportName}.${Date.now()}@example.com`;
      await createCustomer(request, 'de', email, { firstName: 'Paula', lastName: 'Daten' });
      await logIn(page, mobile, '/de/login/', email, PASSWORD);
      await expect(page).toHaveURL('/de/order-history/');
      const nav = page.getByRole('navigation', { name: 'Mein Konto' });
      await nav.getByRole('link', { name: 'Persönliche Daten' }).click();
      await expect(page).toHaveURL('/de/persoenliche-daten/');
      await expect(page.getByRole('heading', { name: 'Willkommen, Paula Daten' })).toBeVisible();
      await expect(main(page).getByLabel('E-Mail-Adresse', { exact: true })).toHaveValue(email);

      await main(page).getByLabel('Vorname', { exact: true }).fill('Paulina');
      await main(page).getByLabel('Telefon (optional)', { exact: true }).fill('030 1234567');
      await main(page).getByRole('button', { name: 'Speichern', exact: true }).click();
      await expect(
        page.getByText(
          'Bitte geben Sie die Telefonnummer im internationalen Format ein, z. B. +49301234567.',
        ),
      ).toBeVisible();
      await expect(main(page).getByLabel('Telefon (optional)', { exact: true })).toBeFocused();
      await main(page).getByLabel('Telefon (optional)', { exact: true }).fill('+49301234567');
      await main(page).getByRole('button', { name: 'Speichern', exact: true }).click();
      await expect(page.getByText('Ihre persönlichen Daten wurden gespeichert.')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.reload();
      await expect(main(page).getByLabel('Vorname', { exact: true })).toHaveValue('Paulina');
      await expect(main(page).getByLabel('Telefon (optional)', { exact: true })).toHaveValue(
        '+49301234567',
      );
      await expect(page.getByRole('heading', { name: 'Willkommen, Paulina Daten' })).toBeVisible();
    });

    test('address: add, edit, log out from the address page (de)', async ({ page, request }) => {
      const email = `addr.${viewportName}.${Date.now()}@example.com`;
      await createCustomer(request, 'de', email, { firstName: 'Anton', lastName: 'Adresse' });
      await logIn(page, mobile, '/de/login/', email, PASSWORD);
      await expect(page).toHaveURL('/de/order-history/');
      await page.goto('/de/adresse/');
      await expect(page.getByRole('heading', { level: 2, name: 'Meine Adresse' })).toBeVisible();
      await main(page).getByRole('button', { name: 'Speichern', exact: true }).click();
      // Spec 5: company, street, zip and city are required in Germany; line 2 is optional.
      await expect(page.getByText('Bitte füllen Sie dieses Feld aus.')).toHaveCount(6);
      await main(page).getByLabel('Vorname', { exact: true }).fill('Anton');
      await main(page).getByLabel('Nachname', { exact: true }).fill('Adresse');
      await main(page).getByLabel('Firma', { exact: true }).fill('Muster GmbH');
      await main(page).getByLabel('Straße', { exact: true }).fill('Hauptstraße 5');
      await main(page).getByLabel('PLZ', { exact: true }).fill('10115');
      await main(page).getByLabel('Ort', { exact: true }).fill('Berlin');
      await main(page).getByRole('button', { name: 'Speichern', exact: true }).click();
      await expect(page.getByText('Ihre Änderungen wurden gespeichert.')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.reload();
      await expect(main(page).getByLabel('Straße', { exact: true })).toHaveValue('Hauptstraße 5');
      await main(page).getByLabel('Straße', { exact: true }).fill('Nebenstraße 7');
      await main(page)
        .getByLabel('Hausnummer oder Wohnung (optional)', { exact: true })
        .fill('3. OG');
      await main(page).getByRole('button', { name: 'Speichern', exact: true }).click();
      await expect(page.getByText('Ihre Änderungen wurden gespeichert.')).toBeVisible();
      await page.reload();
      await expect(main(page).getByLabel('Straße', { exact: true })).toHaveValue('Nebenstraße 7');
      await expect(
        main(page).getByLabel('Hausnummer oder Wohnung (optional)', { exact: true }),
      ).toHaveValue('3. OG');

      const token = await sessionToken(page);
      await main(page).getByRole('button', { name: 'Abmelden', exact: true }).click();
      await expect(page).toHaveURL('/de/login/');
      expect(await tokenCustomer(request, token)).toBeNull();
    });

    test('address in Spain: company and line 2 optional (es)', async ({ page, request }) => {
      const email = `dir.${viewportName}.${Date.now()}@example.com`;
      await createCustomer(request, 'es', email, { firstName: 'Elena', lastName: 'Dirección' });
      await logIn(page, mobile, '/es/iniciar-sesion/', email, PASSWORD);
      await expect(page).toHaveURL('/es/historial-de-pedidos/');
      await page
        .getByRole('navigation', { name: 'Mi cuenta' })
        .getByRole('link', { name: 'Dirección' })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: 'Mi dirección' })).toBeVisible();
      await main(page).getByLabel('Nombre', { exact: true }).fill('Elena');
      await main(page).getByLabel('Apellidos', { exact: true }).fill('Dirección');
      await main(page).getByLabel('Calle', { exact: true }).fill('Calle Mayor 1');
      await main(page).getByLabel('Código postal', { exact: true }).fill('28013');
      await main(page).getByLabel('Ciudad', { exact: true }).fill('Madrid');
      await main(page).getByRole('button', { name: 'Guardar', exact: true }).click();
      await expect(page.getByText('Los cambios se han guardado.')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('change password, old session ends, log in with the new one (fr)', async ({
      page,
      request,
    }) => {
      const email = `pwd.${viewportName}.${Date.now()}@example.com`;
      await createCustomer(request, 'de', email, { firstName: 'Claire', lastName: 'Motdepasse' });
      await logIn(page, mobile, '/fr/connexion/', email, PASSWORD);
      await expect(page).toHaveURL(/\/fr\/historique-des-commandes\/$/);
      const oldToken = await sessionToken(page);
      await page
        .getByRole('navigation', { name: 'Mon compte' })
        .getByRole('link', { name: 'Modifier le mot de passe' })
        .click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Modifier le mot de passe' }),
      ).toBeVisible();
      await main(page).getByLabel('Nouveau mot de passe', { exact: true }).fill('hiver2027');
      await main(page)
        .getByRole('button', { name: 'Enregistrer le mot de passe', exact: true })
        .click();
      await expect(page.locator('[id$="-password-error"]')).toBeVisible();
      await main(page).getByLabel('Nouveau mot de passe', { exact: true }).fill('Hiver#2027');
      await main(page).getByLabel('Répéter le mot de passe', { exact: true }).fill('Hiver#2027');
      await main(page)
        .getByRole('button', { name: 'Enregistrer le mot de passe', exact: true })
        .click();
      await expect(page.getByText('Votre nouveau mot de passe a été enregistré.')).toBeVisible();
      await expectNoAxeViolations(page);

      // The old token is dead; the shopper carries on with a fresh session.
      expect(await tokenCustomer(request, oldToken)).toBeNull();
      const newToken = await sessionToken(page);
      expect(newToken).not.toBe(oldToken);
      await page.reload();
      await expect(
        page.getByRole('heading', { name: 'Bienvenue, Claire Motdepasse' }),
      ).toBeVisible();

      await page.context().clearCookies();
      await logIn(page, mobile, '/fr/connexion/', email, PASSWORD);
      await expect(main(page).getByRole('alert')).toBeVisible();
      await logIn(page, mobile, '/fr/connexion/', email, 'Hiver#2027');
      await expect(page).toHaveURL(/\/fr\/historique-des-commandes\/$/);
    });

    test('activation link, create password, logged in (de)', async ({ page, request }) => {
      const email = `invite.${viewportName}.${Date.now()}@example.com`;
      await operatorCommand(request, [
        'customers:invite',
        '--email',
        email,
        '--first-name',
        'Ina',
        '--last-name',
        'Eingeladen',
      ]);
      const link = await mailedLink(request, email, 'customer-activation');
      await page.goto(link);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Kundenkonto aktivieren' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await main(page).getByLabel('Neues Passwort', { exact: true }).fill('Sommer#2026');
      await main(page).getByLabel('Passwort wiederholen', { exact: true }).fill('Sommer#2025');
      await main(page).getByRole('button', { name: 'Konto aktivieren', exact: true }).click();
      await expect(page.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();
      await main(page).getByLabel('Passwort wiederholen', { exact: true }).fill('Sommer#2026');
      await main(page).getByRole('button', { name: 'Konto aktivieren', exact: true }).click();
      await expect(page).toHaveURL('/de/order-history/');
      await expect(page.getByRole('heading', { name: 'Willkommen, Ina Eingeladen' })).toBeVisible();

      // The link is used up: a second activation is not successful (spec 8).
      await page.context().clearCookies();
      await page.goto(link);
      await main(page).getByLabel('Neues Passwort', { exact: true }).fill('Sommer#2027');
      await main(page).getByLabel('Passwort wiederholen', { exact: true }).fill('Sommer#2027');
      await main(page).getByRole('button', { name: 'Konto aktivieren', exact: true }).click();
      await expect(main(page).getByRole('alert')).toHaveText(
        'Die Aktivierung war nicht erfolgreich.',
      );
    });

    test('decline the invitation (es)', async ({ page, request }) => {
      const email = `decline.${viewportName}.${Date.now()}@example.com`;
      await operatorCommand(request, ['customers:invite', '--email', email, '--store', 'es']);
      const link = await mailedLink(request, email, 'customer-activation');
      await page.goto(link);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Activar tu cuenta' }),
      ).toBeVisible();
      await main(page).getByRole('button', { name: 'Rechazar la invitación', exact: true }).click();
      await expect(main(page).getByRole('status')).toHaveText(
        'Has rechazado la invitación. Tu cuenta no se ha activado.',
      );
      await expectNoAxeViolations(page);
      // Declined, the link activates nothing any more.
      await page.goto(link);
      await main(page).getByLabel('Nueva contraseña', { exact: true }).fill('Verano#2026');
      await main(page).getByLabel('Repetir contraseña', { exact: true }).fill('Verano#2026');
      await main(page).getByRole('button', { name: 'Activar cuenta', exact: true }).click();
      await expect(main(page).getByRole('alert')).toHaveText('Error de activación');
    });

    test('order detail of a demo order: lines, tracking, return offer (de)', async ({
      page,
      request,
    }) => {
      const email = `orders.${viewportName}.${Date.now()}@example.com`;
      await createCustomer(request, 'de', email, { firstName: 'Olga', lastName: 'Order' });
      await operatorCommand(request, ['orders:create-demo', '--email', email]);
      await logIn(page, mobile, '/de/login/', email, PASSWORD);
      await expect(page).toHaveURL('/de/order-history/');
      const details = page.getByRole('link', { name: /^Details zur Bestellung/ });
      await expect(details).toHaveCount(3);
      await expect(page.getByText('Sendungsnummer').first()).toBeVisible();
      await expectNoAxeViolations(page);

      // The delivered order is the one with tracking; open each until found.
      const count = await details.count();
      let found = false;
      for (let index = 0; index < count && !found; index += 1) {
        await page
          .getByRole('link', { name: /^Details zur Bestellung/ })
          .nth(index)
          .click();
        await expect(page.getByRole('link', { name: 'Zurück zur Bestellübersicht' })).toBeVisible();
        const tracking = page.getByRole('link', { name: /^00340434/ });
        found = (await tracking.count()) === 1;
        if (found) {
          await expect(tracking).toHaveAttribute('href', /^https:\/\/www\.dhl\.de\//);
          await expect(page.getByText('Versandt')).toBeVisible();
          const table = page.getByRole('table');
          for (const column of [
            'Artikel',
            'Artikelnummer',
            'Farbe',
            'Einzelpreis',
            'Menge',
            'Summe',
          ]) {
            await expect(
              table.getByRole('columnheader', { name: column, exact: true }),
            ).toBeVisible();
          }
          const heading = await main(page).getByRole('heading', { level: 2 }).textContent();
          const number = heading?.replace('Bestellnummer ', '') ?? '';
          await expect(
            page.getByRole('link', { name: `Artikel aus Bestellung ${number} zurücksenden` }),
          ).toHaveAttribute(
            'href',
            new RegExp(`^mailto:.+Bestellung%20${number.replace('#', '%23')}`),
          );
          await expectNoAxeViolations(page);
        }
        await page.getByRole('link', { name: 'Zurück zur Bestellübersicht' }).click();
        await expect(page).toHaveURL('/de/order-history/');
      }
      expect(found).toBe(true);
    });
  });
}

test('personal data works without script (de)', async ({ browser, request }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': '198.19.0.1' },
  });
  const page = await context.newPage();
  const email = `pers.nojs.${Date.now()}@example.com`;
  await createCustomer(request, 'de', email, { firstName: 'Nils', lastName: 'Ohne' });
  await logIn(page, false, '/de/login/', email, PASSWORD);
  await expect(page).toHaveURL('/de/order-history/');
  await page.goto('/de/persoenliche-daten/');
  await main(page).getByLabel('Telefon (optional)', { exact: true }).fill('12345');
  await main(page).getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(
    page.getByText(
      'Bitte geben Sie die Telefonnummer im internationalen Format ein, z. B. +49301234567.',
    ),
  ).toBeVisible();
  await main(page).getByLabel('Telefon (optional)', { exact: true }).fill('+4915112345678');
  await main(page).getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Ihre persönlichen Daten wurden gespeichert.')).toBeVisible();
  await context.close();
});

test('account pages send a visitor without a session to login (de)', async ({ page }) => {
  for (const path of ['/de/persoenliche-daten/', '/de/adresse/', '/de/passwort-aendern/']) {
    await page.goto(path);
    await expect(page).toHaveURL('/de/login/');
  }
});

test.describe('account security', () => {
  test.describe.configure({ timeout: 90_000 });

  test('CRM getUser answers only the logged-in user about themselves', async ({
    page,
    request,
  }) => {
    const email = `crm.${Date.now()}@example.com`;
    await createCustomer(request, 'de', email, { firstName: 'Carla', lastName: 'Crm' });
    const anonymous = await request.post('/api/salesforce/getUser', { data: { email } });
    expect(anonymous.status()).toBe(401);

    await logIn(page, false, '/de/login/', email, PASSWORD);
    await expect(page).toHaveURL('/de/order-history/');
    // The account page asks for the CRM user by itself (spec 7).
    const crmCall = page.waitForResponse((response) =>
      response.url().endsWith('/api/salesforce/getUser'),
    );
    await page.goto('/de/persoenliche-daten/');
    expect((await crmCall).status()).toBe(200);

    const own = await page.request.post('/api/salesforce/getUser', { data: { email } });
    expect(own.status()).toBe(200);
    expect((await own.json()).user).toMatchObject({ email, firstName: 'Carla', lastName: 'Crm' });
    const other = await page.request.post('/api/salesforce/getUser', {
      data: { email: 'someone.else@example.com' },
    });
    expect(other.status()).toBe(403);
    const crossSite = await page.request.post('/api/salesforce/getUser', {
      data: { email },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status()).toBe(403);
    const bad = await page.request.post('/api/salesforce/getUser', { data: { mail: 1 } });
    expect(bad.status()).toBe(400);
  });

  test('a cross-site post to a server action or the logout route changes nothing', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = `csrf.${Date.now()}@example.com`;
    await createCustomer(request, 'de', email, { firstName: 'Cora', lastName: 'Csrf' });
    await logIn(page, false, '/de/login/', email, PASSWORD);
    await expect(page).toHaveURL('/de/order-history/');
    await page.goto('/de/persoenliche-daten/');
    // The form as a browser without script would post it, hidden action fields included.
    const fields = await main(page)
      .locator('form:has(input[name="phone"])')
      .evaluate((form) =>
        Array.from(form.querySelectorAll('input'))
          .filter((input) => input.name !== '')
          .map((input) => [input.name, input.value]),
      );
    const post = (origin: string, phone: string) =>
      page.request.post('/de/persoenliche-daten/', {
        headers: { origin },
        multipart: Object.fromEntries(
          fields.map(([name, value]) => [name, name === 'phone' ? phone : value]),
        ),
        maxRedirects: 0,
      });
    const forged = await post('https://evil.example', '+4915100000001');
    expect(forged.status()).toBe(403);
    await page.reload();
    await expect(main(page).getByLabel('Telefon (optional)', { exact: true })).toHaveValue('');
    // The same post from the shop's own origin is taken: the check, not the post, refused it.
    const own = await post(new URL(baseURL ?? '').origin, '+4915100000002');
    expect(own.status()).toBeLessThan(400);
    await page.reload();
    await expect(main(page).getByLabel('Telefon (optional)', { exact: true })).toHaveValue(
      '+4915100000002',
    );

    const token = await sessionToken(page);
    const logout = await page.request.post('/api/logout', {
      headers: { origin: 'https://evil.example' },
      form: { language: 'de', returnTo: '/de/' },
      maxRedirects: 0,
    });
    expect(logout.status()).toBe(403);
    expect(await tokenCustomer(request, token)).not.toBeNull();
  });

  test('forgot password answers alike for an existing and an unknown e-mail', async ({
    page,
    request,
  }) => {
    const known = `known.${Date.now()}@example.com`;
    const unknown = `unknown.${Date.now()}@example.com`;
    await createCustomer(request, 'de', known, { firstName: 'Kai', lastName: 'Known' });
    const answers: string[] = [];
    for (const email of [known, unknown]) {
      await page.goto('/de/login/');
      await main(page).getByRole('button', { name: 'Passwort vergessen?' }).click();
      const modal = page.getByRole('dialog', { name: 'Passwort zurücksetzen' });
      await modal.getByLabel('E-Mail-Adresse').fill(email);
      await modal.getByRole('button', { name: 'Link anfordern' }).click();
      const status = modal.getByRole('status');
      await expect(status).toContainText(email);
      answers.push((await status.textContent())?.replace(email, '<email>') ?? '');
    }
    expect(answers[0]).toBe(answers[1]);
  });

  test('login rate limit: repeated failures for one address stop even the right password', async ({
    page,
    request,
  }) => {
    const email = `limit.${Date.now()}@example.com`;
    await createCustomer(request, 'de', email, { firstName: 'Lia', lastName: 'Limit' });
    // The commerce service allows 10 attempts per account in 10 minutes.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await logIn(page, false, '/de/login/', email, `Falsch#${attempt}aA`);
      await expect(main(page).getByRole('alert')).toHaveText('Die Zugangsdaten sind nicht korrekt');
    }
    await logIn(page, false, '/de/login/', email, PASSWORD);
    await expect(main(page).getByRole('alert')).toHaveText(
      'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    );
    await expect(page).toHaveURL('/de/login/');
  });
});
