import { CHECKOUT_STEPS, type CheckoutStep } from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { checkoutStepPath } from '../../lib/checkout/checkout-steps';
import styles from './checkout.module.css';

/** Where the shopper is among the steps; earlier steps are links back. */
export async function CheckoutStepsNav({
  language,
  token,
  current,
}: {
  language: LanguageCode;
  token: string;
  current: CheckoutStep;
}) {
  const t = await getTranslations({ locale: language, namespace: 'checkout' });
  const label = (step: CheckoutStep) => {
    switch (step) {
      case 'contact':
        return t('steps.contact');
      case 'address':
        return t('steps.address');
      case 'delivery':
        return t('steps.delivery');
      case 'payment':
        return t('steps.payment');
      case 'review':
        return t('steps.review');
    }
  };
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t('stepsLabel')}>
      <ol className={styles.steps}>
        {CHECKOUT_STEPS.map((step, index) => (
          <li
            key={step}
            className={styles.step}
            aria-current={step === current ? 'step' : undefined}
          >
            {index < currentIndex ? (
              <Link href={checkoutStepPath(language, token, step)}>{label(step)}</Link>
            ) : (
              label(step)
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
