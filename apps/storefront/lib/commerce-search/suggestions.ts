/** Autosuggest results as the header shows them; the shape of /api/autosuggest's answer. */
export interface ProductSuggestion {
  id: string;
  title: string;
  href: string;
  imageSrc: string | undefined;
}

export interface CategorySuggestion {
  id: string;
  title: string;
  href: string;
}

export interface SuggestionList {
  products: ProductSuggestion[];
  categories: CategorySuggestion[];
}

type Shape = Record<string, unknown>;
const isShape = (value: unknown): value is Shape => typeof value === 'object' && value !== null;
const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/(?!\/)\S*$/.test(value);

function suggestion(value: unknown): CategorySuggestion | undefined {
  if (!isShape(value) || typeof value.id !== 'string' || typeof value.title !== 'string') {
    return undefined;
  }
  return isSitePath(value.href)
    ? { id: value.id, title: value.title, href: value.href }
    : undefined;
}

/**
 * The browser's check of /api/autosuggest's answer: only site paths become links, and
 * entries that are off are dropped. Undefined when the answer is no suggestion list at all.
 */
export function parseSuggestionList(value: unknown): SuggestionList | undefined {
  if (!isShape(value) || !Array.isArray(value.products) || !Array.isArray(value.categories)) {
    return undefined;
  }
  const products = value.products.flatMap((entry: unknown) => {
    const base = suggestion(entry);
    if (base === undefined || !isShape(entry)) return [];
    const imageSrc = isSitePath(entry.imageSrc) ? entry.imageSrc : undefined;
    return [{ ...base, imageSrc }];
  });
  const categories = value.categories.flatMap((entry: unknown) => suggestion(entry) ?? []);
  return { products, categories };
}
