import { expect, test } from '@playwright/test';
import { listedProducts } from './commerce-api';

test.describe('storefront smoke', () => {
  test('/de/ shows German product names from the catalog with euro prices', async ({
    page,
    request,
  }) => {
    const [first, second] = await listedProducts(request, 'de', 'de');
    const response = await page.goto('/de/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByText(first!.title, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(second!.title, { exact: true }).first()).toBeVisible();
    expect(first!.price.currency).toBe('EUR');
    await expect(page.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();
    await expect(page).toHaveTitle(/.+ \| .+/);
  });

  test('/fr/ shows the French names of the same products', async ({ page, request }) => {
    const [german] = await listedProducts(request, 'de', 'fr', 1);
    const [french] = await listedProducts(request, 'fr', 'fr', 1);
    expect(french!.title).not.toBe(german!.title);
    await page.goto('/fr/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText(french!.title, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(german!.title, { exact: true })).toHaveCount(0);
    await expect(page.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();
  });

  test('with the Swiss store selected, prices are in Swiss francs', async ({
    page,
    context,
    request,
  }) => {
    const [swiss] = await listedProducts(request, 'de', 'ch', 1);
    expect(swiss!.price.currency).toBe('CHF');
    await context.addCookies([
      {
        name: 'country',
        value: 'ch',
        url: `http://127.0.0.1:${process.env.E2E_STOREFRONT_PORT ?? 3100}`,
      },
    ]);
    await page.goto('/de/');
    await expect(page.getByText(/CHF/).first()).toBeVisible();
    await expect(page.getByText(/\d\s€/)).toHaveCount(0);
  });

  test('alternate-language links name every language', async ({ page }) => {
    await page.goto('/de/');
    const hreflangs = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(hreflangs).toEqual(
      expect.arrayContaining(['de', 'fr', 'en', 'nl', 'it', 'pl', 'es', 'x-default']),
    );
  });

  for (const [path, acceptLanguage, language, heading, home] of [
    ['/de/diese-seite-gibt-es-nicht', 'de-DE', 'de', 'Seite nicht gefunden', 'Zur Startseite'],
    ['/fr/page-inexistante', 'de-DE', 'fr', /page.*introuvable/i, /accueil/i],
    // An unknown language prefix has no language of its own: the browser's is used.
    ['/xx/unknown', 'it-IT', 'it', /pagina non trovata/i, /home|pagina iniziale/i],
  ] as const) {
    test(`an unknown URL ${path} answers 404 with the localized not-found page`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale: acceptLanguage });
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: home }).first()).toHaveAttribute(
        'href',
        `/${language}/`,
      );
      await expect(page.getByRole('button', { name: /./ }).first()).toBeVisible();
      await context.close();
    });
  }

  // Without JavaScript too: the first HTML of an unknown shop URL (a notFound() of the catalog
  // route, or an unknown product id) already carries the localized 404 page.
  for (const [path, language, heading] of [
    ['/de/diese-seite-gibt-es-nicht/', 'de', 'Seite nicht gefunden'],
    ['/fr/page-inexistante/', 'fr', /page.*introuvable/i],
    ['/de/p/999999999', 'de', 'Seite nicht gefunden'],
  ] as const) {
    test(`without JavaScript, ${path} answers 404 with the localized page`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: /./ }).first()).toBeVisible();
      await context.close();
    });
  }
});
