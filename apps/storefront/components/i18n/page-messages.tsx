import type { LanguageCode } from '@shop/shop-config';
import type { ReactNode } from 'react';
import { clientMessages, type PageNamespace } from '../../lib/i18n/client-messages';
import { PageMessagesProvider } from './page-messages-provider';

interface PageMessagesProps {
  language: LanguageCode;
  namespaces: readonly PageNamespace[];
  children: ReactNode;
}

/** Gives the client components below it the page's own namespaces (see client-messages.ts). */
export function PageMessages({ language, namespaces, children }: PageMessagesProps) {
  return (
    <PageMessagesProvider messages={clientMessages(language, namespaces).messages}>
      {children}
    </PageMessagesProvider>
  );
}
