import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { COMMERCE_URL } from './commerce-api';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

interface MailboxMessage {
  subject: string;
  kind: string;
  links: string[];
}

/** The newest newsletter mail to an address in the commerce service's development mailbox. */
async function confirmationMail(
  request: APIRequestContext,
  email: string,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `${COMMERCE_URL}/dev/mailbox/messages?to=${encodeURIComponent(email)}`,
        );
        const body: { messages: MailboxMessage[] } = await response.json();
        found = body.messages.find((message) => message.kind === 'newsletter-confirmation');
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  if (found === undefined) throw new Error(`no newsletter mail to ${email}`);
  return found;
}

async function expectNoViolationsInFooter(page: Page) {
  const results = await new AxeBuilder({ page }).include('footer').analyze();
  expect(
    results.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
}

const uniqueAddress = (label: string) =>
  `newsletter-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

interface LanguageCase {
  language: string;
  emailLabel: string;
  consent: RegExp;
  submit: string;
  thanks: string;
  mailSubject: string;
  confirmationPath: RegExp;
  confirmed: string;
  voucher: RegExp;
}

const GERMAN: LanguageCase = {
  language: 'de',
  emailLabel: 'E-Mail-Adresse',
  consent: /Newsletter von Vitalora per E-Mail erhalten/,
  submit: 'Anmelden',
  thanks: 'Vielen Dank für Ihre Anmeldung!',
  mailSubject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei Vitalora',
  confirmationPath: /\/de\/newsletter-bestaetigen\/\?token=[0-9a-f]{64}$/,
  confirmed: 'Ihre Anmeldung ist bestätigt',
  voucher: /Ihr Gutscheincode über 10 % für Ihre erste Bestellung: NEWS-\w{4}-\w{4}/,
};

const POLISH: LanguageCase = {
  language: 'pl',
  emailLabel: 'Adres e-mail',
  consent: /chcę otrzymywać newsletter Vitalora/,
  submit: 'Zapisz się',
  thanks: 'Dziękujemy za zapis!',
  mailSubject: 'Potwierdź zapis do newslettera Vitalora',
  confirmationPath: /\/pl\/potwierdz-newsletter\/\?token=[0-9a-f]{64}$/,
  confirmed: 'Twój zapis został potwierdzony',
  voucher: /Twój kod rabatowy na 10% przy pierwszym zamówieniu: NEWS-\w{4}-\w{4}/,
};

for (const [viewportName, viewport, texts] of [
  ['desktop', DESKTOP, GERMAN],
  ['mobile', MOBILE, POLISH],
] as const) {
  test.describe(`newsletter, ${viewportName}, ${texts.language}`, () => {
    test.use({ viewport });

    test('subscribe in the footer, confirm from the mail, confirm again harmlessly', async ({
      page,
      request,
    }) => {
      const email = uniqueAddress(texts.language);
      await page.goto(`/${texts.language}/`);
      const footer = page.getByRole('contentinfo');
      const emailField = footer.getByLabel(texts.emailLabel);
      await emailField.scrollIntoViewIfNeeded();
      await expectNoViolationsInFooter(page);

      await emailField.fill(email);
      await footer.getByRole('checkbox', { name: texts.consent }).check();
      await footer.getByRole('button', { name: texts.submit }).click();

      const thanks = footer.getByRole('heading', { name: texts.thanks });
      await expect(thanks).toBeVisible();
      await expect(thanks).toBeFocused();
      await expect(footer.getByLabel(texts.emailLabel)).toHaveCount(0);
      await expectNoViolationsInFooter(page);

      const mail = await confirmationMail(request, email);
      expect(mail.subject).toBe(texts.mailSubject);
      const link = mail.links.find((candidate) => candidate.includes('token='));
      expect(link).toMatch(texts.confirmationPath);

      await page.goto(link ?? '');
      await expect(page.locator('html')).toHaveAttribute('lang', texts.language);
      await expect(page.getByRole('heading', { level: 1, name: texts.confirmed })).toBeVisible();
      const voucher = page.getByText(texts.voucher);
      await expect(voucher).toBeVisible();
      const code = (await voucher.textContent())?.match(/NEWS-\w{4}-\w{4}/)?.[0];

      // Opening the link again confirms nothing new and shows the same voucher.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: texts.confirmed })).toBeVisible();
      await expect(page.getByText(texts.voucher)).toContainText(code ?? 'missing code');
    });
  });
}

test.describe('newsletter errors, desktop, de', () => {
  test.use({ viewport: DESKTOP });

  test('an invalid e-mail or a missing consent shows the localized error', async ({ page }) => {
    await page.goto('/de/');
    const footer = page.getByRole('contentinfo');
    const emailField = footer.getByLabel(GERMAN.emailLabel);
    await emailField.fill('kein-gueltiger-name@');
    await footer.getByRole('checkbox', { name: GERMAN.consent }).check();
    await footer.getByRole('button', { name: GERMAN.submit }).click();
    await expect(footer.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeVisible();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toBeFocused();
    await expectNoViolationsInFooter(page);

    await emailField.fill(uniqueAddress('consent'));
    await footer.getByRole('checkbox', { name: GERMAN.consent }).uncheck();
    await footer.getByRole('button', { name: GERMAN.submit }).click();
    await expect(
      footer.getByText('Bitte stimmen Sie dem Erhalt des Newsletters zu.'),
    ).toBeVisible();
    await expect(footer.getByRole('checkbox', { name: GERMAN.consent })).toBeFocused();
  });

  test('the subscribe route answers bad input with a localized 400', async ({ request }) => {
    const invalid = await request.post('/api/newsletter/subscribe?language=fr', {
      data: { email: 'pas-une-adresse', create_voucher: false, country: 'fr' },
    });
    expect(invalid.status()).toBe(400);
    expect((await invalid.json()).error.message).toBe('Veuillez saisir votre adresse e-mail.');

    const unknownCountry = await request.post('/api/newsletter/subscribe?language=es', {
      data: { email: 'valida@example.com', create_voucher: false, country: 'zz' },
    });
    expect(unknownCountry.status()).toBe(400);
    expect((await unknownCountry.json()).error.message).toBe('Verifica tu suscripción');

    const notJson = await request.post('/api/newsletter/subscribe?language=de', {
      headers: { 'content-type': 'application/json' },
      data: '{"email":',
    });
    expect(notJson.status()).toBe(400);
    expect((await notJson.json()).error.message).toBe('Bitte überprüfen Sie Ihre Eingabe.');
  });

  test('a wrong confirmation link explains itself in the language', async ({ page }) => {
    await page.goto(`/de/newsletter-bestaetigen/?token=${'0'.repeat(64)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bestätigung nicht möglich' }),
    ).toBeVisible();
    await expect(page.getByText(/Dieser Bestätigungslink ist ungültig/)).toBeVisible();
    await page.goto('/fr/confirmer-newsletter/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirmation impossible' }),
    ).toBeVisible();
  });

  test('a refused request shows the failure message and the form stays', async ({
    page,
    request,
  }) => {
    const email = uniqueAddress('limit');
    // The per-address limit allows three requests an hour; the fourth is refused.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await request.post('/api/newsletter/subscribe?language=de', {
        data: { email, create_voucher: true, country: 'de' },
      });
      expect(answer.status()).toBe(202);
    }
    await page.goto('/de/');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel(GERMAN.emailLabel).fill(email);
    await footer.getByRole('checkbox', { name: GERMAN.consent }).check();
    await footer.getByRole('button', { name: GERMAN.submit }).click();
    const failure = footer.getByRole('alert');
    await expect(failure).toHaveText(
      'Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.',
    );
    await expect(failure).toBeFocused();
    await expect(footer.getByLabel(GERMAN.emailLabel)).toHaveValue(email);
    await expectNoViolationsInFooter(page);
  });
});
