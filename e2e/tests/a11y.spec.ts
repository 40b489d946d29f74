import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const;

const PAGES = [
  ['home page', (language: string) => `/${language}/`, 200],
  ['404 page', (language: string) => `/${language}/gibt-es-nicht-${language}`, 404],
] as const;

for (const [viewportName, viewport] of VIEWPORTS) {
  test.describe(`accessibility, ${viewportName}`, () => {
    test.use({ viewport });

    for (const language of ['de', 'pl']) {
      for (const [pageName, pathIn, status] of PAGES) {
        test(`axe finds no violations on the ${language} ${pageName}`, async ({ page }) => {
          const response = await page.goto(pathIn(language));
          expect(response?.status()).toBe(status);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          const results = await new AxeBuilder({ page }).analyze();
          expect(
            results.violations.map(({ id, help, nodes }) => ({
              id,
              help,
              targets: nodes.map((node) => node.target.join(' ')),
            })),
          ).toEqual([]);
        });
      }
    }
  });
}
