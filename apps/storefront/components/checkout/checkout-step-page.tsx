import { randomUUID } from 'node:crypto';
import type { CheckoutStep, CheckoutSummary } from '@shop/search-contract';
import {
  type CountryCode,
  formatStorePrice,
  getStore,
  type LanguageCode,
  localizedPath,
} from '@shop/shop-config';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { customerAccessToken } from '../../lib/account/customer-session';
import { accountSiteLink, usesSingleSignOn } from '../../lib/account/single-sign-on';
import { loadCheckout } from '../../lib/checkout/checkout-api';
import type { AddressFormField } from '../../lib/checkout/checkout-form-state';
import { CHECKOUT_COUNTRY_PARAMETER, prefillFromQuery } from '../../lib/checkout/checkout-link';
import {
  CONFIRMATION_PAGE,
  checkoutStepPath,
  isCheckoutToken,
  nextStep,
  reachableStep,
  storeDeliveryCountries,
} from '../../lib/checkout/checkout-steps';
import { siteOrigin } from '../../lib/site-origin';
import { AddressForm } from './address-form';
import styles from './checkout.module.css';
import { CheckoutStepsNav } from './checkout-steps-nav';
import { CheckoutUnavailable } from './checkout-unavailable';
import { ContactForm } from './contact-form';
import { OrderSummary } from './order-summary';
import { PaymentForm } from './payment-form';
import { ReviewForm } from './review-form';

type Query = Record<string, string | string[] | undefined>;

interface StepProps {
  language: LanguageCode;
  token: string;
  summary: CheckoutSummary;
  query: Query;
}

async function ContactStep({ language, token, summary, query }: StepProps) {
  const prefill = prefillFromQuery(query);
  const { email = '', ...addressPrefill } = prefill;
  const country = query[CHECKOUT_COUNTRY_PARAMETER];
  const loggedIn = (await customerAccessToken()) !== undefined;
  const here = checkoutStepPath(language, token, 'contact');
  const store = getStore(summary.store);
  // Single sign-on: the login is the account site's, which returns to this step.
  const loginHref = usesSingleSignOn(store)
    ? accountSiteLink(language, 'login', new URL(here, await siteOrigin()).toString())
    : `${localizedPath(language, 'login')}?${new URLSearchParams({ returnTo: here })}`;
  return (
    <ContactForm
      token={token}
      language={language}
      defaultEmail={summary.email ?? email}
      prefill={summary.shippingAddress === null ? addressPrefill : {}}
      prefillCountry={typeof country === 'string' ? country.toLowerCase() : undefined}
      loginHref={loginHref}
      loggedIn={loggedIn}
      singleSignOnWarning={usesSingleSignOn(store) && !loggedIn}
    />
  );
}

function AddressStep({ language, token, summary, query }: StepProps) {
  const countries = storeDeliveryCountries(summary.store).map((country) => ({
    code: country.code,
    name: country.nameTranslation[language],
  }));
  const saved = summary.shippingAddress;
  const prefill = prefillFromQuery(query);
  const queryCountry = query[CHECKOUT_COUNTRY_PARAMETER];
  const initial: Partial<Record<AddressFormField, string>> =
    saved === null
      ? {
          ...prefill,
          countryCode:
            typeof queryCountry === 'string' &&
            countries.some((country) => country.code === queryCountry)
              ? queryCountry
              : summary.countryCode,
        }
      : saved;
  return (
    <AddressForm
      token={token}
      language={language}
      storeKey={summary.store}
      initial={initial}
      countries={countries}
    />
  );
}

async function DeliveryStep({ language, token, summary }: StepProps) {
  const t = await getTranslations({ locale: language, namespace: 'checkout' });
  const store = getStore(summary.store);
  const price = (amountMinor: number) => formatStorePrice(amountMinor, store);
  const days = summary.deliveryTime;
  return (
    <div className={styles.section}>
      <dl className={styles.facts}>
        <dt className={styles.label}>{t('shippingCost')}</dt>
        <dd>
          {summary.shipping.amountMinor === 0
            ? t('shippingFree')
            : t('shippingStandard', { price: price(summary.shipping.amountMinor) })}
        </dd>
        <dt className={styles.label}>{t('deliveryTimeLabel')}</dt>
        <dd>
          {days === '1-3'
            ? t('deliveryTime13')
            : days === '2-4'
              ? t('deliveryTime24')
              : t('deliveryTime25')}
        </dd>
      </dl>
      <p>{t('freeShippingFrom', { price: price(summary.freeShippingFrom.amountMinor) })}</p>
      <p>
        <Link className={styles.linkButton} href={checkoutStepPath(language, token, 'payment')}>
          {t('continue')}
        </Link>
      </p>
    </div>
  );
}

