import { expect, test } from '@playwright/test';

test.describe('selector modal on a touch device', () => {
  test('a downward swipe of more than 100 px closes the selector modal', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto('/de/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const trigger = page
      .getByRole('dialog', { name: 'Menü' })
      .getByRole('button', { name: /^Sprache und Lieferland:/ });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Sprache und Lieferland' });
    await expect(dialog).toBeVisible();
    const swipe = async (fromY: number, toY: number) => {
      await dialog.dispatchEvent('touchstart', {
        touches: [{ identifier: 1, clientX: 200, clientY: fromY }],
      });
      await dialog.dispatchEvent('touchend', {
        touches: [],
        changedTouches: [{ identifier: 1, clientX: 200, clientY: toY }],
      });
    };
    await swipe(200, 280);
    await page.waitForTimeout(400);
    await expect(dialog, 'an 80 px swipe keeps it open').toBeVisible();
    await swipe(200, 320);
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await context.close();
  });
});
