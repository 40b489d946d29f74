import { expect, type Locator, type Page, test } from '@playwright/test';

/*
 * Every modal of the shell (spec 2.6): it closes on Escape, on a click outside and through
 * its close button, locks page scrolling while open, and gives focus back to its opener.
 */

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const;

/** The EMS guide content page embeds a video behind the consent modal. */
const VIDEO_PAGE = '/de/ems-ratgeber/';

interface ShellModal {
  name: string;
  /** Viewports where the modal exists (the slide-in menu only below 992 px). */
  only?: 'mobile';
  path: string;
  /** Brings the opener into view and returns it. */
  opener: (page: Page, mobile: boolean) => Promise<Locator>;
  dialog: (page: Page) => Locator;
  /** Where a click lands outside the dialog. */
  outside: (viewport: { width: number; height: number }) => { x: number; y: number };
  closeButtonName: string;
}

const bottomCentre = ({ width, height }: { width: number; height: number }) => ({
  x: width / 2,
  y: height - 10,
});

const MODALS: ShellModal[] = [
  {
    name: 'language and delivery-country selector',
    path: '/de/',
    opener: async (page, mobile) => {
      if (mobile) await page.getByRole('button', { name: 'Menü öffnen' }).click();
      const scope = mobile ? page.getByRole('dialog', { name: 'Menü' }) : page.getByRole('banner');
      return scope.getByRole('button', { name: /^Sprache und Lieferland:/ });
    },
    dialog: (page) => page.getByRole('dialog', { name: 'Sprache und Lieferland' }),
    outside: bottomCentre,
    closeButtonName: 'Schließen',
  },
  {
    name: 'video consent',
    path: VIDEO_PAGE,
    opener: async (page) => {
      const opener = page.getByRole('button', { name: /^Video abspielen:/ });
      await opener.scrollIntoViewIfNeeded();
      return opener;
    },
    dialog: (page) => page.getByRole('dialog', { name: 'Eingebettete Inhalte zulassen?' }),
    outside: bottomCentre,
    closeButtonName: 'Schließen',
  },
  {
    name: 'slide-in menu',
    only: 'mobile',
    path: '/de/',
    opener: async (page) => page.getByRole('button', { name: 'Menü öffnen' }),
    dialog: (page) => page.getByRole('dialog', { name: 'Menü' }),
    // The drawer leaves a strip of backdrop on the right.
    outside: ({ width, height }) => ({ x: width - 10, y: height / 2 }),
    closeButtonName: 'Menü schließen',
  },
];

for (const [viewportName, viewport] of VIEWPORTS) {
  test.describe(`modals at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    const mobile = viewportName === 'mobile';

    for (const modal of MODALS) {
      if (modal.only === 'mobile' && !mobile) continue;

      test(`the ${modal.name} closes by Escape, outside click and close button`, async ({
        page,
      }) => {
        await page.goto(modal.path);
        const dialog = modal.dialog(page);
        const closeWays: [string, () => Promise<void>][] = [
          ['Escape', () => page.keyboard.press('Escape')],
          [
            'outside click',
            async () => {
              const { x, y } = modal.outside(viewport);
              await page.mouse.click(x, y);
            },
          ],
          [
            'close button',
            () => dialog.getByRole('button', { name: modal.closeButtonName }).click(),
          ],
        ];
        for (const [way, close] of closeWays) {
          const opener = await modal.opener(page, mobile);
          await opener.click();
          await expect(dialog, `open before ${way}`).toBeVisible();
          await expect(dialog).toHaveAttribute('aria-modal', 'true');
          await expect(page.locator('body')).toHaveClass(/no-scroll/);
          // Focus moves into the dialog shortly after it opens.
          await expect(dialog.locator(':focus')).toHaveCount(1);
          await close();
          await expect(dialog, `closed by ${way}`).toBeHidden();
          await expect(opener, `focus back on the opener after ${way}`).toBeFocused();
          // On mobile the locale selector's opener sits in the slide-in menu: close that too.
          if (mobile && modal.name.startsWith('language')) await page.keyboard.press('Escape');
          await expect(page.locator('body')).not.toHaveClass(/no-scroll/);
        }
      });
    }

    test('nothing is embedded before consent; "only this" is remembered for this video', async ({
      page,
    }) => {
      const embedRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/media/content/video/')) embedRequests.push(request.url());
      });
      await page.goto(VIDEO_PAGE);
      const opener = page.getByRole('button', { name: /^Video abspielen:/ });
      await expect(opener).toBeVisible();
      await expect(page.locator('main iframe')).toHaveCount(0);
      expect(embedRequests).toEqual([]);

      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Eingebettete Inhalte zulassen?' });
      await expect(dialog).toContainText('Vitalora');
      await dialog.getByRole('button', { name: 'Nur diesen Inhalt zulassen' }).click();
      await expect(dialog).toBeHidden();
      const video = page.frameLocator('main iframe');
      await expect(page.locator('main iframe')).toHaveAttribute('title', /^Video:/);
      await expect(video.locator('svg')).toBeVisible();
      expect(embedRequests.length).toBeGreaterThan(0);

      await page.reload();
      await expect(page.locator('main iframe'), 'remembered after a reload').toHaveCount(1);
      await expect(page.getByRole('button', { name: /^Video abspielen:/ })).toHaveCount(0);
      const stored = await page.evaluate(() => localStorage.getItem('videoConsent'));
      expect(JSON.parse(stored ?? '{}')).toMatchObject({ all: false });
    });

    test('"allow all embedded content" is remembered for every video', async ({ page }) => {
      await page.goto(VIDEO_PAGE);
      await page.getByRole('button', { name: /^Video abspielen:/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Eingebettete Inhalte zulassen?' });
      await dialog.getByRole('button', { name: 'Alle eingebetteten Inhalte zulassen' }).click();
      await expect(page.locator('main iframe')).toHaveCount(1);
      await expect(page.locator('main iframe')).toBeFocused();
      const stored = await page.evaluate(() => localStorage.getItem('videoConsent'));
      expect(JSON.parse(stored ?? '{}')).toMatchObject({ all: true });
      await page.reload();
      await expect(page.locator('main iframe'), 'remembered after a reload').toHaveCount(1);
    });
  });
}
