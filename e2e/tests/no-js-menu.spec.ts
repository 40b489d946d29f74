import { expect, test } from '@playwright/test';

/* Below 992 px the menu button works without JavaScript (spec 2.3; issue 5). */

test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

test('without JavaScript the menu button opens the category list', async ({ page }) => {
  await page.goto('/de/');
  const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
  await expect(nav).toBeHidden();
  await page.getByRole('link', { name: 'Menü öffnen' }).click();
  await expect(page).toHaveURL(/#site-menu$/);
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Blutdruckmessgeräte' })).toBeVisible();
});
