'use client';

import { BREAKPOINTS } from '@shop/shop-config';
import { useId, useState } from 'react';
import type { NavLink } from '../../lib/content/content-types';
import { useMediaQuery } from '../../lib/shell/use-media-query';
import { ContentLink } from '../content/content-link';
import { ChevronDownIcon } from '../icons/icons';
import styles from './site-footer.module.css';

// Below the default mobile width (spec 9) the columns collapse.
const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.defaultMobile - 0.02}px)`;

interface FooterLinkColumnProps {
  heading: string;
  links: NavLink[];
  newTabHint: string;
}

/**
 * A footer link column (spec 2.4): always open on wide screens; on mobile its heading is
 * a disclosure button. Without JavaScript every column stays open.
 */
export function FooterLinkColumn({ heading, links, newTabHint }: FooterLinkColumnProps) {
  const collapsible = useMediaQuery(MOBILE_QUERY);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <div className={styles.column}>
      <h2 className={styles.heading}>
        {collapsible ? (
          <button
            type="button"
            className={styles.columnToggle}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
          >
            {heading}
            <ChevronDownIcon />
          </button>
        ) : (
          heading
        )}
      </h2>
      <ul id={listId} className={styles.linkList} hidden={collapsible && !expanded}>
        {links.map((link) => (
          <li key={`${link.href}-${link.label}`}>
            <ContentLink link={link} newTabHint={newTabHint} className={styles.link} />
          </li>
        ))}
      </ul>
    </div>
  );
}
