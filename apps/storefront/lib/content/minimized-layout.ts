import type {
  MinimizedFooterContent,
  MinimizedHeaderContent,
  PageElement,
} from '@shop/search-contract';

/**
 * The minimized header of a page, if its elements define one (spec 2.3): a content page's
 * `config.main` elements, or a category page's top elements.
 */
export function minimizedHeaderOf(elements: PageElement[]): MinimizedHeaderContent | undefined {
  for (const element of elements) {
    if (element.component === 'minimized-header') return element.properties.content;
  }
  return undefined;
}

/** The minimized footer of a page, if defined (content `config.main`, category bottom). */
export function minimizedFooterOf(elements: PageElement[]): MinimizedFooterContent | undefined {
  for (const element of elements) {
    if (element.component === 'minimized-footer') return element.properties.content;
  }
  return undefined;
}

/** Inline colours of the call-to-action button: only those the content switches on. */
export function callToActionColors(button: MinimizedHeaderContent['button']): {
  backgroundColor?: string;
  borderColor?: string;
  color?: string;
} {
  return {
    ...(button.useButtonColor
      ? { backgroundColor: button.buttonColor.hex, borderColor: button.buttonColor.hex }
      : {}),
    ...(button.useButtontextColor ? { color: button.buttontextColor.hex } : {}),
  };
}
