/**
 * Generated product images: two or three SVG views per product in the listing's 225 × 183
 * format (spec 9), coloured with a hue derived from the product id and labelled with the
 * model name, so every product is recognisable without any image files.
 */
import { type Palette, type Reading, SILHOUETTES } from './image-silhouettes';
import type { ProductSeed } from './types';

export const IMAGE_WIDTH = 225;
export const IMAGE_HEIGHT = 183;

export interface GeneratedImage {
  url: string;
  mimeType: 'image/svg+xml';
  title: string;
  position: number;
  body: string;
}

export function productImageUrl(articleNumber: string, position: number): string {
  return `/media/products/${articleNumber}/${position + 1}.svg`;
}

export function productImages(product: ProductSeed, productId: number): GeneratedImage[] {
  // The golden angle spreads neighbouring ids far apart on the colour wheel.
  const hue = Math.round((productId * 137.508) % 360);
  const palette = paletteFor(hue);
  const reading: Reading = {
    systolic: 112 + (productId % 29),
    diastolic: 68 + (productId % 17),
    pulse: 58 + (productId % 23),
  };
  return Array.from({ length: product.imageCount }, (_, position) => ({
    url: productImageUrl(product.articleNumber, position),
    mimeType: 'image/svg+xml',
    title: product.model,
    position,
    body: imageSvg(product, { hue, palette, reading, view: position }),
  }));
}

function paletteFor(hue: number): Palette {
  return {
    main: `hsl(${hue}, 55%, 45%)`,
    dark: `hsl(${hue}, 45%, 24%)`,
    light: `hsl(${hue}, 55%, 86%)`,
    accent: `hsl(${(hue + 40) % 360}, 65%, 55%)`,
  };
}

interface View {
  hue: number;
  palette: Palette;
  reading: Reading;
  /** 0: product on a light background, 1: close-up with brand, 2: scene with article number. */
  view: number;
}

function imageSvg(product: ProductSeed, { hue, palette, reading, view }: View): string {
  const drawing = SILHOUETTES[product.type](palette, reading);
  const centre = 'translate(112.5 84)';
  const back = 'translate(-112.5 -84)';
  const layers: string[] = [];
  if (view === 1) {
    layers.push(background(`hsl(${hue}, 35%, 88%)`, `hsl(${hue}, 40%, 72%)`));
    layers.push(`<g transform="${centre} scale(1.12) ${back}">${drawing}</g>`);
    layers.push(label(8, 16, product.manufacturer, palette.dark, 'start'));
  } else if (view === 2) {
    layers.push(background('#ffffff', `hsl(${hue}, 30%, 94%)`));
    layers.push(
      `<circle cx="40" cy="40" r="30" fill="${palette.accent}" opacity="0.15"/>`,
      `<circle cx="190" cy="120" r="46" fill="${palette.main}" opacity="0.12"/>`,
    );
    layers.push(`<g transform="${centre} scale(0.82) ${back}">${drawing}</g>`);
    layers.push(label(217, 16, product.articleNumber, palette.dark, 'end'));
  } else {
    layers.push(background(`hsl(${hue}, 40%, 97%)`, `hsl(${hue}, 40%, 91%)`));
    layers.push(drawing);
  }
  const modelSize = product.model.length > 22 ? 11 : 13;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}" role="img" aria-label="${escapeXml(product.model)}">`,
    ...layers,
    `<text x="112.5" y="174" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${modelSize}" font-weight="700" fill="${palette.dark}">${escapeXml(product.model)}</text>`,
    '</svg>',
  ].join('\n');
}

function background(top: string, bottom: string): string {
  return [
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>`,
    '</linearGradient></defs>',
    `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="url(#bg)"/>`,
  ].join('');
}

function label(x: number, y: number, text: string, color: string, anchor: 'start' | 'end'): string {
  return `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="Helvetica, Arial, sans-serif" font-size="10" fill="${color}">${escapeXml(text)}</text>`;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
