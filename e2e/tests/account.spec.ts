import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { COMMERCE_URL } from './commerce-api';

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const;

const PASSWORD = 'Sommer#2026';

/** The Spanish shop's account texts (spec 8 gives the wrong-login one verbatim). */
const ES = {
  login: '/es/iniciar-sesion/',
  orderHistory: '/es/historial-de-pedidos/',
  registerTab: 'Registrarse',
  loginSection: 'Ya soy cliente',
  registerSection: 'Soy nuevo aquí',
};

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

/** The form area of login or register: a tab panel on mobile, a section on desktop. */
async function accountArea(page: Page, mobile: boolean, which: 'login' | 'register') {
  if (!mobile) {
    return page.getByRole('region', {
      name: which === 'login' ? ES.loginSection : ES.registerSection,
    });
  }
  const tabName = which === 'login' ? 'Iniciar sesión' : ES.registerTab;
  await page.getByRole('tab', { name: tabName }).click();
  await expect(page.getByRole('tab', { name: tabName })).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel');
}

for (const [viewportName, viewport] of VIEWPORTS) {
  const mobile = viewportName === 'mobile';

  test.describe(`customer account, ${viewportName}`, () => {
    test.use({ viewport });
    // Journeys with several server round trips and axe runs.
    test.describe.configure({ timeout: 60_000 });

    test('register, order history, logout, wrong and right login (es)', async ({
      page,
      context,
    }) => {
      const email = `ana.${viewportName}.${Date.now()}@example.com`;
      await page.goto(ES.login);
      await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
      // Spec 2.5: under 768 px only the active tab, wider both side by side.
      if (mobile) {
        await expect(page.getByRole('tabpanel')).toHaveCount(1);
      } else {
        await expect(page.getByRole('tab')).toHaveCount(0);
        await expect(page.getByRole('region', { name: ES.loginSection })).toBeVisible();
        await expect(page.getByRole('region', { name: ES.registerSection })).toBeVisible();
      }

      const register = await accountArea(page, mobile, 'register');
      await register.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect(register.getByText('Introduce tu nombre.')).toBeVisible();
      await expect(register.getByText('Introduce tus apellidos.')).toBeVisible();
      await expect(register.getByText('Introduce tu correo electrónico.')).toBeVisible();
      await register.getByLabel('Nombre').fill('Ana');
      await register.getByLabel('Apellidos').fill('Prueba');
      await register.getByLabel('Correo electrónico').fill(email);
      await register.getByLabel('Contraseña').fill('sommer2026');
      await register.getByRole('button', { name: 'Crear cuenta' }).click();
      // Uppercase and special fail; only the later one in the spec's order is shown.
      await expect(
        register.getByText('La contraseña debe contener un carácter especial'),
      ).toBeVisible();
      await expect(register.getByText('La contraseña debe contener una mayúscula.')).toHaveCount(0);
      await register.getByLabel('Contraseña').fill(PASSWORD);
      await register.getByRole('button', { name: 'Crear cuenta' }).click();

      const success = page.getByRole('dialog', { name: 'Registro completado' });
      await expect(success).toBeVisible();
      await expect(success).toContainText('¡Bienvenido, Ana!');
      // The sign_up tracking event (spec 4) reached the data layer, once.
      const signUps = await page.evaluate(
        () =>
          ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
            (entry) => entry.event === 'sign_up',
          ).length,
      );
      expect(signUps).toBe(1);
      await success.getByRole('link', { name: 'Ir a mi cuenta' }).click();
      await expect(page).toHaveURL(ES.orderHistory);
      await expect(page.getByRole('heading', { name: 'Bienvenido, Ana Prueba' })).toBeVisible();
      await expect(page.getByText('Todavía no has realizado ningún pedido.')).toBeVisible();

      const session = (await context.cookies()).find(
        (cookie) => cookie.name === 'customerAccessToken',
      );
      expect(session?.httpOnly).toBe(true);
      expect(session?.sameSite).toBe('Lax');
      // Issue 9: whole shop; not Secure on plain http://127.0.0.1 (Secure elsewhere).
      expect(session).toMatchObject({ path: '/', secure: false });
      // It ends with the token, not with the browser session.
      expect(session?.expires ?? -1).toBeGreaterThan(Date.now() / 1000);
      expect(await page.evaluate(() => document.cookie)).not.toContain('customerAccessToken');

      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await expect(page).toHaveURL(ES.login);
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(
        'customerAccessToken',
      );
      await page.goto(ES.orderHistory);
      await expect(page).toHaveURL(ES.login);

      const login = await accountArea(page, mobile, 'login');
      await login.getByLabel('Correo electrónico').fill(email);
      await login.getByLabel('Contraseña').fill('Falsch#2026');
      await login.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(login.getByRole('alert')).toHaveText('Datos de acceso incorrectos');
      await expectNoAxeViolations(page);
      await expect(login.getByLabel('Correo electrónico')).toHaveValue(email);

      await login.getByLabel('Contraseña').fill(PASSWORD);
      await login.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page).toHaveURL(ES.orderHistory);
      await expect(page.getByRole('heading', { name: 'Bienvenido, Ana Prueba' })).toBeVisible();
      await expectNoAxeViolations(page);

      // Logged in, the account page sends the visitor to the order history (spec 2.5).
      await page.goto(ES.login);
      await expect(page).toHaveURL(ES.orderHistory);
    });

    test('an e-mail already in use gets its message (de)', async ({ page }) => {
      const email = `taken.${viewportName}.${Date.now()}@example.com`;
      for (const attempt of [1, 2]) {
        await page.goto('/de/login/');
        if (mobile) await page.getByRole('tab', { name: 'Registrieren' }).click();
        const register = mobile
          ? page.getByRole('tabpanel')
          : page.getByRole('region', { name: 'Ich bin neu hier' });
        await register.getByLabel('Vorname').fill('Tom');
        await register.getByLabel('Nachname').fill('Test');
        await register.getByLabel('E-Mail-Adresse').fill(email);
        await register.getByLabel('Passwort').fill(PASSWORD);
        await register.getByRole('button', { name: 'Konto erstellen' }).click();
        if (attempt === 1) {
          await expect(
            page.getByRole('dialog', { name: 'Registrierung erfolgreich' }),
          ).toBeVisible();
          await page.context().clearCookies();
        } else {
          await expect(register.getByRole('alert')).toHaveText(
            'Diese E-Mail-Adresse wird bereits verwendet',
          );
        }
      }
    });

    test('forgot password, mailed link, reset page, into the account (de)', async ({
      page,
      request,
    }) => {
      const email = `reset.${viewportName}.${Date.now()}@example.com`;
      await page.goto('/de/login/');
      if (mobile) await page.getByRole('tab', { name: 'Registrieren' }).click();
      const register = mobile
        ? page.getByRole('tabpanel')
        : page.getByRole('region', { name: 'Ich bin neu hier' });
      await register.getByLabel('Vorname').fill('Rita');
      await register.getByLabel('Nachname').fill('Reset');
      await register.getByLabel('E-Mail-Adresse').fill(email);
      await register.getByLabel('Passwort').fill(PASSWORD);
      await register.getByRole('button', { name: 'Konto erstellen' }).click();
      await expect(page.getByRole('dialog', { name: 'Registrierung erfolgreich' })).toBeVisible();
      await page.context().clearCookies();

      await page.goto('/de/login/');
      await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
      const modal = page.getByRole('dialog', { name: 'Passwort zurücksetzen' });
      await expect(modal.getByRole('button', { name: 'Link anfordern' })).toBeDisabled();
      await modal.getByLabel('E-Mail-Adresse').fill(email);
      await modal.getByRole('button', { name: 'Link anfordern' }).click();
      await expect(modal.getByRole('status')).toContainText(email);
      await expectNoAxeViolations(page);

      let link: string | undefined;
      await expect
        .poll(
          async () => {
            const response = await request.get(
              `${COMMERCE_URL}/dev/mailbox/messages?to=${encodeURIComponent(email)}`,
            );
            const body: { messages: { kind: string; links: string[] }[] } = await response.json();
            const mail = body.messages.find((message) => message.kind === 'customer-reset');
            link = mail?.links.find((candidate) => candidate.includes('token='));
            return link !== undefined;
          },
          { timeout: 10_000 },
        )
        .toBe(true);
      await page.goto(link ?? '');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' }),
      ).toBeVisible();
      await page.getByLabel('Neues Passwort').fill('Winter#2027');
      await page.getByLabel('Passwort wiederholen').fill('Winter#2028');
      await page.getByRole('button', { name: 'Passwort speichern' }).click();
      await expect(page.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();
      await page.getByLabel('Passwort wiederholen').fill('Winter#2027');
      await page.getByRole('button', { name: 'Passwort speichern' }).click();
      await expect(page).toHaveURL('/de/order-history/');
      await expect(page.getByRole('heading', { name: 'Willkommen, Rita Reset' })).toBeVisible();
    });

    const AXE_PAGES = [
      ['de account page', '/de/login/'],
      ['pl account page', '/pl/logowanie/'],
      ['de reset page without a valid link', '/de/passwort-zuruecksetzen/'],
    ] as const;
    for (const [name, path] of AXE_PAGES) {
      test(`axe finds no violations on the ${name}`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', path.slice(1, 3));
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe('customer account without script', () => {
  test.use({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });

  test('register, log out, wrong and right login work as plain form posts (de)', async ({
    page,
  }) => {
    const email = `nojs.${Date.now()}@example.com`;
    await page.goto('/de/login/');
    // Before any script, both forms show side by side on a wide screen.
    const register = page.getByRole('tabpanel', { name: 'Registrieren' });
    await register.getByLabel('Vorname').fill('Nora');
    await register.getByLabel('Nachname').fill('Skript');
    await register.getByLabel('E-Mail-Adresse').fill(email);
    await register.getByLabel('Passwort').fill(PASSWORD);
    await register.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByRole('heading', { name: 'Registrierung erfolgreich' })).toBeVisible();
    await page.getByRole('link', { name: 'Zu meinem Konto' }).click();
    await expect(page).toHaveURL('/de/order-history/');
    await expect(page.getByRole('heading', { name: 'Willkommen, Nora Skript' })).toBeVisible();

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL('/de/login/');
    const login = page.getByRole('tabpanel', { name: 'Anmelden' });
    await login.getByLabel('E-Mail-Adresse').fill(email);
    await login.getByLabel('Passwort').fill('Falsch#2026');
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Die Zugangsdaten sind nicht korrekt')).toBeVisible();
    await page.getByRole('tabpanel', { name: 'Anmelden' }).getByLabel('Passwort').fill(PASSWORD);
    await page
      .getByRole('tabpanel', { name: 'Anmelden' })
      .getByRole('button', { name: 'Anmelden' })
      .click();
    await expect(page).toHaveURL('/de/order-history/');
  });
});
