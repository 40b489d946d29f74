/**
 * Generated instruction manuals: one small, valid one-page PDF 1.4 per device and language,
 * written by hand with correct cross-reference offsets. The standard Helvetica font only
 * covers WinAnsi, so all text is transliterated to ASCII first.
 */
import { LANGUAGE_CODES, type LanguageCode } from '@shop/shop-config';
import { transliterate } from './slug';
import type { Localized, ProductSeed } from './types';

export interface GeneratedManual {
  url: string;
  mimeType: 'application/pdf';
  locale: LanguageCode;
  title: string;
  /** The PDF bytes, base64-encoded. */
  body: string;
}

const MANUAL: Localized = {
  de: 'Bedienungsanleitung',
  fr: "Mode d'emploi",
  en: 'Instruction manual',
  nl: 'Gebruiksaanwijzing',
  it: "Manuale d'uso",
  pl: 'Instrukcja obsługi',
  es: 'Manual de instrucciones',
};

const ARTICLE_NUMBER: Localized = {
  de: 'Artikelnummer',
  fr: "Numéro d'article",
  en: 'Article number',
  nl: 'Artikelnummer',
  it: 'Codice articolo',
  pl: 'Numer artykułu',
  es: 'Número de artículo',
};

const MANUFACTURER: Localized = {
  de: 'Hersteller',
  fr: 'Fabricant',
  en: 'Manufacturer',
  nl: 'Fabrikant',
  it: 'Produttore',
  pl: 'Producent',
  es: 'Fabricante',
};

export function manualUrl(articleNumber: string, locale: LanguageCode): string {
  return `/media/manuals/${articleNumber}-${locale}.pdf`;
}

export function productManuals(product: ProductSeed): GeneratedManual[] {
  if (!product.hasManual) return [];
  return LANGUAGE_CODES.map((locale) => {
    const text = product.texts[locale];
    const lines = [
      `${ARTICLE_NUMBER[locale]}: ${product.articleNumber}`,
      `${MANUFACTURER[locale]}: ${product.manufacturer}`,
      '',
      ...wrap(text.description, 88),
      '',
      ...text.functions.split('\n').map((feature) => `- ${feature}`),
    ];
    const pdf = onePagePdf(text.title, MANUAL[locale], lines);
    return {
      url: manualUrl(product.articleNumber, locale),
      mimeType: 'application/pdf',
      locale,
      title: `${MANUAL[locale]} ${product.model}`,
      body: Buffer.from(pdf, 'latin1').toString('base64'),
    };
  });
}

/** Greedy word wrap by character count; Helvetica at 11 pt fits about 90 characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function pdfString(text: string): string {
  return `(${transliterate(text).replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

/** An A4 page with a bold title, a subtitle, a rule and body lines. */
function onePagePdf(title: string, subtitle: string, lines: readonly string[]): string {
  const titleLines = wrap(title, 52);
  const top = 790;
  const subtitleY = top - titleLines.length * 22 - 6;
  const content = [
    'BT /F1 18 Tf 22 TL 56 790 Td',
    ...titleLines.map((line, index) => `${index === 0 ? '' : 'T* '}${pdfString(line)} Tj`),
    'ET',
    `BT /F2 14 Tf 56 ${subtitleY} Td ${pdfString(subtitle)} Tj ET`,
    `0.6 w 56 ${subtitleY - 10} m 539 ${subtitleY - 10} l S`,
    `BT /F2 11 Tf 15 TL 56 ${subtitleY - 32} Td`,
    ...lines.map((line, index) => `${index === 0 ? '' : 'T* '}${pdfString(line)} Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  // Every character is ASCII, so string offsets are byte offsets.
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return pdf;
}
