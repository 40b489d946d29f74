/**
 * Cart journeys (issue 7) in the German store, against the real storefront, commerce
 * service and database: add from product pages (one rental), the flyout with its
 * confirmation, quantity, remove, move to favorites and back, savings and free-shipping
 * progress, the shadow above three items, the empty message, reload, the rollback when
 * stock runs short, catalogue mode, dataLayer events and axe on page and flyout.
 */
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { COMMERCE_URL, storefrontApi } from './commerce-api';

// The journeys of this file take turns; catalogue mode (@shop-wide) runs after every other
// journey, in its own project (playwright.config.ts).
test.describe.configure({ mode: 'serial' });

interface Money {
  amountMinor: number;
  currency: string;
}
interface LiveVariant {
  id: number;
  articleNumber: string;
  stock: number;
  sizeTop: string | null;
  sizeBottom: string | null;
  price: Money;
  strikethroughPrice: Money | null;
}
interface LiveProduct {
  id: number;
  title: string;
  url: string;
  kind: string;
  variants: LiveVariant[];
  colors: string[];
  versions: string[];
  productTypes: string[];
  rentalOptions: { months: number; monthlyPrice: Money }[];
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const headers = { 'x-search-instance': 'shop-de' };
const constraints = { query: { language: 'de', group: 'de' } };

async function productPage(request: APIRequestContext, url: string): Promise<LiveProduct> {
  const response = await request.post(`${COMMERCE_URL}/search/page`, {
    headers,
    data: { url, count: 1, offset: 0, constraints },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { product: LiveProduct } }).data.product;
}

async function searchUrls(request: APIRequestContext, phrase?: string): Promise<string[]> {
  const response = await request.post(`${COMMERCE_URL}/search/search`, {
    headers,
    data: {
      ...(phrase === undefined ? {} : { searchPhrase: phrase, isSearch: true }),
      count: 60,
      offset: 0,
      constraints,
    },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { items: { url: string }[] } };
  return body.data.items.map((item) => item.url);
}

/**
 * Products with one variant in stock, bought only, below the 49 € free-shipping value
 * and no free-shipping product: the progress bar has something to show.
 */
async function simpleProducts(request: APIRequestContext, count: number): Promise<LiveProduct[]> {
  const found: LiveProduct[] = [];
  for (const url of await searchUrls(request)) {
    const product = await productPage(request, url);
    const [variant] = product.variants;
    if (
      product.variants.length === 1 &&
      variant !== undefined &&
      variant.stock >= 5 &&
      variant.price.amountMinor < 2400 &&
      product.kind !== 'ems-suit' &&
      product.kind !== 'bundle'
    ) {
      found.push(product);
    }
    if (found.length === count) return found;
  }
  throw new Error(`the demo catalog has fewer than ${count} simple products under 24 €`);
}

async function operator(request: APIRequestContext, ...argv: string[]): Promise<void> {
  const response = await request.post(`${COMMERCE_URL}/dev/operator/commands`, {
    data: { argv },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const euro = (amountMinor: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amountMinor / 100);

function flyout(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Warenkorb' });
}

function line(scope: Locator, title: string): Locator {
  return scope
    .getByRole('listitem')
    .filter({ has: scope.page().getByText(title, { exact: true }) });
}

async function addFromProductPage(page: Page, product: LiveProduct): Promise<void> {
  await page.goto(product.url);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(flyout(page)).toBeVisible();
  await expect(flyout(page).getByRole('status')).toContainText(
    'Der Artikel wurde in den Warenkorb gelegt.',
  );
}

async function dataLayerEvents(page: Page): Promise<{ event: string; items: string[] }[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).flatMap((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null || !('event' in entry)) return [];
      const { event, ecommerce } = entry as {
        event: string;
        ecommerce?: { items: { item_id: string }[] };
      };
      return [{ event, items: ecommerce?.items.map((item) => item.item_id) ?? [] }];
    }),
  );
}

async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

async function axeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (include === undefined ? builder : builder.include(include)).analyze();
  return results.violations.map(({ id, help, nodes }) => ({
    id,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  }));
}

test('add a bought and a rented product, change, remove, move to favorites and back', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const [device] = await simpleProducts(request, 1);
  if (!device) throw new Error('no simple product');
  const deviceVariant = device.variants[0];
  if (!deviceVariant) throw new Error('no variant');
  const [suitUrl] = await searchUrls(request, 'PulseFit Suit 10');
  const suit = await productPage(request, suitUrl ?? '');
  const suitVariant = suit.variants.find((variant) => variant.stock > 0 && variant.sizeTop);
  const sixMonths = suit.rentalOptions.find((option) => option.months === 6);
  if (!suitVariant?.sizeTop || !suitVariant.sizeBottom || !sixMonths) {
    throw new Error('demo suit has no stocked size or no 6-month rental');
  }

  // 1. The device: flyout with confirmation, free-shipping progress, savings.
  await addFromProductPage(page, device);
  const price = deviceVariant.price.amountMinor;
  const deviceLine = line(flyout(page), device.title);
  await expect(deviceLine).toContainText(euro(price));
  await expect(flyout(page)).toContainText(
    `Noch ${euro(4900 - price)} bis zum kostenlosen Versand`,
  );
  const strike = deviceVariant.strikethroughPrice?.amountMinor ?? null;
  if (strike !== null && strike > price) {
    await expect(flyout(page).getByTestId('cart-savings')).toHaveText(euro(strike - price));
  }
  expect(await cookieValue(context, 'quantityInCart')).toBe('1');
  await flyout(page).getByRole('button', { name: 'Weiter einkaufen' }).click();
  await expect(flyout(page)).toBeHidden();

  // 2. The suit, rented for 6 months.
  await page.goto(suit.url);
  const group = (name: string) => page.getByRole('group', { name, exact: true });
  await group('Größe Oberteil')
    .getByRole('radio', { name: new RegExp(`^${suitVariant.sizeTop}(\\s|$)`) })
    .check();
  await group('Größe Hose')
    .getByRole('radio', { name: new RegExp(`^${suitVariant.sizeBottom}(\\s|$)`) })
    .check();
  await group('Kaufen oder mieten').getByRole('radio', { name: 'Mieten' }).check();
  await group('Mietdauer')
    .getByRole('radio', { name: /^6 Monate/ })
    .check();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  const suitLine = line(flyout(page), suit.title);
  await expect(suitLine).toContainText(
    `Miete für 6 Monate, ${euro(sixMonths.monthlyPrice.amountMinor)} / Monat`,
  );
  // An EMS suit is on the free-shipping list (cart-snippets).
  await expect(flyout(page)).toContainText('Ihre Bestellung wird versandkostenfrei geliefert.');
  await expect(flyout(page)).toContainText('2 Artikel, 2 Stück');

  // 3. Quantity of the device up to 2: line total and cookie follow.
  await deviceLine.getByRole('button', { name: /^Menge von .* erhöhen$/ }).click();
  await expect(deviceLine).toContainText(euro(price * 2));
  await expect.poll(() => cookieValue(context, 'quantityInCart')).toBe('3');

  // 4. Move the device to favorites, then remove the suit: the cart is empty.
  await deviceLine.getByRole('button', { name: /^Auf den Merkzettel/ }).click();
  await expect(deviceLine).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Merkzettel, 1 Artikel' })).toBeAttached();
  expect(await page.evaluate(() => window.localStorage.getItem('favorites'))).toBe(
    JSON.stringify([device.id]),
  );
  await suitLine.getByRole('button', { name: /^Entfernen/ }).click();
  await expect(flyout(page)).toContainText('Ihr Warenkorb ist leer.');
  await expect.poll(() => cookieValue(context, 'quantityInCart')).toBe('0');
  await page.keyboard.press('Escape');
  await expect(flyout(page)).toBeHidden();

  // 5. And back: the device again from its product page; the cart survives a reload.
  await addFromProductPage(page, device);
  await page.goto('/de/warenkorb/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
  await expect(line(main, device.title)).toContainText(euro(price));
  await page.reload();
  await expect(line(main, device.title)).toBeVisible();
  await expect(main).toContainText('Alle Preise inkl. 19 % MwSt.');

  // view_cart follows once the cart state has loaded; dataLayer lives per page.
  await expect
    .poll(
      async () => (await dataLayerEvents(page)).find((entry) => entry.event === 'view_cart')?.items,
    )
    .toEqual([deviceVariant.articleNumber]);

  // 6. The checkout button posts the language to the checkout start; begin_checkout first.
  const checkout = main.getByRole('button', { name: 'Zur Kasse' });
  await expect(checkout).toBeVisible();
  let tracked: string[] = [];
  const posted = page.waitForRequest('**/api/checkout/start');
  await page.evaluate(() => {
    // Keeps the layer's events across the checkout navigation, for the assertion below.
    window.addEventListener('submit', () => {
      sessionStorage.setItem('layer', JSON.stringify(window.dataLayer));
    });
  });
  await checkout.click();
  const requestMade = await posted;
  expect(requestMade.method()).toBe('POST');
  expect(requestMade.postData()).toBe('language=de');
  tracked = await page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('layer') ?? '[]') as { event?: string }[];
    return stored.flatMap((entry) => (entry.event ? [entry.event] : []));
  });
  expect(tracked).toContain('begin_checkout');
});

