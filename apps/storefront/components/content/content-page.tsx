import type { PageAnswer } from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';

type ContentPageData = Extract<PageAnswer['data'], { type: 'content' }>['page'];

interface ContentPageProps {
  language: LanguageCode;
  page: ContentPageData;
}

/** A content page's `config.main` elements (spec 3 "Page data"). Placeholder until built. */
export function ContentPage({ page }: ContentPageProps) {
  return <h1>{page.title}</h1>;
}
