import { type LanguageCode, localizedPath, type RouteName } from '@shop/shop-config';
import { getTranslations } from 'next-intl/server';
import styles from './account.module.css';
import { CrmUser } from './crm-user';
import { LogoutButton } from './logout-button';

type AccountPage = Extract<RouteName, 'orderHistory' | 'personal' | 'address' | 'changePassword'>;

async function welcomeTexts(
  language: LanguageCode,
  customer: { firstName: string | null; lastName: string | null },
) {
  const t = await getTranslations({ locale: language, namespace: 'orderHistory' });
  return {
    heading: t('welcome', {
      firstName: customer.firstName ?? '',
      lastName: customer.lastName ?? '',
    }),
    logout: t('logout'),
  };
}

/**
 * The logged-in area's welcome (spec 2.5): first and last name, links to orders, personal
 * data, address and change password (the last two only without single sign-on), logout.
 */
export async function AccountNav({
  language,
  customer,
  current,
  singleSignOn,
}: {
  language: LanguageCode;
  customer: { firstName: string | null; lastName: string | null; email: string | null };
  current: AccountPage | undefined;
  singleSignOn: boolean;
}) {
  const t = await getTranslations({ locale: language, namespace: 'account' });
  const welcome = await welcomeTexts(language, customer);
  const links: { route: AccountPage; label: string }[] = [
    { route: 'orderHistory', label: t('navOrders') },
    { route: 'personal', label: t('navPersonal') },
    ...(singleSignOn
      ? []
      : [
          { route: 'address' as const, label: t('navAddress') },
          { route: 'changePassword' as const, label: t('navPassword') },
        ]),
  ];
  return (
    <div className={styles.welcome}>
      <h1>{welcome.heading}</h1>
      <nav aria-label={t('navLabel')}>
        <ul className={styles.accountNav}>
          {links.map(({ route, label }) => (
            <li key={route}>
              <a
                href={localizedPath(language, route)}
                aria-current={route === current ? 'page' : undefined}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <LogoutButton language={language} label={welcome.logout} />
      <CrmUser email={customer.email} />
    </div>
  );
}
