'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { InfoLink, MenuEntry, NavLink } from '../../lib/content/content-types';
import { ContentLink } from '../content/content-link';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import styles from './mobile-menu.module.css';

/** A sub-level of the mobile menu: the link to all of it, then its groups. */
export interface MobileLevel {
  id: string;
  label: string;
  overview: NavLink;
  groups: { heading: NavLink; links: NavLink[] }[];
}

function menuLevel(entry: MenuEntry, showAll: string): MobileLevel {
  const groups =
    entry.children.length > 0
      ? entry.children.map((child) => ({
          heading: { label: child.label, href: child.href },
          links: child.children.map((grandchild) => ({
            label: grandchild.label,
            href: grandchild.href,
          })),
        }))
      : (entry.panel?.groups ?? []);
  return {
    id: entry.id,
    label: entry.label,
    overview: { label: showAll, href: entry.href },
    groups,
  };
}

function infoLevel(link: InfoLink, index: number): MobileLevel | undefined {
  if (link.panel === undefined) return undefined;
  return {
    id: `info-${index}`,
    label: link.label,
    overview: link.panel.overview,
    groups: link.panel.groups,
  };
}

interface MobileMenuRootProps {
  items: MenuEntry[];
  infoLinks: InfoLink[];
  onEnter: (level: MobileLevel) => void;
}

/** The first level: categories, then info links; those with sub-levels open them. */
export function MobileMenuRoot({ items, infoLinks, onEnter }: MobileMenuRootProps) {
  const t = useTranslations('mobileMenu');
  const entries = [
    ...items.map((entry) => ({
      key: entry.id,
      link: { label: entry.label, href: entry.href },
      highlighted: entry.highlighted,
      level:
        entry.children.length > 0 || entry.panel !== undefined
          ? menuLevel(entry, t('showAll', { label: entry.label }))
          : undefined,
    })),
    ...infoLinks.map((link, index) => ({
      key: `info-${index}`,
      link: { label: link.label, href: link.href },
      highlighted: false,
      level: infoLevel(link, index),
    })),
  ];
  return (
    <nav aria-label={t('navigation')} className={styles.level}>
      <ul className={styles.list}>
        {entries.map(({ key, link, highlighted, level }) => (
          <li key={key}>
            {level === undefined ? (
              <ContentLink
                link={link}
                className={`${styles.row} ${highlighted ? styles.highlighted : ''}`}
              />
            ) : (
              <button
                type="button"
                className={`${styles.row} ${highlighted ? styles.highlighted : ''}`}
                data-level-focus={level.id}
                onClick={() => onEnter(level)}
              >
                {link.label}
                <ChevronRightIcon />
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A group that collapses and expands in place (spec 4: per item). */
function MobileGroup({ heading, links }: { heading: NavLink; links: NavLink[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (links.length === 0) {
    return <ContentLink link={heading} className={styles.row} />;
  }
  return (
    <>
      <button
        type="button"
        className={styles.row}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        {heading.label}
        <ChevronDownIcon className={styles.expandIcon} />
      </button>
      <ul id={listId} className={styles.subList} hidden={!expanded}>
        {[heading, ...links].map((link) => (
          <li key={`${link.href}-${link.label}`}>
            <ContentLink link={link} className={styles.subRow} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** A sub-level: back button, its title, the link to all of it and its groups. */
export function MobileMenuLevel({ level, onBack }: { level: MobileLevel; onBack: () => void }) {
  const t = useTranslations('mobileMenu');
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className={`${styles.level} ${styles.subLevel}`}>
      <button type="button" className={styles.back} data-level-focus="back" onClick={onBack}>
        <ChevronLeftIcon />
        {t('back')}
      </button>
      <h2 id={headingId} className={styles.levelHeading}>
        {level.label}
      </h2>
      <ul className={styles.list}>
        <li>
          <ContentLink link={level.overview} className={`${styles.row} ${styles.overview}`} />
        </li>
        {level.groups.map((group) => (
          <li key={`${group.heading.href}-${group.heading.label}`}>
            <MobileGroup heading={group.heading} links={group.links} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
