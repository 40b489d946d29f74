import { isLanguageCode } from '@shop/shop-config';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { requestStore } from '../../lib/store/request-store';

interface LanguageLayoutProps {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

export default async function LanguageLayout({ children, params }: LanguageLayoutProps) {
  const { lang } = await params;
  // The proxy already sends unknown prefixes to the 404 page; this guards paths it skips.
  if (!isLanguageCode(lang)) notFound();
  return (
    <PageShell language={lang} store={await requestStore()}>
      {children}
    </PageShell>
  );
}
