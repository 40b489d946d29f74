'use client';

import { useTranslations } from 'next-intl';
import type { InfoLink } from '../../lib/content/content-types';
import { DisclosureNav } from './disclosure-nav';
import { SubmenuPanel } from './submenu-panel';

/** The header's info links (spec 2.3), each with an optional panel of columns and teasers. */
export function InfoLinks({ links }: { links: InfoLink[] }) {
  const t = useTranslations('header');
  if (links.length === 0) return null;
  const items = links.map((link, index) => ({
    id: `${index}-${link.href}`,
    label: link.label,
    href: link.href,
    panel: link.panel === undefined ? undefined : <SubmenuPanel panel={link.panel} />,
  }));
  return <DisclosureNav label={t('infoNav')} items={items} variant="info" />;
}
