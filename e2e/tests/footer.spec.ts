import { expect, test } from '@playwright/test';

test.describe('footer, desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows open link columns and a back-to-top button from 160 px of scroll', async ({
    page,
  }) => {
    await page.goto('/de/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Newsletter abonnieren' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Kundenservice' })).toBeVisible();
    await expect(footer.getByRole('img', { name: 'PayPal' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );

    const backToTop = page.getByRole('button', { name: 'Nach oben' });
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 150, behavior: 'instant' }));
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 160, behavior: 'instant' }));
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(backToTop).toBeHidden();
  });
});

test.describe('footer, mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('link columns collapse and expand', async ({ page }) => {
    await page.goto('/de/');
    const footer = page.getByRole('contentinfo');
    const toggle = footer.getByRole('button', { name: 'Service' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByRole('link', { name: 'Kundenservice' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.getByRole('link', { name: 'Kundenservice' })).toBeVisible();
  });
});
