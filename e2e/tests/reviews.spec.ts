/**
 * Reviews and back-in-stock on the product page (issue 6), against the real storefront,
 * commerce service and database. Operator steps run through the admin CLI, which hands the
 * command to the running commerce service (`--service`), because the embedded database
 * admits one process at a time.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { REVIEW_PAGE_SIZE } from '@shop/search-contract';
import { COMMERCE_URL } from './commerce-api';

const run = promisify(execFile);
const commerceDirectory = fileURLToPath(new URL('../../apps/commerce', import.meta.url));

/** `npm run admin -- <argv> --service <commerce>`, as an operator types it; its output lines. */
async function admin(...argv: string[]): Promise<string> {
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'admin', '--', ...argv, '--service', COMMERCE_URL],
    {
      cwd: commerceDirectory,
      timeout: 60_000,
    },
  );
  return stdout;
}

interface Tile {
  id: number;
  title: string;
  stockStatus: string;
  rating: { average: number; count: number };
}

async function tiles(request: APIRequestContext, language: string): Promise<Tile[]> {
  const response = await request.post(`${COMMERCE_URL}/search/search`, {
    headers: { 'x-search-instance': 'shop-de' },
    data: { count: 100, offset: 0, constraints: { query: { language, group: 'de' } } },
  });
  expect(response.ok()).toBe(true);
  const body: { data: { items: Tile[] } } = await response.json();
  return body.data.items;
}

interface Variant {
  id: number;
  articleNumber: string;
  stock: number;
}

async function variantsOf(request: APIRequestContext, language: string, productId: number) {
  const response = await request.post(`${COMMERCE_URL}/search/page`, {
    headers: { 'x-search-instance': 'shop-de' },
    data: {
      url: `/${language}/p/${productId}/`,
      count: 1,
      constraints: { query: { language, group: 'de' } },
    },
  });
  expect(response.ok()).toBe(true);
  const body: { data: { product: { variants: Variant[] } } } = await response.json();
  return body.data.product.variants;
}

interface Mail {
  subject: string;
  kind: string;
  text: string;
  links: string[];
}

async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get(
    `${COMMERCE_URL}/dev/mailbox/messages?to=${encodeURIComponent(email)}`,
  );
  expect(response.ok()).toBe(true);
  return (await response.json()).messages;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.length })),
  ).toEqual([]);
}

const JOURNEYS = [
  {
    name: 'desktop',
    viewport: { width: 1280, height: 900 },
    language: 'de',
    pick: 0,
    texts: {
      write: 'Bewertung schreiben',
      dialog: 'Bewertung schreiben',
      rating: '4 Sterne',
      title: 'Titel',
      comment: 'Ihr Erfahrungsbericht',
      email: 'E-Mail-Adresse',
      submit: 'Bewertung senden',
      required: 'Bitte füllen Sie dieses Feld aus.',
      ratingRequired: 'Bitte wählen Sie eine Bewertung von 1 bis 5 Sternen.',
      invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      success: 'Vielen Dank für Ihre Bewertung! Sie wird nach einer Prüfung veröffentlicht.',
      loadMore: 'Weitere Bewertungen anzeigen',
      notify: 'Benachrichtigen, wenn verfügbar',
      notifyDialog: 'Verfügbarkeitsbenachrichtigung',
      consentRequired: 'Bitte stimmen Sie dem Einwilligungstext zu.',
      consent: /Ich bin einverstanden/,
      notifySubmit: 'Benachrichtigen',
      notifySuccess: 'Vielen Dank! Wir informieren Sie per E-Mail',
      mailSubject: /ist wieder verfügbar$/,
    },
  },
  {
    name: 'mobile',
    viewport: { width: 390, height: 844 },
    language: 'fr',
    pick: 1,
    texts: {
      write: 'Donner mon avis',
      dialog: 'Donner mon avis',
      rating: '4 étoiles',
      title: 'Titre',
      comment: 'Votre avis',
      email: 'Adresse e-mail',
      submit: 'Envoyer l’avis',
      required: 'Veuillez remplir ce champ.',
      ratingRequired: 'Veuillez choisir une note de 1 à 5 étoiles.',
      invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
      success: 'Merci pour votre avis ! Il sera publié après vérification.',
      loadMore: 'Afficher plus d’avis',
      notify: 'M’avertir de la disponibilité',
      notifyDialog: 'Alerte de disponibilité',
      consentRequired: 'Veuillez accepter le texte de consentement.',
      consent: /J’accepte que mon adresse e-mail/,
      notifySubmit: 'M’avertir',
      notifySuccess: 'Merci ! Nous vous préviendrons par e-mail',
      mailSubject: /est de nouveau disponible$/,
    },
  },
] as const;

