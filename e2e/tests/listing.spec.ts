import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { localizedPath } from '@shop/shop-config';
import { COMMERCE_URL } from './commerce-api';

/*
 * Product listing and search journeys (issue 6) on the demo catalog, against the real
 * storefront and search service. Expected products come from the search service itself.
 */

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const;

const CATEGORY = '/de/blutdruckmessgeraete/';

interface LiveListing {
  total: number;
  items: { id: number; title: string; url: string }[];
  aggregations?: {
    kind: string;
    facet?: string;
    values?: { value: string; label: string; count: number }[];
  }[];
}

/** The listing the search service answers for a category URL, with filters and sorting. */
async function liveCategory(
  request: APIRequestContext,
  url: string,
  options: { aggregations?: object; sorting?: string; count?: number } = {},
): Promise<LiveListing> {
  const language = url.split('/')[1] ?? 'de';
  const response = await request.post(`${COMMERCE_URL}/search/page`, {
    headers: { 'x-search-instance': 'shop-de' },
    data: {
      url,
      count: options.count ?? 48,
      enableAggregations: true,
      aggregations: options.aggregations ?? {},
      ...(options.sorting ? { sorting: options.sorting } : {}),
      constraints: { query: { language, group: 'de' } },
    },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.listing;
}

async function liveSearch(
  request: APIRequestContext,
  language: string,
  store: string,
  searchPhrase: string,
): Promise<LiveListing> {
  const response = await request.post(`${COMMERCE_URL}/search/search`, {
    headers: { 'x-search-instance': `shop-${store}` },
    data: {
      searchPhrase,
      isSearch: true,
      count: 100,
      constraints: { query: { language, group: store } },
    },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

function facetCount(listing: LiveListing, facet: string, value: string): number {
  const aggregation = listing.aggregations?.find((entry) => entry.facet === facet);
  return aggregation?.values?.find((entry) => entry.value === value)?.count ?? 0;
}

/** Tiles the shopper sees (tiles past the mobile page size are hidden on narrow screens). */
const visibleTiles = (page: Page) => page.locator('li[data-tile-index]:visible');

async function visibleTitles(page: Page): Promise<string[]> {
  return (
    visibleTiles(page)
      .locator('a[href*="/p/"]')
      // Without the <noscript> fallback of a lazy tile's image: with scripts on, its markup is
      // text in the DOM that no shopper sees.
      .evaluateAll((links) =>
        links.map((link) => {
          const shown = link.cloneNode(true) as Element;
          for (const fallback of Array.from(shown.querySelectorAll('noscript'))) fallback.remove();
          return shown.textContent?.trim() ?? '';
        }),
      )
  );
}

/** Selling prices of the visible tiles, read from the page as a shopper sees them (1.299,00 €). */
async function visiblePrices(page: Page): Promise<number[]> {
  const texts = await visibleTiles(page)
    .locator('p:has-text("€") > span:first-child')
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
}

async function openFacet(page: Page, name: string) {
  const group = page.locator('details', { has: page.locator('summary', { hasText: name }) });
  if ((await group.getAttribute('open')) === null) {
    await group.locator('summary').click();
  }
}

for (const [viewportName, viewport] of VIEWPORTS) {
  test.describe(`product listing, ${viewportName}`, () => {
    test.use({ viewport });

    test('filter by cuff size and function, sort by price, reload and go back', async ({
      page,
      request,
    }) => {
      const cuff = { cuffSize: ['22-42cm'] };
      const both = { cuffSize: ['22-42cm'], function: ['bluetooth'] };
      const [all, byCuff, sorted] = await Promise.all([
        liveCategory(request, CATEGORY),
        liveCategory(request, CATEGORY, { aggregations: cuff }),
        liveCategory(request, CATEGORY, { aggregations: both, sorting: 'priceAsc' }),
      ]);
      expect(sorted.total).toBeGreaterThan(1);
      expect(sorted.total).toBeLessThan(byCuff.total + 1);

      const response = await page.goto(CATEGORY);
      expect(response?.status()).toBe(200);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Blutdruckmessgeräte' }),
      ).toBeVisible();
      await expect(page.getByText(`${all.total} Produkte`, { exact: true })).toBeVisible();

      await openFacet(page, 'Manschettengröße');
      await page
        .getByRole('checkbox', { name: `22–42 cm (${facetCount(all, 'cuffSize', '22-42cm')})` })
        .check();
      await expect(page).toHaveURL(/\?cuffSize=22-42cm$/);
      await expect(page.getByText(`${byCuff.total} Produkte`, { exact: true })).toBeVisible();

      // The function counts now follow the cuff size filter.
      await openFacet(page, 'Funktion');
      const bluetooth = page.getByRole('checkbox', {
        name: `Bluetooth-Übertragung (${facetCount(byCuff, 'function', 'bluetooth')})`,
      });
      await bluetooth.check();
      await expect(page).toHaveURL(/\?cuffSize=22-42cm&function=bluetooth$/);
      await expect(page.getByText(`${sorted.total} Produkte`, { exact: true })).toBeVisible();

      await page.getByLabel('Sortieren nach').selectOption('priceAsc');
      await expect(page).toHaveURL(/\?cuffSize=22-42cm&function=bluetooth&sort=priceAsc$/);
      await expect.poll(() => visibleTitles(page)).toEqual(sorted.items.map((item) => item.title));
      const prices = await visiblePrices(page);
      expect(prices).toHaveLength(sorted.total);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(prices[0]).toBeLessThan(prices.at(-1) ?? 0);

      await page.reload();
      await expect(page.getByLabel('Sortieren nach')).toHaveValue('priceAsc');
      await expect(page.getByRole('checkbox', { name: /^Bluetooth-Übertragung/ })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: /^22–42 cm/ })).toBeChecked();
      expect(await visibleTitles(page)).toEqual(sorted.items.map((item) => item.title));

      await page.goBack();
      await expect(page).toHaveURL(/\?cuffSize=22-42cm&function=bluetooth$/);
      await expect(page.getByLabel('Sortieren nach')).toHaveValue('popularity');
      await page.goBack();
      await expect(page).toHaveURL(/\?cuffSize=22-42cm$/);
      await expect(page.getByText(`${byCuff.total} Produkte`, { exact: true })).toBeVisible();
      await openFacet(page, 'Funktion');
      await expect(
        page.getByRole('checkbox', { name: /^Bluetooth-Übertragung/ }),
      ).not.toBeChecked();
    });

    test('reset one filter, reset all, and highlight differences', async ({ page, request }) => {
      const all = await liveCategory(request, CATEGORY);
      const bySemi = await liveCategory(request, CATEGORY, {
        aggregations: { operatingMode: ['fully-automatic'] },
      });
      await page.goto(`${CATEGORY}?cuffSize=22-42cm&operatingMode=fully-automatic&inStock=1`);
      await page
        .getByRole('link', { name: 'Filter entfernen: Manschettengröße: 22–42 cm' })
        .click();
      await expect(page).toHaveURL(/\?operatingMode=fully-automatic&inStock=1$/);
      await page
        .getByRole('link', { name: 'Filter entfernen: Nur sofort lieferbare Produkte' })
        .click();
      await expect(page).toHaveURL(/\?operatingMode=fully-automatic$/);
      await expect(page.getByText(`${bySemi.total} Produkte`, { exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'Alle Filter zurücksetzen' }).click();
      await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
      await expect(page.getByText(`${all.total} Produkte`, { exact: true })).toBeVisible();

      await page.getByRole('link', { name: 'Unterschiede hervorheben' }).click();
      await expect(page).toHaveURL(/\?compare=1$/);
      await expect(page.getByText('Abweichende Eigenschaften sind markiert.')).toBeVisible();
      // The category mixes cuff sizes, so some tiles' cuff sizes are marked as differing.
      await expect(visibleTiles(page).locator('mark').first()).toBeVisible();
      await expect(visibleTiles(page).first().getByText('Manschettengröße')).toBeVisible();
      await page.getByRole('link', { name: 'Hervorhebung beenden' }).click();
      await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
      await expect(visibleTiles(page).locator('mark')).toHaveCount(0);
    });

    test('tiles show badges, status and keep favorites in local storage and a cookie', async ({
      page,
      context,
    }) => {
      await page.goto(CATEGORY);
      const first = visibleTiles(page).first();
      const title = (await first.locator('a[href*="/p/"]').textContent())?.trim() ?? '';
      await expect(visibleTiles(page).getByText('Sale', { exact: true }).first()).toBeVisible();
      await expect(
        visibleTiles(page).getByText('Nur online', { exact: true }).first(),
      ).toBeVisible();
      await expect(
        visibleTiles(page).getByText('Verfügbar', { exact: true }).first(),
      ).toBeVisible();
      await expect(
        visibleTiles(page).getByText('Ausverkauft', { exact: true }).first(),
      ).toBeVisible();

      const toggle = first.getByRole('button', { name: `${title} zu den Favoriten hinzufügen` });
      await toggle.click();
      const remove = first.getByRole('button', { name: `${title} aus den Favoriten entfernen` });
      await expect(remove).toHaveAttribute('aria-pressed', 'true');
      const id = Number(
        (await first.locator('a[href*="/p/"]').getAttribute('href'))?.split('/').pop(),
      );
      expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBe(`[${id}]`);
      const cookie = (await context.cookies()).find((entry) => entry.name === 'favorites');
      expect(cookie?.value).toBe(String(id));
      expect(cookie?.path).toBe('/');
      // Read by the page's scripts by design; Secure only over https (issue 9).
      expect(cookie).toMatchObject({ httpOnly: false, sameSite: 'Lax', secure: false });

      await page.reload();
      await expect(remove).toHaveAttribute('aria-pressed', 'true');
      await remove.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBe('[]');
    });

    test('search results load more by the page size of the screen and keep it on reload', async ({
      page,
      request,
    }) => {
      // The demo catalog's broadest German search: more than a mobile page, less than a desktop one.
      const phrase = 'für';
      const live = await liveSearch(request, 'de', 'de', phrase);
      expect(live.total).toBeGreaterThan(30);
      expect(live.total).toBeLessThan(49);
      const searchUrl = `${localizedPath('de', 'search')}?searchPhrase=${encodeURIComponent(phrase)}`;
      await page.goto(searchUrl);
      await expect(page.getByText(`${live.total} Produkte gefunden`)).toBeVisible();
      const loadMore = page.getByRole('link', { name: 'Weitere Produkte laden' });
      if (viewportName === 'desktop') {
        // 48 on desktop: every result on the first page, nothing more to load.
        await expect(visibleTiles(page)).toHaveCount(live.total);
        await expect(loadMore).toBeHidden();
        return;
      }
      await expect(visibleTiles(page)).toHaveCount(30);
      await loadMore.click();
      await expect(page).toHaveURL(/&page=2$/);
      await expect(visibleTiles(page)).toHaveCount(live.total);
      await expect(loadMore).toBeHidden();
      // Focus moves to the first product that was loaded.
      await expect(visibleTiles(page).nth(30).locator('a[href*="/p/"]')).toBeFocused();
      await page.reload();
      await expect(visibleTiles(page)).toHaveCount(live.total);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`searchPhrase=${encodeURIComponent(phrase)}$`));
      await expect(visibleTiles(page)).toHaveCount(30);
    });

    for (const [language, phrase] of [
      ['de', 'blutdruck'],
      ['fr', 'tensiomètre'],
    ] as const) {
      test(`search "${phrase}" in ${language}, sort and open a result`, async ({
        page,
        request,
      }) => {
        const live = await liveSearch(request, language, language, phrase);
        expect(live.total).toBeGreaterThan(0);
        await page.goto(`/${language}/`);
        const searchBox = page.getByRole('combobox');
        if (!(await searchBox.isVisible())) {
          await page
            .getByRole('button', { name: language === 'de' ? 'Suchfeld' : /recherche/i })
            .click();
        }
        await searchBox.fill(phrase);
        await searchBox.press('Enter');
        await expect(page).toHaveURL(
          `${localizedPath(language, 'search')}?searchPhrase=${encodeURIComponent(phrase)}`,
        );
        await expect(page.getByRole('heading', { level: 1 })).toContainText(phrase);
        await expect(visibleTiles(page).first()).toBeVisible();
        expect(await visibleTitles(page)).toEqual(
          live.items
            .slice(0, Math.min(live.total, viewportName === 'desktop' ? 48 : 30))
            .map((item) => item.title),
        );

        await page.locator('#listing-sort').selectOption('priceDesc');
        await expect(page).toHaveURL(/&sort=priceDesc$/);
        await expect
          .poll(async () => {
            const prices = await visiblePrices(page);
            return (
              prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! >= price)
            );
          })
          .toBe(true);

        const first = visibleTiles(page).first().locator('a[href*="/p/"]');
        const title = (await first.textContent())?.trim() ?? '';
        await first.click();
        await expect(page).toHaveURL(new RegExp(`/${language}/p/\\d+$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      });
    }

    test('an empty search result suggests popular products', async ({ page }) => {
      await page.goto(`${localizedPath('de', 'search')}?searchPhrase=qqxxzzy`);
      await expect(page.getByText('Keine Produkte gefunden')).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Beliebte Produkte' }),
      ).toBeVisible();
      await expect(visibleTiles(page).first()).toBeVisible();
    });
  });
}

test.describe('product listing without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the first page renders on the server and filters and sorts by GET forms', async ({
    page,
    request,
  }) => {
    const byCuff = await liveCategory(request, CATEGORY, {
      aggregations: { cuffSize: ['32-48cm'] },
      sorting: 'priceDesc',
    });
    await page.goto(CATEGORY);
    await page.locator('summary', { hasText: 'Manschettengröße' }).click();
    await page.getByRole('checkbox', { name: /^32–48 cm/ }).check();
    await page.getByRole('button', { name: 'Filter anwenden' }).click();
    // A plain GET form also sends the empty price fields; the listing ignores them.
    await expect(page).toHaveURL(/\?cuffSize=32-48cm&/);
    await expect(page.getByRole('checkbox', { name: /^32–48 cm/ })).toBeChecked();
    await page.getByLabel('Sortieren nach').selectOption('priceDesc');
    await page.getByRole('button', { name: 'Sortieren', exact: true }).click();
    await expect(page).toHaveURL(/cuffSize=32-48cm/);
    await expect(page).toHaveURL(/sort=priceDesc/);
    expect(await visibleTitles(page)).toEqual(byCuff.items.map((item) => item.title));
  });
});

test('an unknown shop URL answers 404 with the localized not-found page', async ({ page }) => {
  const response = await page.goto('/de/diese-kategorie-gibt-es-nicht/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
});

test('a category page has its description and canonical URL in the first <head>, even uncached', async ({
  request,
}) => {
  // A sort and filter combination no other journey asks for, so the page's data is not cached
  // yet: Next would stream slow metadata into the body for a visitor it does not take for a bot.
  const response = await request.get(`${CATEGORY}?sort=new&cuffSize=22-42cm&page=2`, {
    headers: {
      'user-agent':
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
    },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<meta name="description" content="[^"]+"/);
  expect(head).toMatch(/<link rel="canonical" href="[^"]*\/de\/blutdruckmessgeraete\/"/);
});

test('category pages name their canonical URL and every language version', async ({ page }) => {
  await page.goto(`${CATEGORY}?cuffSize=22-42cm&sort=priceAsc`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${CATEGORY}$`),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
    'href',
    /\/fr\/tensiometres\/$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    new RegExp(`${CATEGORY}$`),
  );
});

test('robots.txt names a sitemap per language, which lists categories and products', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  const text = await robots.text();
  for (const language of ['de', 'fr', 'pl']) {
    expect(text).toMatch(new RegExp(`Sitemap: .*/sitemap/${language}\\.xml`));
  }
  const sitemap = await request.get('/sitemap/de.xml');
  expect(sitemap.ok()).toBe(true);
  const xml = await sitemap.text();
  expect(xml).toContain('/de/blutdruckmessgeraete/</loc>');
  expect(xml).toMatch(/\/de\/p\/\d+<\/loc>/);
  expect(xml).not.toContain('/fr/');
});

const A11Y_PAGES = [
  [
    'listing',
    (language: string) =>
      language === 'de'
        ? `${CATEGORY}?cuffSize=22-42cm&compare=1`
        : '/pl/cisnieniomierze/?cuffSize=22-42cm&compare=1',
  ],
  [
    'search page',
    (language: string) =>
      `${localizedPath(language === 'de' ? 'de' : 'pl', 'search')}?searchPhrase=${
        language === 'de' ? 'blutdruck' : 'ci%C5%9Bnieniomierz'
      }`,
  ],
] as const;

for (const [viewportName, viewport] of VIEWPORTS) {
  test.describe(`listing accessibility, ${viewportName}`, () => {
    test.use({ viewport });
    for (const language of ['de', 'pl']) {
      for (const [pageName, pathIn] of A11Y_PAGES) {
        test(`axe finds no violations on the ${language} ${pageName}`, async ({ page }) => {
          const response = await page.goto(pathIn(language));
          expect(response?.status()).toBe(200);
          await expect(visibleTiles(page).first()).toBeVisible();
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
