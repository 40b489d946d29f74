/**
 * Test helpers that walk content documents: every link, every image and every
 * human-readable text, wherever an element keeps them, so tests can check all of them
 * without knowing each component's shape.
 */

const LINK_KEYS = new Set(['url', 'link', 'linkURL', 'button_url']);
const IMAGE_KEYS = new Set(['src', 'image', 'icon']);
const TEXT_KEYS = new Set([
  'text',
  'headline',
  'heading',
  'caption',
  'linkText',
  'altText',
  'alt',
  'title',
  'metaDescription',
  'button_text',
  'question',
  'answer',
  'copyright',
  'info',
  'paragraphs',
  'items',
  'benefits',
]);

function walk(value: unknown, visit: (key: string, value: string) => void, key = ''): void {
  if (typeof value === 'string') visit(key, value);
  else if (Array.isArray(value)) for (const item of value) walk(item, visit, key);
  else if (typeof value === 'object' && value !== null) {
    for (const [childKey, child] of Object.entries(value)) walk(child, visit, childKey);
  }
}

export function linksOf(document: unknown): string[] {
  const links: string[] = [];
  walk(document, (key, value) => {
    if (LINK_KEYS.has(key)) links.push(value);
  });
  return links;
}

export function imagesOf(document: unknown): string[] {
  const images: string[] = [];
  walk(document, (key, value) => {
    if (IMAGE_KEYS.has(key)) images.push(value);
  });
  return images;
}

/** Texts a shopper reads (not links, ids or component names). */
export function textsOf(document: unknown): string[] {
  const texts: string[] = [];
  walk(document, (key, value) => {
    if (TEXT_KEYS.has(key)) texts.push(value);
  });
  return texts;
}

/** Share of `texts` that also appear, word for word, in `other`. */
export function sharedShare(texts: readonly string[], other: readonly string[]): number {
  if (texts.length === 0) return 0;
  const otherSet = new Set(other);
  return texts.filter((text) => otherSet.has(text)).length / texts.length;
}
