/**
 * Favorites and market-change journeys (issue 7) against the real storefront, commerce
 * service and database: favorites from a tile and the product page survive a reload and
 * show on the favorites page; login merges the browser's favorites with the account's wish
 * list; switching the delivery country from Germany to Switzerland re-checks the cart and
 * names the line Switzerland does not sell; axe on the favorites page and the notice.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { E2E_PRIVATE_TOKEN } from '../e2e-settings';
import { COMMERCE_URL, storefrontApi } from './commerce-api';

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const;

// Each journey waits for server actions and renders that take seconds on a busy machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const PASSWORD = 'Merkzettel#2026';

interface LiveProduct {
  id: number;
  title: string;
  url: string;
  variants: { id: number; stock: number; stockStatus: string }[];
}

/** The products a store finds for a phrase (or lists without one), as product pages. */
async function liveProducts(
  request: APIRequestContext,
  options: { phrase?: string; store?: string; count: number; offset?: number },
): Promise<LiveProduct[]> {
  const store = options.store ?? 'de';
  const headers = { 'x-search-instance': `shop-${store}` };
  const constraints = { query: { language: 'de', group: store } };
  const search = await request.post(`${COMMERCE_URL}/search/search`, {
    headers,
    data: {
      searchPhrase: options.phrase ?? '',
      isSearch: options.phrase !== undefined,
      count: options.count,
      offset: options.offset ?? 0,
      constraints,
    },
  });
  expect(search.ok()).toBe(true);
  const { data } = (await search.json()) as { data: { items: { url: string }[] } };
  return Promise.all(
    data.items.map(async ({ url }) => {
      const page = await request.post(`${COMMERCE_URL}/search/page`, {
        headers,
        data: { url, count: 1, offset: 0, constraints },
      });
      expect(page.ok()).toBe(true);
      return ((await page.json()) as { data: { product: LiveProduct } }).data.product;
    }),
  );
}

