import { isLanguageCode } from '@shop/shop-config';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CheckoutConfirmation } from '../../../../../components/checkout/checkout-confirmation';
import { CheckoutStepPage } from '../../../../../components/checkout/checkout-step-page';
import { CONFIRMATION_PAGE, isCheckoutStep } from '../../../../../lib/checkout/checkout-steps';

interface CheckoutStepRouteProps {
  params: Promise<{ lang: string; token: string; step: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: CheckoutStepRouteProps): Promise<Metadata> {
  const { lang } = await params;
  if (!isLanguageCode(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'checkout' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The checkout's later steps (address, delivery, payment, review) and its confirmation. */
export default async function CheckoutStepRoute({ params, searchParams }: CheckoutStepRouteProps) {
  const { lang, token, step } = await params;
  if (!isLanguageCode(lang)) notFound();
  const query = await searchParams;
  if (step === CONFIRMATION_PAGE) {
    const order = query.order;
    return (
      <CheckoutConfirmation
        language={lang}
        token={token}
        orderParameter={typeof order === 'string' ? order : undefined}
      />
    );
  }
  if (!isCheckoutStep(step) || step === 'contact') notFound();
  return <CheckoutStepPage language={lang} token={token} step={step} query={query} />;
}
