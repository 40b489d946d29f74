'use client';

import {
  type AbstractIntlMessages,
  NextIntlClientProvider,
  useLocale,
  useMessages,
} from 'next-intl';
import type { ReactNode } from 'react';

interface PageMessagesProviderProps {
  /** The namespaces only this page's client components use, on top of the shell's. */
  messages: AbstractIntlMessages;
  children: ReactNode;
}

/**
 * Adds a page's own client namespaces to the shell's. A nested provider replaces its
 * parent's messages instead of merging them, so the merge happens here in the browser:
 * the shell's namespaces travel in the payload once, not again for every page provider.
 */
export function PageMessagesProvider({ messages, children }: PageMessagesProviderProps) {
  const locale = useLocale();
  const shellMessages = useMessages();
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...shellMessages, ...messages }}>
      {children}
    </NextIntlClientProvider>
  );
}
