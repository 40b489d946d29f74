/**
 * ASCII forms of shop texts: URL slugs, and the text of generated PDFs, whose standard
 * Helvetica font only knows WinAnsi, so Polish letters and typographic marks are spelled out.
 */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ł: 'l',
  Ł: 'L',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  œ: 'oe',
  Œ: 'Oe',
  '×': 'x',
  '–': '-',
  '—': '-',
  '’': "'",
  '‘': "'",
  '“': '"',
  '”': '"',
  '°': ' deg',
  '·': '-',
};

/** Replaces every character outside printable ASCII by its closest ASCII spelling. */
export function transliterate(text: string): string {
  const spelled = text.replace(/[^\u0020-\u007e]/g, (char) => SPELLED_OUT[char] ?? char);
  return spelled
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\u0020-\u007e]/g, '?');
}

/** Lowercase words joined by hyphens, e.g. 'Oberarm-Blutdruckmessgerät' -> 'oberarm-blutdruckmessgeraet'. */
export function slugify(text: string): string {
  return transliterate(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