test('a quantity beyond the stock rolls back with the localized message', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [, device] = await simpleProducts(request, 2);
  const variant = device?.variants[0];
  if (!device || !variant) throw new Error('no simple product');
  await addFromProductPage(page, device);
  await operator(
    request,
    'catalog:set-stock',
    '--article',
    variant.articleNumber,
    '--quantity',
    '1',
  );
  try {
    const deviceLine = line(flyout(page), device.title);
    await deviceLine.getByRole('button', { name: /^Menge von .* erhöhen$/ }).click();
    await expect(deviceLine.getByRole('alert')).toHaveText(
      'Von diesem Artikel sind nur noch 1 Stück auf Lager.',
    );
    await expect(deviceLine).toContainText(euro(variant.price.amountMinor));
    await expect(deviceLine).not.toContainText(euro(variant.price.amountMinor * 2));
    // Removing the line then leaves the empty cart, and remove_from_cart is tracked.
    await deviceLine.getByRole('button', { name: /^Entfernen/ }).click();
    await expect(flyout(page)).toContainText('Ihr Warenkorb ist leer.');
    // remove_from_cart follows once the Storefront API confirmed the removal.
    await expect
      .poll(async () => (await dataLayerEvents(page)).map((entry) => entry.event))
      .toEqual(expect.arrayContaining(['add_to_cart', 'view_cart', 'remove_from_cart']));
  } finally {
    await operator(
      request,
      'catalog:set-stock',
      '--article',
      variant.articleNumber,
      '--quantity',
      String(variant.stock),
    );
  }
});

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const;

