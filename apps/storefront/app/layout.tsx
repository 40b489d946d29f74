import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pageTitleTemplate } from '../lib/i18n/page-title';
import { requestLanguage } from '../lib/i18n/request-language';
import { siteOrigin } from '../lib/site-origin';

/*
 * The document itself is rendered by app/[lang]/layout.tsx, which knows the language for
 * <html lang>. This pass-through root holds the title template, which Next applies to child
 * segments; paths outside any language get app/global-not-found.tsx, a whole document.
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await requestLanguage(), namespace: 'brand' });
  return {
    metadataBase: await siteOrigin(),
    title: { template: pageTitleTemplate(t('name')), default: t('name') },
  };
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
