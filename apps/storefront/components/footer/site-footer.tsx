import type { LanguageCode } from '@shop/shop-config';
import { getTranslations } from 'next-intl/server';
import type { FooterBlock, FooterContent } from '../../lib/content/content-types';
import { ContentLink } from '../content/content-link';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../icons/icons';
import { StaticImage } from '../media/static-image';
import { NewsletterBlock } from '../newsletter/newsletter-block';
import { FooterLinkColumn } from './footer-link-column';
import styles from './site-footer.module.css';

type BlockOf<Kind extends FooterBlock['kind']> = Extract<FooterBlock, { kind: Kind }>;

const CONTACT_ICONS = { phone: PhoneIcon, email: MailIcon, hours: ClockIcon, address: PinIcon };

function blocksOf<Kind extends FooterBlock['kind']>(content: FooterContent, kind: Kind) {
  return content.blocks.filter((block): block is BlockOf<Kind> => block.kind === kind);
}

function ContactList({ block }: { block: BlockOf<'contact'> }) {
  return (
    <div className={styles.column}>
      <h2 className={styles.heading}>{block.heading}</h2>
      <ul className={styles.contactList}>
        {block.items.map((item) => {
          const Icon = CONTACT_ICONS[item.type];
          return (
            <li key={`${item.type}-${item.text}`}>
              <Icon className={styles.contactIcon} />
              {item.href === undefined ? (
                <span>{item.text}</span>
              ) : (
                <ContentLink link={{ label: item.text, href: item.href }} className={styles.link} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Badges({ block }: { block: BlockOf<'badges'> | BlockOf<'iconLinks'> }) {
  const items =
    block.kind === 'badges'
      ? block.images.map((image) => ({ image, href: undefined }))
      : block.items;
  const size = block.kind === 'iconLinks' && block.variant === 'social' ? 32 : undefined;
  return (
    <div className={styles.badgeGroup}>
      <h2 className={styles.smallHeading}>{block.heading}</h2>
      <ul className={styles.badges}>
        {items.map(({ image, href }) => {
          const picture = (
            <StaticImage
              src={image.src}
              alt={image.alt}
              width={size ?? (block.variant === 'app' ? 135 : 64)}
              height={size ?? 40}
            />
          );
          return (
            <li key={image.src}>
              {href === undefined ? (
                picture
              ) : (
                <ContentLink link={{ label: image.alt, href }}>{picture}</ContentLink>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The footer of spec 2.4 from the footer snippet: newsletter block, link columns and
 * contact list, payment, shipping, social and app images, text blocks and info links.
 */
export async function SiteFooter({
  language,
  content,
}: {
  language: LanguageCode;
  content: FooterContent;
}) {
  const t = await getTranslations({ locale: language, namespace: 'footer' });
  const texts = blocksOf(content, 'text');
  return (
    <footer className={styles.footer} data-site-footer="">
      {blocksOf(content, 'newsletter').map((block) => (
        <NewsletterBlock
          key={block.headline}
          language={language}
          headline={block.headline}
          text={block.text}
          anchorId={block.anchorId}
          createVoucher={block.createVoucher}
        />
      ))}
      <div className={styles.inner}>
        <div className={styles.columns}>
          {blocksOf(content, 'links').map((block) => (
            <FooterLinkColumn
              key={block.heading}
              heading={block.heading}
              links={block.links}
              newTabHint={t('newTab')}
            />
          ))}
          {blocksOf(content, 'contact').map((block) => (
            <ContactList key={block.heading} block={block} />
          ))}
        </div>
        <div className={styles.badgeRow}>
          {[...blocksOf(content, 'badges'), ...blocksOf(content, 'iconLinks')].map((block) => (
            <Badges key={block.heading} block={block} />
          ))}
        </div>
        {texts.length > 0 && (
          <div className={styles.texts}>
            {texts.map((block) => (
              <div key={block.paragraphs[0]} id={block.anchorId} className={styles.text}>
                {block.headline !== undefined && (
                  <h2 className={styles.smallHeading}>{block.headline}</h2>
                )}
                {block.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            ))}
          </div>
        )}
        {blocksOf(content, 'info').map((block) => (
          <div key={block.copyright} className={styles.info}>
            <ul className={styles.infoLinks}>
              {block.links.map((link) => (
                <li key={`${link.href}-${link.label}`}>
                  <ContentLink link={link} newTabHint={t('newTab')} className={styles.link} />
                </li>
              ))}
            </ul>
            <p className={styles.copyright}>{block.copyright}</p>
          </div>
        ))}
      </div>
    </footer>
  );
}
