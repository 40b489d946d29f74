/** Every page title reads "{page title} | {brand}" (spec 2.4), as a Next title template. */
export function pageTitleTemplate(brand: string): string {
  return `%s | ${brand}`;
}
