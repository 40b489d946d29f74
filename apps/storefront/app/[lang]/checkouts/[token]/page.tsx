import { isLanguageCode } from '@shop/shop-config';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CheckoutStepPage } from '../../../../components/checkout/checkout-step-page';

interface CheckoutPageProps {
  params: Promise<{ lang: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: CheckoutPageProps): Promise<Metadata> {
  const { lang } = await params;
  if (!isLanguageCode(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'checkout' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * The checkout behind the cart's checkoutUrl (issue 7), first step: contact. The checkout
 * link's prefill parameters fill the forms the first time (spec 3 prefilled fields).
 */
export default async function CheckoutPage({ params, searchParams }: CheckoutPageProps) {
  const { lang, token } = await params;
  if (!isLanguageCode(lang)) notFound();
  return (
    <CheckoutStepPage language={lang} token={token} step="contact" query={await searchParams} />
  );
}
