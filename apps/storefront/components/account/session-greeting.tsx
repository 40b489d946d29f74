'use client';

import { useTranslations } from 'next-intl';
import { useSessionUser } from '../../lib/account/session-user';

/** "Hello, first and last name" once the session watch has loaded the customer (spec 2.5). */
export function SessionGreeting() {
  const t = useTranslations('account');
  const user = useSessionUser();
  if (!user || (!user.firstName && !user.lastName)) return null;
  return (
    <li>
      {t('sessionGreeting', { firstName: user.firstName ?? '', lastName: user.lastName ?? '' })}
    </li>
  );
}
