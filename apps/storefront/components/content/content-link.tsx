import Link from 'next/link';
import type { ReactNode } from 'react';
import type { NavLink } from '../../lib/content/content-types';

interface ContentLinkProps {
  link: NavLink;
  className?: string;
  /** Read out after links that open a new tab, e.g. "(opens in a new tab)". */
  newTabHint?: string;
  children?: ReactNode;
}

/**
 * A link from content: site paths go through Next's router (without prefetching, as menus
 * and footers hold dozens), anything else (https, mailto, tel) is a plain anchor.
 */
export function ContentLink({ link, className, newTabHint, children }: ContentLinkProps) {
  const label = children ?? link.label;
  const newTab = link.opensInNewTab === true;
  const hint = newTab && newTabHint !== undefined && (
    <span className="visually-hidden"> {newTabHint}</span>
  );
  const target = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (link.href.startsWith('/') && !newTab) {
    return (
      <Link href={link.href} className={className} prefetch={false}>
        {label}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} {...target}>
      {label}
      {hint}
    </a>
  );
}