for (const journey of JOURNEYS) {
  const { texts, language } = journey;

  test.describe(`reviews and back-in-stock, ${journey.name}`, () => {
    test.use({ viewport: journey.viewport });

    test('a submitted review shows only after reviews:approve', async ({ page, request }) => {
      test.setTimeout(120_000);
      const product = (await tiles(request, language))[journey.pick];
      if (!product) throw new Error('the demo catalog lists no products');
      const email = `review-${journey.name}-${Date.now()}@example.com`;
      const title = `Journey ${journey.name} ${Date.now()}`;

      await page.goto(`/${language}/p/${product.id}`);
      await page.getByRole('button', { name: texts.write }).click();
      const dialog = page.getByRole('dialog', { name: texts.dialog });
      await expect(dialog).toBeVisible();

      // Nothing filled in: every field says what it needs, and nothing is sent.
      await dialog.getByRole('button', { name: texts.submit }).click();
      await expect(dialog.getByText(texts.ratingRequired)).toBeVisible();
      await expect(dialog.getByText(texts.required)).toHaveCount(3);
      await expectNoAxeViolations(page);

      await dialog.getByRole('radio', { name: texts.rating }).check();
      await dialog.getByLabel(texts.title).fill(title);
      await dialog.getByLabel(texts.comment).fill('Zuverlässig, leise und einfach abzulesen.');
      await dialog.getByLabel(texts.email).fill('not-an-address@');
      await dialog.getByRole('button', { name: texts.submit }).click();
      await expect(dialog.getByText(texts.invalidEmail)).toBeVisible();
      await expect(dialog.getByLabel(texts.email)).toBeFocused();

      await dialog.getByLabel(texts.email).fill(email);
      await dialog.getByRole('button', { name: texts.submit }).click();
      await expect(dialog.getByRole('status')).toHaveText(texts.success);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.reload();
      await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

      const pending = await admin('reviews:list-pending');
      const line = pending.split('\n').find((entry) => entry.includes(email));
      const id = line?.match(/^#(\d+) /)?.[1];
      if (!id) throw new Error(`reviews:list-pending does not list ${email}:\n${pending}`);
      expect(await admin('reviews:approve', id)).toContain(
        `Review #${id} of product ${product.id} is published.`,
      );

      // The approval expires the cached page; the next renders carry the review.
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
    });

    test('"show more" loads the next page of reviews', async ({ page, request }) => {
      // The least popular such product: the review journeys approve reviews on the top two.
      const product = (await tiles(request, language))
        .filter((tile) => tile.rating.count > REVIEW_PAGE_SIZE)
        .at(-1);
      if (!product) throw new Error('the demo catalog has no product with a second review page');
      await page.goto(`/${language}/p/${product.id}`);
      const reviews = page.locator('#reviews article');
      await expect(reviews).toHaveCount(REVIEW_PAGE_SIZE);
      await page.getByRole('button', { name: texts.loadMore }).click();
      await expect(reviews).toHaveCount(Math.min(product.rating.count, 2 * REVIEW_PAGE_SIZE));
      await expect(reviews.nth(REVIEW_PAGE_SIZE)).toBeFocused();
      if (product.rating.count <= 2 * REVIEW_PAGE_SIZE) {
        await expect(page.getByRole('button', { name: texts.loadMore })).toHaveCount(0);
      }
    });

    test('a back-in-stock request is mailed when stock:set raises the stock', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const soldOut = (await tiles(request, language)).filter(
        (tile) => tile.stockStatus === 'outOfStock',
      );
      const product = soldOut[journey.pick];
      if (!product) throw new Error('the demo catalog lists too few sold-out products');
      const [variant] = (await variantsOf(request, language, product.id)).filter(
        (candidate) => candidate.stock === 0,
      );
      if (!variant) throw new Error(`product ${product.id} has no sold-out variant`);
      const email = `notify-${journey.name}-${Date.now()}@example.com`;

      // The variant in the URL is the buy box's choice, which offers the notice when sold out.
      await page.goto(`/${language}/p/${product.id}?variant=${variant.id}`);
      await page.getByRole('button', { name: texts.notify }).click();
      const dialog = page.getByRole('dialog', { name: texts.notifyDialog });
      await dialog.getByRole('textbox', { name: texts.email }).fill(email);
      await dialog.getByRole('button', { name: texts.notifySubmit, exact: true }).click();
      await expect(dialog.getByText(texts.consentRequired)).toBeVisible();
      await expectNoAxeViolations(page);

      await dialog.getByRole('checkbox', { name: texts.consent }).check();
      await dialog.getByRole('button', { name: texts.notifySubmit, exact: true }).click();
      await expect(dialog.getByRole('status')).toContainText(texts.notifySuccess);
      expect(await mailsTo(request, email)).toEqual([]);

      const changed = await admin(
        'stock:set',
        '--article',
        variant.articleNumber,
        '--quantity',
        '5',
      );
      expect(changed).toContain('Back-in-stock notices: 1 sent, 0 failed');
      const [mail] = await mailsTo(request, email);
      expect(mail?.kind).toBe('back-in-stock');
      expect(mail?.subject).toMatch(texts.mailSubject);
      expect(mail?.links[0]).toMatch(new RegExp(`/${language}/p/${product.id}$`));
    });
  });
}

