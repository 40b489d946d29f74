import Image from 'next/image';
import type { MenuBanner, SubmenuPanelContent } from '../../lib/content/content-types';
import { ContentLink } from '../content/content-link';
import styles from './submenu-panel.module.css';

interface SubmenuPanelProps {
  panel: SubmenuPanelContent | undefined;
  /** Sub-levels shown when an item has no panel of its own. */
  fallbackLinks?: { label: string; href: string }[];
  banner?: MenuBanner | undefined;
}

/**
 * The content of a flyout or info-link panel (spec 3 "Submenu", "Flyout banner"): category
 * columns with their headings, article teasers and the marketing banner.
 */
export function SubmenuPanel({ panel, fallbackLinks = [], banner }: SubmenuPanelProps) {
  return (
    <div className={styles.panel}>
      <div className={styles.columns}>
        {panel === undefined ? (
          <ul className={styles.links}>
            {fallbackLinks.map((link) => (
              <li key={link.href}>
                <ContentLink link={link} className={styles.link} />
              </li>
            ))}
          </ul>
        ) : (
          <>
            {panel.groups.map((group) => (
              <div key={`${group.heading.href}-${group.heading.label}`} className={styles.group}>
                <ContentLink link={group.heading} className={styles.groupHeading} />
                <ul className={styles.links}>
                  {group.links.map((link) => (
                    <li key={`${link.href}-${link.label}`}>
                      <ContentLink link={link} className={styles.link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <ContentLink link={panel.overview} className={styles.overview} />
          </>
        )}
      </div>
      {panel?.teasers.map((teaser) => (
        <article key={`${teaser.link.href}-${teaser.text}`} className={styles.teaser}>
          {teaser.image !== undefined && (
            <Image src={teaser.image.src} alt="" width={240} height={135} unoptimized />
          )}
          <p className={styles.teaserText}>{teaser.text}</p>
          <ContentLink link={teaser.link} className={styles.teaserLink} />
        </article>
      ))}
      {banner !== undefined && (
        <figure className={styles.banner}>
          {banner.image !== undefined && (
            <Image
              src={banner.image.src}
              alt={banner.image.alt}
              width={320}
              height={240}
              unoptimized
            />
          )}
          <figcaption className={styles.bannerCaption}>
            <span>{banner.caption}</span>
            <ContentLink link={banner.link} className={styles.bannerLink} />
          </figcaption>
        </figure>
      )}
    </div>
  );
}
