/**
 * The whole purchase (issue 7 and 8 acceptance) in the German store, through the shop as a
 * shopper uses it: product pages, the cart page's checkout button, every checkout step, the
 * confirmation mail with the right totals; and for a customer, the order in the order
 * history with its tracking link once the operator has shipped it (`orders:fulfil`).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { COMMERCE_URL, storefrontApi } from './commerce-api';

test.describe.configure({ timeout: 240_000 });
// One shopper address per journey, as the login rate limit counts per shopper IP.
test.use({
  viewport: { width: 1280, height: 800 },
  extraHTTPHeaders: { 'x-forwarded-for': `198.18.7.${Math.floor(Math.random() * 200) + 1}` },
});

interface Money {
  amountMinor: number;
}
interface LiveVariant {
  id: number;
  stock: number;
  sizeTop: string | null;
  sizeBottom: string | null;
  price: Money;
}
interface LiveProduct {
  title: string;
  url: string;
  kind: string;
  variants: LiveVariant[];
  rentalOptions: { months: number; monthlyPrice: Money }[];
}

const run = promisify(execFile);
const commerceDirectory = fileURLToPath(new URL('../../apps/commerce', import.meta.url));
const PASSWORD = 'Bestell#2026';
const search = { headers: { 'x-search-instance': 'shop-de' } };
const constraints = { query: { language: 'de', group: 'de' } };

const euro = (amountMinor: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amountMinor / 100);
const main = (page: Page) => page.getByRole('main');

async function productAt(request: APIRequestContext, url: string): Promise<LiveProduct> {
  const response = await request.post(`${COMMERCE_URL}/search/page`, {
    ...search,
    data: { url, count: 1, offset: 0, constraints },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { product: LiveProduct } }).data.product;
}

async function firstUrl(request: APIRequestContext, phrase?: string): Promise<string[]> {
  const response = await request.post(`${COMMERCE_URL}/search/search`, {
    ...search,
    data: {
      ...(phrase === undefined ? {} : { searchPhrase: phrase, isSearch: true }),
      count: 40,
      offset: 0,
      constraints,
    },
  });
  const body = (await response.json()) as { data: { items: { url: string }[] } };
  return body.data.items.map((item) => item.url);
}

/** A one-variant device with stock, and the demo EMS suit with a 6-month rental. */
async function pickProducts(request: APIRequestContext) {
  let device: LiveProduct | undefined;
  for (const url of await firstUrl(request)) {
    const product = await productAt(request, url);
    if (
      product.variants.length === 1 &&
      (product.variants[0]?.stock ?? 0) >= 10 &&
      product.kind !== 'ems-suit' &&
      product.kind !== 'bundle'
    ) {
      device = product;
      break;
    }
  }
  const [suitUrl] = await firstUrl(request, 'PulseFit Suit 10');
  const suit = await productAt(request, suitUrl ?? '');
  const suitVariant = suit.variants.find((variant) => variant.stock > 2 && variant.sizeTop);
  const sixMonths = suit.rentalOptions.find((option) => option.months === 6);
  const deviceVariant = device?.variants[0];
  if (!device || !deviceVariant || !suitVariant || !sixMonths) {
    throw new Error('the demo catalog lacks a stocked device or a rentable suit');
  }
  return { device, deviceVariant, suit, suitVariant, sixMonths };
}

async function addToCart(page: Page) {
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  const flyout = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(flyout.getByRole('status')).toContainText('in den Warenkorb gelegt');
  await flyout.getByRole('button', { name: 'Weiter einkaufen' }).click();
  await expect(flyout).toBeHidden();
}

/** The device bought and the suit rented for 6 months, from their product pages. */
async function fillCart(page: Page, picked: Awaited<ReturnType<typeof pickProducts>>) {
  await page.goto(picked.device.url);
  await addToCart(page);
  await page.goto(picked.suit.url);
  const group = (name: string) => page.getByRole('group', { name, exact: true });
  await group('Größe Oberteil')
    .getByRole('radio', { name: new RegExp(`^${picked.suitVariant.sizeTop}(\\s|$)`) })
    .check();
  await group('Größe Hose')
    .getByRole('radio', { name: new RegExp(`^${picked.suitVariant.sizeBottom}(\\s|$)`) })
    .check();
  await group('Kaufen oder mieten').getByRole('radio', { name: 'Mieten' }).check();
  await group('Mietdauer')
    .getByRole('radio', { name: /^6 Monate/ })
    .check();
  await addToCart(page);
}

async function fillAddress(page: Page) {
  const field = (label: string) => main(page).getByLabel(label, { exact: true });
  await field('Vorname').fill('Erika');
  await field('Nachname').fill('Mustermann');
  await field('Firma').fill('Muster GmbH');
  await field('Straße und Hausnummer').fill('Hauptstraße 5');
  await field('Postleitzahl').fill('10115');
  await field('Ort').fill('Berlin');
  await main(page).getByRole('button', { name: 'Weiter' }).click();
}