/** A new customer with a session token, through the Storefront API. */
async function newCustomer(request: APIRequestContext, email: string): Promise<string> {
  const created = await storefrontApi<{ customerCreate: { customer: { id: string } | null } }>(
    request,
    `mutation($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } customerUserErrors { message } } }`,
    { input: { email, password: PASSWORD, firstName: 'Mia', lastName: 'Merkzettel' } },
  );
  expect(created.customerCreate.customer).not.toBeNull();
  const session = await storefrontApi<{
    customerAccessTokenCreate: { customerAccessToken: { accessToken: string } };
  }>(
    request,
    `mutation($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
    { input: { email, password: PASSWORD } },
  );
  return session.customerAccessTokenCreate.customerAccessToken.accessToken;
}

const wishlistHeaders = (token: string) => ({
  'shopify-storefront-private-token': E2E_PRIVATE_TOKEN,
  'x-customer-access-token': token,
});

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
}

const addLabel = (title: string) => `${title} zu den Favoriten hinzufügen`;
const removeLabel = (title: string) => `${title} aus den Favoriten entfernen`;

for (const [viewportName, viewport] of VIEWPORTS) {
  test.describe(`favorites, ${viewportName}`, () => {
    test.use({ viewport });

    test('from a tile and the product page, through a reload, to the favorites page and out again', async ({
      page,
      request,
    }) => {
      const [onTile, onPage] = await liveProducts(request, { count: 2, offset: 3 });
      if (!onTile || !onPage) throw new Error('the demo catalog lists fewer than five products');

      await page.goto(`/de/suche/?searchPhrase=${encodeURIComponent(onTile.title)}`);
      await page
        .getByRole('button', { name: addLabel(onTile.title), exact: true })
        .first()
        .click();
      await expect(
        page.getByRole('button', { name: removeLabel(onTile.title), exact: true }).first(),
      ).toHaveAttribute('aria-pressed', 'true');

      await page.goto(onPage.url);
      const pageToggle = page.getByRole('button', { name: addLabel(onPage.title), exact: true });
      await pageToggle.click();
      await page.reload();
      await expect(
        page.getByRole('button', { name: removeLabel(onPage.title), exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('link', { name: 'Merkzettel, 2 Artikel' })).toBeVisible();

      await page.goto('/de/favorites/');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Mein Merkzettel' })).toBeVisible();
      await expect(main.getByText('2 Artikel', { exact: true })).toBeVisible();
      // Newest favorite first.
      await expect(main.getByRole('listitem').getByRole('link')).toHaveText([
        onPage.title,
        onTile.title,
      ]);
      await expectNoAxeViolations(page);

      await main.getByRole('button', { name: removeLabel(onTile.title), exact: true }).click();
      await expect(main.getByText('1 Artikel', { exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: onTile.title })).toHaveCount(0);
      await expect(main.getByRole('heading', { level: 1 })).toBeFocused();
      await page.reload();
      await expect(main.getByRole('listitem').getByRole('link')).toHaveText([onPage.title]);
      expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBe(`[${onPage.id}]`);

      await main.getByRole('button', { name: removeLabel(onPage.title), exact: true }).click();
      await expect(main.getByText('Ihr Merkzettel ist leer.', { exact: false })).toBeVisible();
      await expect(main.getByText('Keine Artikel', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the favorites page renders from the cookie without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/de/favorites/');
      await expect(page.getByText('Ihr Merkzettel ist leer.', { exact: false })).toBeVisible();
      const [product] = await liveProducts(context.request, { count: 1, offset: 6 });
      if (!product) throw new Error('no product listed');
      const { hostname } = new URL(page.url());
      await context.addCookies([
        { name: 'favorites', value: String(product.id), domain: hostname, path: '/' },
      ]);
      await page.goto('/fr/favoris/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Ma liste d’envies' }),
      ).toBeVisible();
      await expect(page.getByText('1 article', { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('listitem').getByRole('link')).toHaveCount(1);
      await context.close();
    });
  });
}

test.describe('favorites and the account', () => {
  test("login merges the browser's favorites with the account's wish list, both ways", async ({
    browser,
    request,
  }) => {
    const [inBrowser, inAccount] = await liveProducts(request, { count: 2, offset: 1 });
    if (!inBrowser || !inAccount) throw new Error('no products listed');
    const email = `merkzettel.${Date.now()}@example.com`;
    const token = await newCustomer(request, email);
    const saved = await request.put(`${COMMERCE_URL}/api/wishlist`, {
      headers: wishlistHeaders(token),
      data: { productIds: [inAccount.id] },
    });
    expect(saved.ok()).toBe(true);

    const first = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await first.newPage();
    await page.goto(inBrowser.url);
    await page.getByRole('button', { name: addLabel(inBrowser.title), exact: true }).click();
    await expect(page.getByRole('link', { name: 'Merkzettel, 1 Artikel' })).toBeVisible();

    const logIn = async (target: Page) => {
      await target.goto('/de/login/');
      const form = target.getByRole('region', { name: 'Ich bin bereits Kunde' });
      await form.getByLabel('E-Mail-Adresse').fill(email);
      await form.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
      await form.getByRole('button', { name: 'Anmelden' }).click();
      await expect(target).toHaveURL(/\/de\/order-history\/?$/);
    };
    await logIn(page);
    await page.goto('/de/favorites/');
    await expect(page.getByRole('main').getByText('2 Artikel', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Merkzettel, 2 Artikel' })).toBeVisible();
    const local: number[] = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('favorites'))) ?? '[]',
    );
    expect(local.toSorted((a, b) => a - b)).toEqual(
      [inAccount.id, inBrowser.id].toSorted((a, b) => a - b),
    );
    const stored = await request.get(`${COMMERCE_URL}/api/wishlist`, {
      headers: wishlistHeaders(token),
    });
    expect((await stored.json()).productIds).toEqual([inAccount.id, inBrowser.id]);

    // A second browser starts empty and gets the account's list at login.
    const second = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const other = await second.newPage();
    await logIn(other);
    await other.goto('/de/favorites/');
    const otherMain = other.getByRole('main');
    await expect(otherMain.getByText('2 Artikel', { exact: true })).toBeVisible();
    await expect(otherMain.getByRole('link', { name: inBrowser.title })).toBeVisible();
    await expect(otherMain.getByRole('link', { name: inAccount.title })).toBeVisible();

    // Removing while logged in removes from the account too.
    await otherMain
      .getByRole('button', { name: removeLabel(inAccount.title), exact: true })
      .click();
    await expect(otherMain.getByText('1 Artikel', { exact: true })).toBeVisible();
    await expect
      .poll(async () => {
        const answer = await request.get(`${COMMERCE_URL}/api/wishlist`, {
          headers: wishlistHeaders(token),
        });
        return (await answer.json()).productIds;
      })
      .toEqual([inBrowser.id]);
    await first.close();
    await second.close();
  });
});

interface CartLine {
  quantity: number;
  merchandise: { id: string; price: { currencyCode: string } };
  attributes: { key: string; value: string }[];
}

async function cartLines(request: APIRequestContext, cartId: string): Promise<CartLine[]> {
  const answer = await storefrontApi<{ cart: { lines: { nodes: CartLine[] } } | null }>(
    request,
    `query($id: ID!) { cart(id: $id) { lines(first: 50) { nodes { quantity attributes { key value }
      merchandise { ... on ProductVariant { id price { currencyCode } } } } } } }`,
    { id: cartId },
  );
  return answer.cart?.lines.nodes ?? [];
}

test.describe('changing the delivery country', () => {
  for (const [viewportName, viewport] of VIEWPORTS) {
    test(`Germany to Switzerland removes the line Switzerland does not sell and says so (${viewportName})`, async ({
      page,
      context,
      request,
    }) => {
      await page.setViewportSize(viewport);
      // The demo catalog's VitalCheck 300 XL is sold in Germany but not in Switzerland.
      const [notInSwitzerland] = await liveProducts(request, {
        phrase: 'VitalCheck 300 XL',
        count: 1,
      });
      const swissOffer = await liveProducts(request, { store: 'ch', count: 1, offset: 2 });
      const [everywhere] = swissOffer;
      if (!notInSwitzerland || !everywhere) throw new Error('demo products missing');
      expect(notInSwitzerland.title).toContain('VitalCheck 300 XL');
      const inStock = (product: LiveProduct) => {
        const variant = product.variants.find((candidate) => candidate.stock >= 2);
        if (!variant) throw new Error(`${product.title} has no stock`);
        return variant.id;
      };
      const created = await storefrontApi<{ cartCreate: { cart: { id: string } } }>(
        request,
        `mutation($input: CartInput!) @inContext(country: DE, language: DE) {
          cartCreate(input: $input) { cart { id } userErrors { message } } }`,
        {
          input: {
            buyerIdentity: { countryCode: 'DE' },
            lines: [
              {
                merchandiseId: `gid://shopify/ProductVariant/${inStock(notInSwitzerland)}`,
                quantity: 1,
                attributes: [{ key: '_title', value: notInSwitzerland.title }],
              },
              {
                merchandiseId: `gid://shopify/ProductVariant/${inStock(everywhere)}`,
                quantity: 2,
                attributes: [
                  { key: '_title', value: everywhere.title },
                  { key: '_gift_note', value: 'Für Oma' },
                ],
              },
            ],
          },
        },
      );
      const oldCartId: string = created.cartCreate.cart.id;
      await page.goto('/de/');
      const { hostname } = new URL(page.url());
      await context.addCookies([
        { name: 'cartId', value: oldCartId, domain: hostname, path: '/', httpOnly: true },
        { name: 'quantityInCart', value: '3', domain: hostname, path: '/' },
      ]);
      await page.reload();

      if (viewportName === 'mobile')
        await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await page
        .getByRole('button', { name: /^Sprache und Lieferland:/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Sprache und Lieferland' });
      await dialog.getByLabel('Lieferland').selectOption({ label: 'Schweiz' });
      await dialog.getByRole('button', { name: 'Übernehmen' }).click();

      const notice = page.getByRole('region', {
        name: 'Ein Artikel wurde aus Ihrem Warenkorb entfernt',
      });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('listitem')).toHaveText([notInSwitzerland.title]);
      await expect(notice).toBeFocused();
      await expectNoAxeViolations(page);

      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'country')?.value).toBe('ch');
      const newCartId = decodeURIComponent(
        cookies.find((cookie) => cookie.name === 'cartId')?.value ?? '',
      );
      expect(newCartId).not.toBe(oldCartId);
      expect(cookies.find((cookie) => cookie.name === 'quantityInCart')?.value).toBe('2');
      const lines = await cartLines(request, newCartId);
      expect(lines).toHaveLength(1);
      expect(lines[0]?.merchandise.id).toBe(`gid://shopify/ProductVariant/${inStock(everywhere)}`);
      expect(lines[0]?.quantity).toBe(2);
      expect(lines[0]?.merchandise.price.currencyCode).toBe('CHF');
      expect(lines[0]?.attributes).toContainEqual({ key: '_gift_note', value: 'Für Oma' });
      const tracking = lines[0]?.attributes.find((entry) => entry.key === '_trackingProduct');
      expect(JSON.parse(tracking?.value ?? '{}')).toMatchObject({ currency: 'CHF', quantity: 2 });

      await notice.getByRole('button', { name: 'Hinweis schließen' }).click();
      await expect(notice).toBeHidden();
      await page.reload();
      await expect(page.getByRole('heading', { name: /aus Ihrem Warenkorb entfernt/ })).toHaveCount(
        0,
      );
    });
  }
});