/** A cart made through the Storefront API with the given variants, its id in the cookie. */
async function cartWith(
  request: APIRequestContext,
  context: BrowserContext,
  products: LiveProduct[],
): Promise<void> {
  const data = await storefrontApi<{ cartCreate: { cart: { id: string } } }>(
    request,
    `mutation Create($input: CartInput!) { cartCreate(input: $input) { cart { id } userErrors { message } } }`,
    {
      input: {
        lines: products.map((product) => ({
          merchandiseId: `gid://shopify/ProductVariant/${product.variants[0]?.id}`,
          quantity: 1,
          attributes: [
            { key: '_title', value: product.title },
            { key: '_id', value: String(product.id) },
          ],
        })),
      },
    },
  );
  await context.addCookies([
    {
      name: 'cartId',
      value: data.cartCreate.cart.id,
      url: storefrontUrl(),
      httpOnly: true,
    },
  ]);
}

function storefrontUrl(): string {
  return `http://127.0.0.1:${process.env.E2E_STOREFRONT_PORT ?? 3100}`;
}

for (const [viewportName, viewport] of VIEWPORTS) {
  test(`shadow above three items, and axe on the open flyout and the cart page, ${viewportName}`, async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const products = await simpleProducts(request, 4);
    await cartWith(request, context, products);
    await page.goto('/de/');
    const cartIcon = page.getByRole('banner').getByRole('link', { name: /^Warenkorb/ });
    await expect(cartIcon).toHaveAccessibleName('Warenkorb, 4 Artikel');
    await cartIcon.click();
    const lines = flyout(page).getByRole('list', { name: 'Artikel im Warenkorb' });
    await expect(lines.getByRole('listitem')).toHaveCount(4);
    await expect(lines).toHaveAttribute('data-shadow', 'true');
    expect(await lines.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
    // The dialog holds the focus; Escape closes it and gives the focus back to the icon.
    await expect(flyout(page).getByRole('button', { name: 'Schließen' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    const last = products[3];
    if (!last) throw new Error('four products');
    await line(flyout(page), last.title)
      .getByRole('button', { name: /^Entfernen/ })
      .click();
    await expect(lines.getByRole('listitem')).toHaveCount(3);
    await expect(lines).not.toHaveAttribute('data-shadow', 'true');
    await page.keyboard.press('Escape');
    await expect(flyout(page)).toBeHidden();
    await expect(cartIcon).toBeFocused();

    await page.goto('/de/warenkorb/');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the cart page works without JavaScript: change and remove post forms', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const products = await simpleProducts(request, 2);
    await cartWith(request, context, products);
    const page = await context.newPage();
    await page.goto('/de/warenkorb/');
    const main = page.getByRole('main');
    const [first, second] = products;
    if (!first || !second) throw new Error('two products');
    await line(main, first.title)
      .getByRole('button', { name: /^Menge von .* erhöhen$/ })
      .click();
    await expect(page).toHaveURL(/\/de\/warenkorb\/$/);
    await expect(line(main, first.title)).toContainText(
      euro((first.variants[0]?.price.amountMinor ?? 0) * 2),
    );
    await line(main, second.title)
      .getByRole('button', { name: /^Entfernen/ })
      .click();
    await expect(main.getByRole('listitem')).toHaveCount(1);
    await expect.poll(() => cookieValue(context, 'quantityInCart')).toBe('2');
  } finally {
    await context.close();
  }
});

test('catalogue mode shows no cart, checkout or account action anywhere @shop-wide', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [device] = await simpleProducts(request, 1);
  if (!device) throw new Error('no simple product');
  await operator(request, 'settings:catalogue-mode', 'on');
  try {
    const header = page.getByRole('banner');
    // The storefront revalidates stale-while-revalidate: a page or two may still be old.
    await expect(async () => {
      await page.goto('/de/');
      await expect(header.getByRole('link', { name: /^Warenkorb/ })).toHaveCount(0, {
        timeout: 1_000,
      });
    }).toPass({ timeout: 45_000 });
    await expect(header.getByRole('link', { name: 'Merkzettel' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Mein Konto' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Anmelden' })).toHaveCount(0);
    await page.goto(device.url);
    await expect(page.getByRole('heading', { level: 1, name: device.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
    await page.goto('/de/warenkorb/');
    await expect(page.getByRole('main')).toContainText('Unser Shop zeigt derzeit nur den Katalog.');
    await expect(page.getByRole('button', { name: 'Zur Kasse' })).toHaveCount(0);
  } finally {
    await operator(request, 'settings:catalogue-mode', 'off');
  }
  await expect(async () => {
    await page.goto('/de/');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Warenkorb/ })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 45_000 });
});
