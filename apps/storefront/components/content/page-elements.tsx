import type { PageElement } from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { embedProvider } from '../../lib/shell/video-consent';
import { ConsentedVideo } from '../consent/consented-video';
import { ShopImage } from '../media/shop-image';
import { NewsletterBlock } from '../newsletter/newsletter-block';
import styles from './page-elements.module.css';

interface PageElementsProps {
  language: LanguageCode;
  elements: PageElement[];
}

/** A content link: site paths through Next's router, anything else as a plain anchor. */
function ElementLink({ url, text, className }: { url: string; text: string; className?: string }) {
  return url.startsWith('/') ? (
    <Link href={url} className={className} prefetch={false}>
      {text}
    </Link>
  ) : (
    <a href={url} className={className}>
      {text}
    </a>
  );
}

/**
 * The body elements of a content page or a category page's top/bottom area. The minimized
 * header and footer are not body elements (the page frame places them) and are skipped here.
 */
export async function PageElements({ language, elements }: PageElementsProps) {
  const brand = (await getTranslations({ locale: language, namespace: 'brand' }))('name');
  return elements.map((element, index) => {
    // Elements carry no ids; their order in the page is stable, so it serves as key.
    const key = `${element.component}-${index}`;
    switch (element.component) {
      case 'hero': {
        const { headline, text, image, button } = element.properties.content;
        return (
          <section key={key} className={styles.hero}>
            <ShopImage
              src={image.src}
              alt={image.alt}
              width={1200}
              height={480}
              className={styles.heroImage}
              eager
            />
            <div className={styles.heroText}>
              <h2>{headline}</h2>
              <p>{text}</p>
              {button !== undefined && (
                <ElementLink url={button.url} text={button.text} className={styles.button} />
              )}
            </div>
          </section>
        );
      }
      case 'text': {
        const { headline, paragraphs, anchorId } = element.properties.content;
        return (
          <section key={key} id={anchorId} className={styles.text}>
            {headline !== undefined && <h2>{headline}</h2>}
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        );
      }
      case 'teaser-grid': {
        const { headline, items } = element.properties.content;
        return (
          <section key={key} className={styles.teasers}>
            {headline !== undefined && <h2>{headline}</h2>}
            <ul>
              {items.map((item) => (
                <li key={item.title}>
                  <ShopImage src={item.image.src} alt={item.image.alt} width={360} height={240} />
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                  <ElementLink url={item.link.url} text={item.link.text} />
                </li>
              ))}
            </ul>
          </section>
        );
      }
      case 'faq': {
        const { headline, anchorId, items } = element.properties.content;
        return (
          <section key={key} id={anchorId} className={styles.faq}>
            <h2>{headline}</h2>
            {items.map((item) => (
              <details key={item.question}>
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            ))}
          </section>
        );
      }
      case 'video': {
        const { title, src } = element.properties.content;
        return (
          <ConsentedVideo key={key} title={title} src={src} provider={embedProvider(src, brand)} />
        );
      }
      case 'newsletter': {
        const { headline, text, anchorId, createVoucher } = element.properties.content;
        return (
          <NewsletterBlock
            key={key}
            language={language}
            headline={headline}
            text={text}
            anchorId={anchorId}
            createVoucher={createVoucher}
          />
        );
      }
      // 'minimized-header', 'minimized-footer': placed by the page frame, see above.
      default:
        return null;
    }
  });
}