async function ReviewStep({ language, token, summary }: StepProps) {
  const t = await getTranslations({ locale: language, namespace: 'checkout' });
  const address = summary.shippingAddress;
  const country = storeDeliveryCountries(summary.store).find(
    (candidate) => candidate.code === (address?.countryCode as CountryCode | undefined),
  );
  return (
    <div className={styles.section}>
      <dl className={styles.facts}>
        <dt className={styles.label}>{t('emailLabel')}</dt>
        <dd>{summary.email}</dd>
        {address && (
          <>
            <dt className={styles.label}>{t('shippingAddressHeading')}</dt>
            <dd>
              {address.firstName} {address.lastName}
              {address.company && (
                <>
                  <br />
                  {address.company}
                </>
              )}
              <br />
              {address.address1}
              {address.address2 && `, ${address.address2}`}
              <br />
              {address.zip} {address.city}
              <br />
              {country?.nameTranslation[language] ?? address.countryCode.toUpperCase()}
            </dd>
          </>
        )}
        <dt className={styles.label}>{t('paymentMethodLegend')}</dt>
        <dd>{summary.paymentMethod === 'test-card' ? t('testCard') : t('invoice')}</dd>
      </dl>
      <ReviewForm
        token={token}
        language={language}
        paymentMethod={summary.paymentMethod ?? 'invoice'}
        idempotencyKey={randomUUID()}
      />
    </div>
  );
}

const STEP_CONTENT = {
  contact: ContactStep,
  address: AddressStep,
  delivery: DeliveryStep,
  payment: ({ language, token, summary }: StepProps) => (
    <PaymentForm token={token} language={language} initial={summary.paymentMethod} />
  ),
  review: ReviewStep,
} as const;

/**
 * One checkout step (issue 7): loads the checkout from the commerce service, sends a
 * shopper who skipped a step back to it, and shows the step's form beside the order summary.
 * A closed or unknown checkout, catalogue mode and a failing service get their own page.
 */
export async function CheckoutStepPage({
  language,
  token,
  step,
  query,
}: {
  language: LanguageCode;
  token: string;
  step: CheckoutStep;
  query: Query;
}) {
  if (!isCheckoutToken(token)) return <CheckoutUnavailable language={language} reason="gone" />;
  const outcome = await loadCheckout(token, language);
  if (outcome.status === 'gone') return <CheckoutUnavailable language={language} reason="gone" />;
  if (outcome.status === 'unavailable') {
    return <CheckoutUnavailable language={language} reason="unavailable" />;
  }
  if (outcome.status === 'refused') {
    return (
      <CheckoutUnavailable
        language={language}
        reason={outcome.refusal.kind === 'catalogue-mode' ? 'catalogue-mode' : 'gone'}
        message={outcome.refusal.message}
      />
    );
  }
  const summary = outcome.answer;
  if (summary.placedOrder !== null) {
    redirect(checkoutStepPath(language, token, CONFIRMATION_PAGE));
  }
  if (summary.lines.length === 0) return <CheckoutUnavailable language={language} reason="gone" />;
  const shown = reachableStep(step, summary);
  if (shown !== step) redirect(checkoutStepPath(language, token, shown));

  const t = await getTranslations({ locale: language, namespace: 'checkout' });
  const Content = STEP_CONTENT[step];
  const stepHeading = {
    contact: t('steps.contact'),
    address: t('steps.address'),
    delivery: t('steps.delivery'),
    payment: t('steps.payment'),
    review: t('steps.review'),
  }[step];
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('title')}</h1>
      <CheckoutStepsNav language={language} token={token} current={step} />
      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="checkout-step-heading">
          <h2 id="checkout-step-heading" className={styles.sectionHeading}>
            {stepHeading}
          </h2>
          <Content language={language} token={token} summary={summary} query={query} />
          {nextStep(step) === undefined && <p className={styles.hint}>{t('reviewHint')}</p>}
        </section>
        <OrderSummary summary={summary} language={language} />
      </div>
    </div>
  );
}
