import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/*
 * The EMS guide content page defines a minimized header and footer in its main config
 * (spec 2.3): they replace the normal ones, with the 994 px breakpoint of spec 9.
 */
const GUIDE = '/de/ems-ratgeber/';

test.describe('minimized header and footer on desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('replace the normal ones, with inline links, coloured button and 24 px social icons', async ({
    page,
  }) => {
    await page.goto(GUIDE);
    await expect(page.getByRole('search')).toBeHidden();
    await expect(page.getByRole('button', { name: /^Sprache und Lieferland:/ })).toBeHidden();
    const header = page.locator('[data-minimized-header]');
    await expect(header.getByRole('link', { name: /Startseite/ })).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'Seitennavigation' });
    await expect(nav.getByRole('link', { name: 'EMS-Trainingsanzüge' })).toBeVisible();
    await expect(nav.getByText('Menü')).toBeHidden();
    const button = header.getByRole('link', { name: /Gutschein/ });
    await expect(button).toHaveAttribute('href', `${GUIDE}#newsletter`);
    await expect(button).toHaveCSS('background-color', 'rgb(253, 224, 71)');
    await expect(button).toHaveCSS('color', 'rgb(30, 27, 75)');

    const footer = page.locator('[data-minimized-footer]');
    await expect(footer).toBeVisible();
    await expect(page.locator('[data-site-footer]')).toBeHidden();
    const icon = footer.getByRole('list', { name: 'Folgen Sie uns' }).locator('img').first();
    await expect(icon).toHaveCSS('width', '24px');
  });

  test('the home page keeps the normal header and footer', async ({ page }) => {
    await page.goto('/de/');
    await expect(page.locator('[data-minimized-header]')).toHaveCount(0);
    await expect(page.locator('[data-site-header]')).toBeVisible();
    await expect(page.locator('[data-site-footer]')).toBeVisible();
  });
});

for (const width of [390, 993]) {
  test.describe(`minimized header at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('folds its links behind a toggle that an outside click closes', async ({ page }) => {
      await page.goto(GUIDE);
      const nav = page.getByRole('navigation', { name: 'Seitennavigation' });
      const link = nav.getByRole('link', { name: 'EMS-Trainingsanzüge' });
      await expect(link).toBeHidden();
      await nav.getByText('Menü').click();
      await expect(link).toBeVisible();
      await page.mouse.click(width / 2, 600);
      await expect(link).toBeHidden();
      // Escape closes it as well, focus staying on the toggle.
      await nav.getByText('Menü').click();
      await expect(link).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(link).toBeHidden();

      const icon = page.locator('[data-minimized-footer] img').first();
      await expect(icon).toHaveCSS('width', '27px');
    });
  });
}

const GUIDES = { de: GUIDE, pl: '/pl/poradnik-ems/' } as const;

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test.describe(`accessibility of the EMS guide, ${name}`, () => {
    test.use({ viewport });

    for (const [language, path] of Object.entries(GUIDES)) {
      test(`axe finds no violations on the ${language} guide, nor in its video consent modal`, async ({
        page,
      }) => {
        await page.goto(path);
        const violations = async () =>
          (await new AxeBuilder({ page }).analyze()).violations.map(({ id, nodes }) => ({
            id,
            targets: nodes.map((node) => node.target.join(' ')),
          }));
        expect(await violations()).toEqual([]);
        await page.locator('main button[aria-haspopup="dialog"]').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await violations()).toEqual([]);
      });
    }
  });
}
