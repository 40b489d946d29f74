import { newsletterConfirmationTokenSchema } from '@shop/search-contract';
import { isLanguageCode, localizedPath } from '@shop/shop-config';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NewsletterConfirmation } from '../../../../components/newsletter/newsletter-confirmation';
import { confirmSubscription } from '../../../../lib/newsletter/newsletter-service';

interface ConfirmationPageProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: ConfirmationPageProps): Promise<Metadata> {
  const { lang } = await params;
  if (!isLanguageCode(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'newsletter' });
  return {
    title: t('confirmationTitle'),
    // A personal link's page: nothing to index.
    robots: { index: false, follow: false },
    alternates: { canonical: localizedPath(lang, 'newsletterConfirmation') },
  };
}

/**
 * The target of the double opt-in mail's link (spec 2.6, 4): /{lang}/frontend/
 * newsletter-confirmation, which the proxy serves at the language's localized route, e.g.
 * /de/newsletter-bestaetigen/?token=… Opening it again shows the same confirmation.
 */
export default async function NewsletterConfirmationPage({
  params,
  searchParams,
}: ConfirmationPageProps) {
  const { lang } = await params;
  if (!isLanguageCode(lang)) notFound();
  const raw = (await searchParams).token;
  const token = newsletterConfirmationTokenSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  const outcome = token.success
    ? await confirmSubscription(token.data)
    : ({ kind: 'unknown-link' } as const);
  return <NewsletterConfirmation language={lang} outcome={outcome} />;
}
