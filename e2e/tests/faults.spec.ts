import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type FaultSystem, startFaultSystem } from './fault-system';

/*
 * Fault journeys (issue 9) on a private copy of the shop: a slow search backend and, on
 * PostgreSQL (TEST_DATABASE_URL), the database going away and coming back.
 */
test.describe.configure({ mode: 'serial' });

const CATEGORY = '/de/blutdruckmessgeraete/';
/** The storefront waits 8 s for the search service; a page may take that plus rendering. */
const PAGE_BOUND_MS = 15_000;

let system: FaultSystem;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  system = await startFaultSystem();
});
test.afterAll(async () => {
  await system?.stop();
});

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map(({ id, help }) => ({ id, help }))).toEqual([]);
}

test('a slow search backend: the listing shows its error state in time, the rest of the page works', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The listing's answers hang for a minute; menu, snippets and the cart answer at once.
  system.slowSearch.paths = ['/search/page', '/search/search'];
  system.slowSearch.delayMs = 60_000;

  const startedAt = Date.now();
  // A sorting no other journey asks for, so no cached listing can answer.
  const response = await page.goto(`${system.storefrontUrl}${CATEGORY}?sort=priceDesc`, {
    timeout: PAGE_BOUND_MS + 5_000,
  });
  const tookMs = Date.now() - startedAt;
  expect(tookMs).toBeLessThan(PAGE_BOUND_MS);
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Die Produkte können gerade nicht angezeigt werden',
    }),
  ).toBeVisible();
  await expect(page.getByText(/^Fehler-ID: [0-9a-f-]{36}$/)).toBeVisible();
  // Header and footer are there and work: the menu, and the cart icon opens the flyout.
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('banner').getByRole('link', { name: 'Warenkorb', exact: true }).click();
  const flyout = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(flyout).toContainText('Ihr Warenkorb ist leer.');
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();

  // The backend is fast again: the same listing shows its products, no restart.
  system.slowSearch.delayMs = 0;
  await page.goto(`${system.storefrontUrl}${CATEGORY}?sort=priceDesc`);
  await expect(page.getByRole('heading', { level: 1, name: 'Blutdruckmessgeräte' })).toBeVisible();
  await expect(page.getByText(/^\d+ Produkte$/)).toBeVisible();
});

// Registered only where a PostgreSQL server is given: the embedded database cannot go away.
if (process.env.TEST_DATABASE_URL)
  test('the database goes away: a friendly 503 page and health 503; the shop recovers by itself', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const relay = system.databaseRelay;
    if (relay === null) throw new Error('fault system runs on the embedded database');
    expect((await page.goto(`${system.storefrontUrl}/de/`))?.status()).toBe(200);

    relay.interrupt();
    // The storefront notices within its health interval (2 s) plus the check's timeout.
    await expect
      .poll(async () => (await request.get(`${system.storefrontUrl}${CATEGORY}`)).status(), {
        timeout: 15_000,
      })
      .toBe(503);
    const health = await request.get(`${system.commerceUrl}/health`);
    expect(health.status()).toBe(503);
    expect(await health.json()).toMatchObject({ database: { status: 'down' } });

    const outage = await page.goto(`${system.storefrontUrl}${CATEGORY}?sort=priceAsc`);
    expect(outage?.status()).toBe(503);
    expect(outage?.headers()['retry-after']).toBe('30');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Der Shop ist gleich wieder für Sie da' }),
    ).toBeVisible();
    const body = await page.locator('body').textContent();
    expect(body).not.toMatch(/ECONN|Error:|at .*\(|postgres|stack/i);
    await expectNoAxeViolations(page);
    // In the shopper's language.
    await page.goto(`${system.storefrontUrl}/fr/`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'La boutique sera de retour dans un instant' }),
    ).toBeVisible();

    // The database returns: the same processes serve pages again, the reload link works.
    relay.restore();
    await expect
      .poll(async () => (await request.get(`${system.commerceUrl}/health`)).status(), {
        timeout: 15_000,
      })
      .toBe(200);
    await page.goto(`${system.storefrontUrl}${CATEGORY}`);
    await expect
      .poll(
        async () => {
          const answer = await page.reload();
          return answer?.status();
        },
        { timeout: 15_000 },
      )
      .toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Blutdruckmessgeräte' }),
    ).toBeVisible();
    await expect(page.getByText(/^\d+ Produkte$/)).toBeVisible();
  });
