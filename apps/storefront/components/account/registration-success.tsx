'use client';

import { type LanguageCode, localizedPath } from '@shop/shop-config';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { trackEvent } from '../../lib/tracking/data-layer';
import { Modal } from '../modal/modal';
import styles from './account.module.css';

const noSubscription = () => () => {};

/**
 * Registration success (spec 2.5, 4): a modal whose confirm button goes to the order
 * history. Before the page's script runs it is the registration success page itself, with
 * the same text and button, so the step also works without script.
 */
export function RegistrationSuccess({
  language,
  firstName,
}: {
  language: LanguageCode;
  firstName: string;
}) {
  const t = useTranslations('account');
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [open, setOpen] = useState(true);
  // The sign_up event (spec 4) once per success page; a reload of it would count again.
  useEffect(() => {
    trackEvent({ event: 'sign_up' });
  }, []);
  const orderHistory = localizedPath(language, 'orderHistory');
  const content = (
    <>
      <p>{t('registerSuccessMessage', { firstName })}</p>
      <a href={orderHistory} className={styles.submit}>
        {t('registerSuccessConfirm')}
      </a>
    </>
  );
  if (!hydrated) {
    return (
      <section className={styles.panel}>
        <h2 className={styles.panelHeading}>{t('registerSuccessTitle')}</h2>
        {content}
      </section>
    );
  }
  return (
    <>
      {!open && (
        <a href={orderHistory} className={styles.submit}>
          {t('registerSuccessConfirm')}
        </a>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title={t('registerSuccessTitle')}>
        {content}
      </Modal>
    </>
  );
}
