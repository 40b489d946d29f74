import type { PageElement } from '@shop/search-contract';
import { LANGUAGES, type LanguageCode } from '@shop/shop-config';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { callToActionColors, minimizedHeaderOf } from '../../lib/content/minimized-layout';
import { FallbackLogo } from './fallback-logo';
import styles from './minimized-header.module.css';
import { MinimizedMenu } from './minimized-menu';

interface MinimizedHeaderProps {
  language: LanguageCode;
  /** A content page's main elements or a category page's top elements. */
  elements: PageElement[];
}

const LOGO_HEIGHT = { small: 24, medium: 32, large: 44 } as const;

function ContentAnchor(props: { href: string; className?: string; children: string }) {
  return props.href.startsWith('/') ? (
    <Link href={props.href} className={props.className} prefetch={false}>
      {props.children}
    </Link>
  ) : (
    <a href={props.href} className={props.className}>
      {props.children}
    </a>
  );
}

/**
 * The minimized header of spec 2.3 (logo, info links, optional call-to-action button in
 * the content's colours) when the elements define one; nothing otherwise. While it is on
 * the page the normal header steps aside (`data-minimized-header`, see globals.css), so
 * the same holds after a client-side navigation between pages.
 */
export async function MinimizedHeader({ language, elements }: MinimizedHeaderProps) {
  const content = minimizedHeaderOf(elements);
  if (content === undefined) return null;
  const t = await getTranslations({ locale: language });
  const brand = t('brand.name');
  const { logo, menu, button, background } = content;
  const height = LOGO_HEIGHT[logo.size];
  const links = menu.map((item) => (
    <li key={item.url}>
      <ContentAnchor href={item.url} className={styles.link}>
        {item.text}
      </ContentAnchor>
    </li>
  ));
  return (
    <header
      data-minimized-header=""
      className={`${styles.header} ${background.inverted ? styles.inverted : ''}`}
    >
      <div className={styles.inner}>
        <Link
          href={LANGUAGES[language].url}
          className={styles.logo}
          aria-label={t('layout.homeLinkLabel', { brand })}
        >
          {logo.image === undefined ? (
            <FallbackLogo brand={brand} className={styles.fallbackLogo} />
          ) : (
            // biome-ignore lint/performance/noImgElement: logos are SVGs, served as they are
            <img src={logo.image} alt="" height={height} width={height * 4} />
          )}
        </Link>
        {menu.length > 0 && (
          <nav aria-label={t('minimizedLayout.navigation')} className={styles.nav}>
            {/* One list per layout; CSS shows exactly one of them at any width. */}
            <ul className={styles.inlineLinks}>{links}</ul>
            <MinimizedMenu toggleLabel={t('minimizedLayout.menuToggle')}>
              <ul className={styles.links}>{links}</ul>
            </MinimizedMenu>
          </nav>
        )}
        {button.visible && (
          <Link
            href={button.link}
            className={styles.callToAction}
            style={callToActionColors(button)}
            prefetch={false}
          >
            {button.text}
          </Link>
        )}
      </div>
    </header>
  );
}
