import { expect, test } from '@playwright/test';

/* The header's user icon with its hover menu (spec 2.3, 2.5), logged out and logged in. */

test.use({ viewport: { width: 1280, height: 800 } });

test('logged out, the account menu offers login and register on the localized login route', async ({
  page,
}) => {
  await page.goto('/de/');
  const banner = page.getByRole('banner');
  const menu = banner.getByRole('navigation', { name: 'Kundenkonto' });
  await expect(menu).toBeHidden();
  await banner.getByRole('link', { name: 'Mein Konto' }).hover();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/login/');
  await expect(menu.getByRole('link', { name: 'Registrieren' })).toHaveAttribute(
    'href',
    '/de/login/#register',
  );
  await expect(menu.getByRole('button', { name: 'Abmelden' })).toHaveCount(0);

  // Keyboard users reach the same links: focus inside keeps the menu open.
  await page.mouse.move(10, 700);
  await expect(menu).toBeHidden();
  await banner.getByRole('link', { name: 'Mein Konto' }).focus();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Anmelden' })).toBeFocused();
  await expect(menu).toBeVisible();
});

test('logged in, it offers the account pages and logout, which ends the session', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'customerAccessToken', value: 'demo-token', url: baseURL }]);
  await page.goto('/fr/');
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: 'Mon compte' }).hover();
  const menu = banner.getByRole('navigation', { name: 'Compte client' });
  await expect(menu.getByRole('link', { name: 'Mes commandes' })).toHaveAttribute(
    'href',
    '/fr/historique-des-commandes/',
  );
  await expect(menu.getByRole('link', { name: 'Données personnelles' })).toBeVisible();
  // France is a single sign-on store, but the mode is off (SINGLE_SIGN_ON, default off):
  // the shop's own address and password pages are offered.
  await expect(menu.getByRole('link', { name: 'Modifier le mot de passe' })).toHaveAttribute(
    'href',
    '/fr/modifier-le-mot-de-passe/',
  );
  await expect(menu.getByRole('link', { name: 'Se connecter' })).toHaveCount(0);

  // The logout form posts and comes back to the same URL: the page loads again, logged out.
  const backHome = page.waitForEvent('load');
  await menu.getByRole('button', { name: 'Se déconnecter' }).click();
  await backHome;
  await expect(page).toHaveURL(/\/fr\/$/);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'customerAccessToken')).toBeUndefined();
  await banner.getByRole('link', { name: 'Mon compte' }).hover();
  await expect(menu.getByRole('link', { name: 'Se connecter' })).toBeVisible();
});

test('logout refuses a return path on another site', async ({ request }) => {
  const response = await request.post('/api/logout', {
    form: { language: 'de', returnTo: 'https://evil.example/' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
});
