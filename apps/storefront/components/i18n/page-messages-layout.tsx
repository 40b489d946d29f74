import { isLanguageCode } from '@shop/shop-config';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import type { PageNamespace } from '../../lib/i18n/client-messages';
import { PageMessages } from './page-messages';

interface SegmentLayoutProps {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

async function segmentMessages(
  { children, params }: SegmentLayoutProps,
  namespaces: readonly PageNamespace[],
) {
  const { lang } = await params;
  if (!isLanguageCode(lang)) notFound();
  return (
    <PageMessages language={lang} namespaces={namespaces}>
      {children}
    </PageMessages>
  );
}

/** The account pages' layout: their forms, tabs and order history translate with `account`. */
export function AccountMessagesLayout(props: SegmentLayoutProps) {
  return segmentMessages(props, ['account']);
}

/** The checkout steps' layout: their forms translate with `checkout`. */
export function CheckoutMessagesLayout(props: SegmentLayoutProps) {
  return segmentMessages(props, ['checkout']);
}
