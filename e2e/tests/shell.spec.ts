import { expect, type Locator, type Page, test } from '@playwright/test';
import { listedProducts, liveInfoLinks, liveMenu, liveSuggestions } from './commerce-api';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

/** Presses Tab from where focus is until `target` has it: the path a keyboard user takes. */
async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The language and delivery-country button: in the header, or in the mobile menu. */
async function openSelectorTrigger(page: Page, mobile: boolean): Promise<Locator> {
  if (mobile) await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const scope = mobile ? page.getByRole('dialog', { name: 'Menü' }) : page.getByRole('banner');
  return scope.getByRole('button', { name: /^Sprache und Lieferland:/ });
}

test.describe('desktop header', () => {
  test.use({ viewport: DESKTOP });

  test('a mega-menu flyout opens on hover and closes when the mouse leaves', async ({
    page,
    request,
  }) => {
    const item = (await liveMenu(request, 'de')).find((entry) => entry.flyoutBanner);
    expect(item, 'the demo menu has an item with a banner').toBeDefined();
    await page.goto('/de/');
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    const toggle = nav.getByRole('button', { name: `Untermenü ${item!.text}` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await nav.getByRole('link', { name: item!.text, exact: true }).first().hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByText(item!.flyoutBanner!.caption)).toBeVisible();
    await expect(nav.getByRole('link', { name: item!.flyoutBanner!.linkText })).toBeVisible();

    await page.mouse.move(640, 780);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByText(item!.flyoutBanner!.caption)).toBeHidden();

    // The menu is kept in local storage for the next page (spec 3 "menuData").
    const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('menuData') ?? '{}'));
    expect(cached).toMatchObject({ language: 'de', items: expect.any(Array) });
    expect(cached.items[0].label).toBe((await liveMenu(request, 'de'))[0]!.text);
  });

  test('the wish-list count comes from local storage, in the two-digit bubble', async ({
    page,
  }) => {
    await page.goto('/de/');
    await page.evaluate(() =>
      localStorage.setItem(
        'favorites',
        JSON.stringify(Array.from({ length: 12 }, (_, i) => i + 1)),
      ),
    );
    await page.reload();
    const wishList = page.getByRole('link', { name: 'Merkzettel, 12 Artikel' });
    await expect(wishList).toHaveText('12');
    await expect(wishList.locator('span')).toHaveClass(/twoDigits/);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Warenkorb', exact: true }),
    ).toBeVisible();
  });

  test('the info submenu opens and closes by keyboard alone, focus returning', async ({
    page,
    request,
  }) => {
    const link = (await liveInfoLinks(request, 'de')).find((entry) => entry.submenu);
    expect(link, 'the header snippet has an info link with a submenu').toBeDefined();
    const [firstGroup] = link!.submenu!.categories;
    await page.goto('/de/');
    const nav = page.getByRole('navigation', { name: 'Service und Informationen' });
    const toggle = nav.getByRole('button', { name: `Untermenü ${link!.text}` });

    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const overview = nav.getByRole('link', { name: link!.submenu!.text });
    await expect(overview).toBeVisible();

    // Arrow down walks into the panel: its first link is the first group's heading.
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: firstGroup!.heading.text }).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(
      nav.getByRole('link', { name: firstGroup!.columns[0]!.text }).first(),
    ).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(overview).toBeHidden();
    await expect(toggle).toBeFocused();

    // Space opens as Enter does; arrows move along the bar.
    await page.keyboard.press(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowLeft');
    await expect(nav.getByRole('link', { name: link!.text, exact: true })).toBeFocused();
  });
});

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  const mobile = name === 'mobile';

  test.describe(`${name} shell`, () => {
    test.use({ viewport });

    test('autosuggest shows four products for a phrase and Enter opens the search route', async ({
      page,
      request,
    }) => {
      const [product] = await listedProducts(request, 'de', 'de', 1);
      // The first word of a listed product that the service completes to four suggestions.
      const words = product!.title.split(/[\s-]+/).filter((word) => word.length >= 4);
      let phrase = '';
      let expected: string[] = [];
      for (const word of words) {
        expected = await liveSuggestions(request, 'de', 'de', word);
        phrase = word;
        if (expected.length === 4) break;
      }
      expect(expected).toHaveLength(4);

      await page.goto('/de/');
      if (mobile) await page.getByRole('button', { name: 'Suchfeld' }).click();
      const combobox = page.getByRole('combobox', { name: 'Suche' });
      await combobox.fill(phrase);
      const listbox = page.getByRole('listbox', { name: 'Suchvorschläge' });
      const products = listbox.getByRole('group', { name: 'Produkte' }).getByRole('option');
      await expect(products).toHaveCount(4);
      await expect(products).toHaveText(expected);
      await expect(combobox).toHaveAttribute('aria-expanded', 'true');

      await combobox.press('Enter');
      await expect(page).toHaveURL(`/de/suche/?searchPhrase=${encodeURIComponent(phrase)}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(phrase);
      await expect(listbox).toBeHidden();
    });

    test('switching from /de/ to French and Switzerland shows French texts and CHF', async ({
      page,
      request,
    }) => {
      const [swissFrench] = await listedProducts(request, 'fr', 'ch', 1);
      await page.goto('/de/');
      const trigger = await openSelectorTrigger(page, mobile);
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: 'Sprache und Lieferland' });
      const confirm = dialog.getByRole('button', { name: 'Übernehmen' });
      await expect(confirm).toBeDisabled();

      await dialog.getByRole('radio', { name: 'Français' }).check();
      await dialog.getByLabel('Lieferland').selectOption({ label: 'Schweiz' });
      await expect(dialog.getByText('Preise werden in CHF angezeigt.')).toBeVisible();
      await confirm.click();

      await expect(page).toHaveURL('/fr/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 1, name: 'Nos produits' })).toBeVisible();
      await expect(page.getByText(swissFrench!.title, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(/CHF/).first()).toBeVisible();
      await expect(page.getByText(/\d\s€/)).toHaveCount(0);
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'country')).toMatchObject({
        value: 'ch',
        path: '/',
        sameSite: 'Lax',
        // Issue 9: the locale selector's script writes it, so it is not HttpOnly.
        httpOnly: false,
      });
    });

    test('the selector modal closes by Escape, outside click and close button', async ({
      page,
    }) => {
      await page.goto('/de/');
      const trigger = await openSelectorTrigger(page, mobile);
      const dialog = page.getByRole('dialog', { name: 'Sprache und Lieferland' });
      const closeWays: [string, () => Promise<void>][] = [
        ['Escape', () => page.keyboard.press('Escape')],
        ['outside click', () => page.mouse.click(viewport.width / 2, viewport.height - 10)],
        ['close button', () => dialog.getByRole('button', { name: 'Schließen' }).click()],
      ];
      for (const [way, close] of closeWays) {
        await trigger.click();
        await expect(dialog, `open before ${way}`).toBeVisible();
        await expect(dialog).toHaveAttribute('aria-modal', 'true');
        await expect(page.locator('body')).toHaveClass(/no-scroll/);
        // Focus moves into the dialog shortly after it opens.
        await expect(dialog.locator(':focus')).toHaveCount(1);
        await close();
        await expect(dialog, `closed by ${way}`).toBeHidden();
        await expect(trigger, `focus back after ${way}`).toBeFocused();
      }
    });
  });
}

test.describe('mobile menu', () => {
  test.use({ viewport: MOBILE });

  test('opens, goes into a sub-level and back, and closes', async ({ page, request }) => {
    const item = (await liveMenu(request, 'de')).find((entry) => entry.children.length > 0);
    expect(item).toBeDefined();
    await page.goto('/de/');
    const burger = page.getByRole('button', { name: 'Menü öffnen' });
    await burger.click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/no-scroll/);

    await menu.getByRole('button', { name: item!.text, exact: true }).click();
    await expect(menu.getByRole('heading', { name: item!.text })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Zurück' })).toBeFocused();
    await expect(menu.getByRole('link', { name: item!.children[0]!.text })).toBeVisible();
    await expect(menu.getByRole('link', { name: /alle anzeigen/ })).toHaveAttribute(
      'href',
      item!.link,
    );

    await menu.getByRole('button', { name: 'Zurück' }).click();
    await expect(menu.getByRole('button', { name: item!.text, exact: true })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Anmelden' })).toBeVisible();

    // Info links open sub-levels whose groups collapse and expand in place.
    const info = (await liveInfoLinks(request, 'de')).find((entry) => entry.submenu);
    const group = info!.submenu!.categories[0]!;
    await menu.getByRole('button', { name: info!.text, exact: true }).click();
    const groupToggle = menu.getByRole('button', { name: group.heading.text });
    await expect(groupToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: group.columns[0]!.text })).toBeHidden();
    await groupToggle.click();
    await expect(groupToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: group.columns[0]!.text })).toBeVisible();
    await groupToggle.click();
    await expect(menu.getByRole('link', { name: group.columns[0]!.text })).toBeHidden();

    await menu.getByRole('button', { name: 'Menü schließen' }).click();
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
    await expect(page.locator('body')).not.toHaveClass(/no-scroll/);
  });
});
