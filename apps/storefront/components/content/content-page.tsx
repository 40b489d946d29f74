import type { PageAnswer } from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';
import { PageElements } from './page-elements';

type ContentPageData = Extract<PageAnswer['data'], { type: 'content' }>['page'];

interface ContentPageProps {
  language: LanguageCode;
  page: ContentPageData;
}

/** A content page: its title and the `config.main` elements (spec 3 "Page data"). */
export function ContentPage({ language, page }: ContentPageProps) {
  return (
    <>
      <h1>{page.title}</h1>
      <PageElements language={language} elements={page.config.main.elements} />
    </>
  );
}