/** From the cart page's checkout button to the confirmation; answers the order number. */
async function checkOut(page: Page, contact: { email?: string; button: string }) {
  await page.goto('/de/warenkorb/');
  await main(page).getByRole('button', { name: 'Zur Kasse' }).click();
  await expect(page).toHaveURL(/\/de\/checkouts\/[\w-]+/);
  // Classic mode (single sign-on off): no guest-or-login warning, for guests or customers.
  const modal = page.getByRole('dialog', { name: 'Anmelden oder als Gast bestellen?' });
  if (contact.email !== undefined) {
    await main(page).getByLabel('E-Mail-Adresse').fill(contact.email);
    await expect(modal).toHaveCount(0);
  } else {
    // A logged-in customer is asked nothing and finds the account's address filled in.
    await expect(main(page).getByLabel('E-Mail-Adresse')).not.toHaveValue('');
    await expect(modal).toHaveCount(0);
  }
  await main(page).getByRole('button', { name: contact.button }).click();
  await expect(main(page).getByRole('heading', { level: 2, name: 'Lieferadresse' })).toBeVisible();
  await fillAddress(page);
  await main(page).getByRole('link', { name: 'Weiter' }).click();
  await main(page).getByRole('button', { name: 'Weiter' }).click();
  await expect(
    main(page).getByRole('heading', { level: 2, name: 'Prüfen und bestellen' }),
  ).toBeVisible();
  await main(page).getByLabel('Ich akzeptiere die Allgemeinen Geschäftsbedingungen.').check();
  await main(page)
    .getByLabel(/Widerrufsbelehrung gelesen/)
    .check();
  await main(page).getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  const orderLine = main(page).getByText(/Ihre Bestellnummer: #?\d+/);
  await expect(orderLine).toBeVisible({ timeout: 30_000 });
  return /(\d+)/.exec((await orderLine.textContent()) ?? '')?.[1] ?? '';
}

async function mailText(request: APIRequestContext, email: string, subject: RegExp) {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `${COMMERCE_URL}/dev/mailbox/messages?to=${encodeURIComponent(email)}`,
        );
        const body: { messages: { subject: string; text: string }[] } = await response.json();
        text = body.messages.find((message) => subject.test(message.subject))?.text ?? '';
        return text !== '';
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return text;
}

test('a guest buys one device and rents a suit for 6 months; the mail has the totals', async ({
  page,
  request,
}) => {
  const picked = await pickProducts(request);
  await fillCart(page, picked);
  const email = `order-journey-${Date.now()}@example.com`;
  const order = await checkOut(page, { email, button: 'Als Gast fortfahren' });

  // The suit is on the free-shipping list, and a rental charges its first month now.
  const total = picked.deviceVariant.price.amountMinor + picked.sixMonths.monthlyPrice.amountMinor;
  const text = await mailText(request, email, new RegExp(order));
  expect(text).toContain(picked.device.title);
  expect(text).toContain(picked.suit.title);
  expect(text).toContain(euro(picked.sixMonths.monthlyPrice.amountMinor));
  expect(text).toContain(euro(total));
  expect(text).toContain('Mustermann');
  // The cart is closed: the header count is back to nothing and the cart page is empty.
  await page.goto('/de/warenkorb/');
  await expect(main(page)).toContainText('Ihr Warenkorb ist leer.');
});

test('a customer’s order shows in the order history, with tracking once shipped', async ({
  page,
  request,
}) => {
  const email = `order-history-${Date.now()}@example.com`;
  const created = await storefrontApi(
    request,
    `mutation($input: CustomerCreateInput!) { customerCreate(input: $input) {
      customer { id } customerUserErrors { message } } }`,
    { input: { email, password: PASSWORD, firstName: 'Olga', lastName: 'Order' } },
  );
  expect(created).toMatchObject({ customerCreate: { customerUserErrors: [] } });
  await page.goto('/de/login/');
  // The login form comes first (spec 2.5).
  const login = main(page).locator('form:has(input[name="password"])').first();
  await login.locator('input[name="email"]').fill(email);
  await login.locator('input[name="password"]').fill(PASSWORD);
  await login.locator('button[type="submit"]').click();
  await expect(page).toHaveURL('/de/order-history/');

  const picked = await pickProducts(request);
  await page.goto(picked.device.url);
  await addToCart(page);
  const order = await checkOut(page, { button: 'Weiter' });

  await page.goto('/de/order-history/');
  await expect(main(page)).toContainText(order);
  await run(
    'npm',
    [
      'run',
      '--silent',
      'admin',
      '--',
      'orders:fulfil',
      order,
      '--carrier',
      'DHL',
      '--tracking',
      '00340434161234567890',
      '--service',
      COMMERCE_URL,
    ],
    { cwd: commerceDirectory, timeout: 60_000 },
  );
  await page.goto(`/de/order-history/?order=${order}`);
  const tracking = main(page).getByRole('link', { name: /00340434161234567890/ });
  await expect(tracking).toHaveAttribute('href', /^https:\/\/www\.dhl\.de\//);
  const shipped = await mailText(request, email, /versandt|unterwegs|Versand/i);
  expect(shipped).toContain('00340434161234567890');
});
