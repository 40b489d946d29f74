'use client';

import { useTranslations } from 'next-intl';

/** The selector's message when the cart could not be moved to the new market; nothing changed. */
export function MarketChangeFailed({ className }: { className: string | undefined }) {
  const t = useTranslations('marketChange');
  return (
    <p role="alert" className={className}>
      {t('failed')}
    </p>
  );
}
