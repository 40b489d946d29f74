/**
 * Issue 9, several instances behind a load balancer: two commerce services and two
 * storefronts on one PostgreSQL database, each pair behind a round-robin proxy. A shopper's
 * cart and login made on one instance are seen by the other, because neither app keeps
 * state of its own (cart id and session live in cookies, everything else in the database).
 */
import { expect, type Page, test } from '@playwright/test';
import {
  type Backend,
  PIN_BACKEND_HEADER,
  type RoundRobinProxy,
  SERVED_BY_HEADER,
  startRoundRobinProxy,
} from './round-robin-proxy';
import {
  createThrowawayDatabase,
  NO_POSTGRES_REASON,
  postgresServerUrl,
  type ShopProcess,
  startCommerce,
  startStorefront,
} from './shop-processes';
import { cartQuantity, operatorCommand, registerCustomer } from './storefront-api';

const COMMERCE_PORTS = [4126, 4136];
const STOREFRONT_PORTS = [3126, 3136];
const BALANCER_PORT = 5136;
const PASSWORD = 'Sommer#2026';

test.skip(!postgresServerUrl, NO_POSTGRES_REASON);
test.describe.configure({ timeout: 180_000 });

const started: ShopProcess[] = [];
const proxies: RoundRobinProxy[] = [];
const cleanups: (() => void)[] = [];
let shop: RoundRobinProxy;
let commerceBalancer: RoundRobinProxy;
let commerces: ShopProcess[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const database = createThrowawayDatabase(postgresServerUrl ?? '', 'shop_ops_two');
  cleanups.push(database.drop);
  // The first instance migrates and seeds; the second starts on the ready database.
  for (const [index, port] of COMMERCE_PORTS.entries()) {
    const commerce = await startCommerce(`commerce-${index + 1}`, {
      port,
      database: { url: database.url },
      storefrontPort: BALANCER_PORT,
    });
    started.push(commerce);
    commerces.push(commerce);
  }
  commerceBalancer = await startRoundRobinProxy(commerces.map(backendOf));
  proxies.push(commerceBalancer);
  const storefronts: ShopProcess[] = [];
  for (const [index, port] of STOREFRONT_PORTS.entries()) {
    const storefront = await startStorefront(`storefront-${index + 1}`, {
      port,
      commerceUrl: commerceBalancer.url,
    });
    started.push(storefront);
    storefronts.push(storefront);
  }
  shop = await startRoundRobinProxy(storefronts.map(backendOf), BALANCER_PORT);
  proxies.push(shop);
});

test.afterAll(async () => {
  for (const proxy of proxies) await proxy.close();
  for (const process of started) await process.stop();
  for (const cleanup of cleanups) cleanup();
  commerces = [];
});

function backendOf(process: ShopProcess): Backend {
  return { name: process.name, url: process.url };
}

/** Sends the shopper's next requests to one storefront, as a balancer may at any time. */
async function moveShopperTo(page: Page, storefront: string) {
  await page.context().setExtraHTTPHeaders({ [PIN_BACKEND_HEADER]: storefront });
}

async function addToCartOn(page: Page, storefront: string) {
  await moveShopperTo(page, storefront);
  const shown = await page.goto(`${shop.url}/de/p/1`);
  expect(shown?.headers()[SERVED_BY_HEADER]).toBe(storefront);
  const action = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  expect((await action).headers()[SERVED_BY_HEADER]).toBe(storefront);
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Der Artikel liegt im Warenkorb.',
  );
}

async function cartIdOf(page: Page) {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'cartId');
  return cookie === undefined ? undefined : decodeURIComponent(cookie.value);
}

test('the cart made on one storefront is the cart on the other', async ({ page }) => {
  await addToCartOn(page, 'storefront-1');
  const cartId = await cartIdOf(page);
  expect(cartId).toBeDefined();
  await addToCartOn(page, 'storefront-2');
  // The second instance added to the same cart rather than starting a new one.
  expect(await cartIdOf(page)).toBe(cartId);
  await expect(page.getByRole('link', { name: 'Warenkorb, 2 Artikel' })).toBeVisible();
  // Both commerce instances read the same cart from the shared database.
  for (const commerce of commerces) expect(await cartQuantity(commerce.url, cartId ?? '')).toBe(2);
  expect(Object.values(commerceBalancer.served()).every((count) => count > 0)).toBe(true);
});

test('a login on one storefront is a session on the other', async ({ page }) => {
  const email = `two.instances.${Date.now()}@example.com`;
  await registerCustomer(commerceBalancer.url, email, PASSWORD);
  await operatorCommand(commerces[0]?.url ?? '', ['orders:create-demo', '--email', email]);

  await moveShopperTo(page, 'storefront-1');
  await page.goto(`${shop.url}/es/iniciar-sesion/`);
  const login = page.getByRole('region', { name: 'Ya soy cliente' });
  await login.getByLabel('Correo electrónico').fill(email);
  await login.getByLabel('Contraseña').fill(PASSWORD);
  await login.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(`${shop.url}/es/historial-de-pedidos/`);

  // The next page view lands on the other storefront and still knows the shopper.
  await moveShopperTo(page, 'storefront-2');
  const history = await page.goto(`${shop.url}/es/historial-de-pedidos/`);
  expect(history?.headers()[SERVED_BY_HEADER]).toBe('storefront-2');
  await expect(page).toHaveURL(`${shop.url}/es/historial-de-pedidos/`);
  await expect(page.getByRole('heading', { name: 'Bienvenido, Ops Prueba' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Número de pedido #100[123]$/ })).toHaveCount(3);

  // Unpinned, plain round-robin: consecutive page views alternate and all show the account.
  await page.context().setExtraHTTPHeaders({});
  const servedBy = new Set<string>();
  for (let view = 0; view < 4; view++) {
    const answer = await page.context().request.get(`${shop.url}/es/historial-de-pedidos/`, {
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('Bienvenido, Ops Prueba');
    servedBy.add(answer.headers()[SERVED_BY_HEADER] ?? '');
  }
  expect([...servedBy].sort()).toEqual(['storefront-1', 'storefront-2']);
});
