import type { PageAnswer, PageElement } from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';
import Image from 'next/image';
import Link from 'next/link';
import styles from './content-page.module.css';

type ContentPageData = Extract<PageAnswer['data'], { type: 'content' }>['page'];

interface ContentPageProps {
  language: LanguageCode;
  page: ContentPageData;
}

/** A link from content: site paths through the router, others as plain anchors. */
function ElementLink({ url, text, className }: { url: string; text: string; className?: string }) {
  return url.startsWith('/') ? (
    <Link href={url} className={className}>
      {text}
    </Link>
  ) : (
    <a href={url} className={className}>
      {text}
    </a>
  );
}

/** One element of `config.main`; `title` lets a text block skip a headline that repeats the h1. */
function MainElement({ element, title }: { element: PageElement; title: string }) {
  switch (element.component) {
    case 'hero': {
      const { headline, text, image, button } = element.properties.content;
      return (
        <section className={styles.hero}>
          <div className={styles.heroText}>
            <h2>{headline}</h2>
            <p>{text}</p>
            {button && (
              <ElementLink url={button.url} text={button.text} className={styles.button} />
            )}
          </div>
          <Image src={image.src} alt={image.alt} width={640} height={360} unoptimized />
        </section>
      );
    }
    case 'text': {
      const { headline, paragraphs, anchorId } = element.properties.content;
      return (
        <section id={anchorId} className={styles.text}>
          {headline !== undefined && headline !== title && <h2>{headline}</h2>}
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      );
    }
    case 'teaser-grid': {
      const { headline, items } = element.properties.content;
      return (
        <section className={styles.teasers}>
          {headline !== undefined && <h2>{headline}</h2>}
          <ul className={styles.teaserList}>
            {items.map((item) => (
              <li key={item.title} className={styles.teaser}>
                <Image
                  src={item.image.src}
                  alt={item.image.alt}
                  width={320}
                  height={200}
                  unoptimized
                />
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
        <section id={anchorId} className={styles.faq}>
          <h2>{headline}</h2>
          {items.map((item) => (
            <details key={item.question} className={styles.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
      );
    }
    // The newsletter block belongs to the newsletter feature, and minimized header and footer
    // replace the shell's header and footer (spec 2.3): none of them render in the main area.
    case 'newsletter':
    case 'minimized-header':
    case 'minimized-footer':
      return null;
  }
}

/** A content page: its title and the `config.main` elements in order (spec 3 "Page data"). */
export function ContentPage({ page }: ContentPageProps) {
  return (
    <article className={styles.page}>
      <h1 className={styles.heading}>{page.title}</h1>
      {page.config.main.elements.map((element, index) => (
        // Elements have no ids; their order is fixed for a page version.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <MainElement key={index} element={element} title={page.title} />
      ))}
    </article>
  );
}