test.describe('review and back-in-stock route handlers', () => {
  test('answer bad input with 400 and field message keys, storing nothing', async ({ request }) => {
    const email = `bad-input-${Date.now()}@example.com`;
    const [product] = await tiles(request, 'de');
    if (!product) throw new Error('the demo catalog lists no products');
    const notJson = await request.post('/api/reviews', {
      headers: { 'content-type': 'application/json' },
      data: '{"rating":',
    });
    expect(notJson.status()).toBe(400);
    expect(await notJson.json()).toEqual({ error: 'invalid-input', fields: {} });
    const invalid = await request.post('/api/reviews', {
      data: { productId: product.id, language: 'de', rating: 9, title: '', comment: 'ok', email },
    });
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toEqual({
      error: 'invalid-input',
      fields: { rating: 'validation.ratingRequired', title: 'validation.required' },
    });
    const unknownProduct = await request.post('/api/reviews', {
      data: { productId: 2_000_000, language: 'de', rating: 3, title: 'T', comment: 'C', email },
    });
    expect(unknownProduct.status()).toBe(404);
    expect(await admin('reviews:list-pending')).not.toContain(email);

    expect((await request.get('/api/reviews?productId=abc')).status()).toBe(400);
    expect((await request.get('/api/reviews?productId=2000000')).status()).toBe(404);

    const noConsent = await request.post('/api/back-in-stock', {
      data: { email, consent: false, variantId: 1, language: 'de' },
    });
    expect(noConsent.status()).toBe(400);
    expect(await noConsent.json()).toEqual({
      error: 'invalid-input',
      fields: { consent: 'validation.consentRequired' },
    });
    const inStock = (await tiles(request, 'de')).find((tile) => tile.stockStatus === 'inStock');
    const variant = inStock
      ? (await variantsOf(request, 'de', inStock.id)).find((candidate) => candidate.stock > 0)
      : undefined;
    const available = await request.post('/api/back-in-stock', {
      data: { email, consent: true, variantId: variant?.id, language: 'de' },
    });
    expect(available.status()).toBe(409);
    expect(await available.json()).toEqual({ error: 'in-stock', fields: {} });
  });
});
