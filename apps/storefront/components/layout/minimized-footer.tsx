import type { MinimizedFooterContent, PageElement } from '@shop/search-contract';
import { type LanguageCode, MINIMIZED_FOOTER_SOCIAL_ICON_PX } from '@shop/shop-config';
import { getTranslations } from 'next-intl/server';
import type { CSSProperties, ReactNode } from 'react';
import { minimizedFooterOf } from '../../lib/content/minimized-layout';
import styles from './minimized-footer.module.css';

interface MinimizedFooterProps {
  language: LanguageCode;
  /** A content page's main elements or a category page's bottom elements. */
  elements: PageElement[];
  /** Renders the optional newsletter block; the newsletter feature owns the form. */
  renderNewsletter?: (content: NonNullable<MinimizedFooterContent['newsletter']>) => ReactNode;
}

// CSSProperties has no slots for custom properties; these carry the spec's icon sizes.
const SOCIAL_ICON_SIZES: CSSProperties & Record<'--social-mobile' | '--social-desktop', string> = {
  '--social-mobile': `${MINIMIZED_FOOTER_SOCIAL_ICON_PX.mobile}px`,
  '--social-desktop': `${MINIMIZED_FOOTER_SOCIAL_ICON_PX.desktop}px`,
};

function columnCount(columns: number): CSSProperties & Record<'--columns', number> {
  return { '--columns': columns };
}

/**
 * The minimized footer of spec 2.3 (social icons, text rows in columns, info line,
 * optional newsletter) when the elements define one; nothing otherwise. While it is on the
 * page the normal footer steps aside (`data-minimized-footer`, see globals.css).
 */
export async function MinimizedFooter({
  language,
  elements,
  renderNewsletter,
}: MinimizedFooterProps) {
  const content = minimizedFooterOf(elements);
  if (content === undefined) return null;
  const t = await getTranslations({ locale: language, namespace: 'minimizedLayout' });
  return (
    <footer data-minimized-footer="" className={styles.footer} style={SOCIAL_ICON_SIZES}>
      <div className={styles.inner}>
        {content.newsletter !== undefined && renderNewsletter?.(content.newsletter)}
        {content.social.length > 0 && (
          <ul className={styles.social} aria-label={t('social')}>
            {content.social.map((item) => (
              <li key={item.link}>
                <a href={item.link} className={styles.socialLink}>
                  {/* biome-ignore lint/performance/noImgElement: icons are SVGs, served as they are */}
                  <img src={item.src} alt={item.alt} width={24} height={24} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        )}
        {content.textRows.map((row) => (
          <div
            key={row.textColumns.map((column) => column.text).join('|')}
            className={styles.row}
            style={columnCount(row.column)}
          >
            {row.textColumns.map((column) => (
              <p key={column.text}>{column.text}</p>
            ))}
          </div>
        ))}
        <p className={styles.info}>{content.info}</p>
      </div>
    </footer>
  );
}
