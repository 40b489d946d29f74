import type { PageAnswer } from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';
import { MinimizedFooter } from '../layout/minimized-footer';
import { MinimizedHeader } from '../layout/minimized-header';
import { NewsletterBlock } from '../newsletter/newsletter-block';
import { PageElements } from './page-elements';

type ContentPageData = Extract<PageAnswer['data'], { type: 'content' }>['page'];

interface ContentPageProps {
  language: LanguageCode;
  page: ContentPageData;
}

/**
 * A content page: its title and the `config.main` elements (spec 3 "Page data"), framed by
 * the minimized header and footer when the main config defines them (spec 2.3).
 */
export function ContentPage({ language, page }: ContentPageProps) {
  const { elements } = page.config.main;
  return (
    <>
      <MinimizedHeader language={language} elements={elements} />
      <h1>{page.title}</h1>
      <PageElements language={language} elements={elements} />
      <MinimizedFooter
        language={language}
        elements={elements}
        renderNewsletter={(newsletter) => <NewsletterBlock language={language} {...newsletter} />}
      />
    </>
  );
}
