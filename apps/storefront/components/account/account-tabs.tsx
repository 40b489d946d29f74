'use client';

import { BREAKPOINTS, type LanguageCode } from '@shop/shop-config';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useMediaQuery } from '../../lib/shell/use-media-query';
import styles from './account.module.css';
import { ForgotPassword } from './forgot-password';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const TABS = ['login', 'register'] as const;
type AccountTab = (typeof TABS)[number];

/**
 * The account page's login and register (spec 2.5): under 768 px a WAI-ARIA tabs widget
 * showing only the active tab; wider, both side by side as two plain sections, where tab
 * roles would describe controls nobody sees. The server renders the narrow markup and CSS
 * shows both panels on wide screens, so the page also works before its script runs.
 */
export function AccountTabs({
  language,
  initialTab,
  returnTo,
}: {
  language: LanguageCode;
  initialTab: AccountTab;
  /** A checkout to go back to after logging in. */
  returnTo?: string;
}) {
  const t = useTranslations('account');
  const id = useId();
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.accountTabs}px)`);
  const [active, setActive] = useState<AccountTab>(initialTab);
  const tabRefs = useRef<Record<AccountTab, HTMLButtonElement | null>>({
    login: null,
    register: null,
  });
  const label: Record<AccountTab, string> = { login: t('loginTab'), register: t('registerTab') };
  const heading: Record<AccountTab, string> = {
    login: t('loginHeading'),
    register: t('registerHeading'),
  };

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={styles.tabs}>
      {!wide && (
        <div
          role="tablist"
          aria-label={t('tabsLabel')}
          className={styles.tabList}
          onKeyDown={moveFocus}
        >
          {TABS.map((tab) => (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${tab}-tab`}
              aria-selected={active === tab}
              aria-controls={`${id}-${tab}-panel`}
              tabIndex={active === tab ? 0 : -1}
              className={styles.tab}
              onClick={() => setActive(tab)}
            >
              {label[tab]}
            </button>
          ))}
        </div>
      )}
      <div className={styles.panels}>
        {TABS.map((tab) => (
          <section
            key={tab}
            id={`${id}-${tab}-panel`}
            {...(wide
              ? { 'aria-labelledby': `${id}-${tab}-heading` }
              : { role: 'tabpanel', 'aria-labelledby': `${id}-${tab}-tab`, tabIndex: 0 })}
            className={styles.panel}
            data-active={active === tab}
          >
            <h2 id={`${id}-${tab}-heading`} className={styles.panelHeading}>
              {heading[tab]}
            </h2>
            {tab === 'login' ? (
              <>
                <LoginForm language={language} returnTo={returnTo} />
                <ForgotPassword language={language} />
              </>
            ) : (
              <RegisterForm language={language} />
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
