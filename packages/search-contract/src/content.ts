/**
 * Contract of the content service (spec 3 "Snippet", "Menu item", "Page data", spec 7
 * snippets and menu): snippets by id and language, the mega-menu, content pages and the
 * content elements of category pages. The commerce service validates stored documents
 * and requests with these schemas; the storefront parses answers with them.
 */
import { COUNTRY_CODES, LANGUAGE_CODES, STORE_KEYS } from '@shop/shop-config';
import { z } from 'zod';
import {
  benefitsElementSchema,
  contentHrefSchema,
  contentTextSchema,
  flyoutBannerElementSchema,
  flyoutBannerSchema,
  footerElementSchema,
  headerElementSchema,
  pageElementSchema,
  paymentElementSchema,
  productHighlightsElementSchema,
  submenuSchema,
  textElementSchema,
} from './content-elements';
import { moneySchema } from './money';

export * from './content-elements';

export const contentPaths = {
  snippets: '/search/snippets',
  menu: '/search/menu',
} as const;

// The shop's facts come from shop-config, its single source of truth (STYLE 6).
export const CONTENT_LANGUAGES = LANGUAGE_CODES;
export const contentLanguageSchema = z.enum(CONTENT_LANGUAGES);
export type ContentLanguage = z.infer<typeof contentLanguageSchema>;

export const DELIVERY_COUNTRY_CODES = COUNTRY_CODES;
const storeGroupSchema = z.enum(STORE_KEYS);

/** Brand variants of the shop; 'second' documents override 'default' ones where they exist. */
export const CONTENT_BRANDS = ['default', 'second'] as const;
export const contentBrandSchema = z.enum(CONTENT_BRANDS);
export type ContentBrand = z.infer<typeof contentBrandSchema>;
export const DEFAULT_CONTENT_BRAND: ContentBrand = 'default';

export const SNIPPET_IDS = [
  'header-snippet',
  'footer-snippet',
  'flyout-snippet',
  'cart-flyout-snippet',
  'cart-snippets',
  'product-highlight-snippet',
  'storefront-settings',
] as const;
export const snippetIdSchema = z.enum(SNIPPET_IDS, {
  // Names the offending id (cut short, it may be 10 KB of junk) so callers see their typo.
  error: (issue) =>
    `unknown snippet id '${String(issue.input).slice(0, 60)}' (known: ${SNIPPET_IDS.join(', ')})`,
});
export type SnippetId = z.infer<typeof snippetIdSchema>;

// Snippet-specific elements.

/**
 * Free-shipping rules of the cart (spec 9): an order ships free from `shippingValue` of the
 * delivery country, else from `orderMinPrice`, or when it holds one of `freeShippingProducts`.
 */
export const shippingRateContentSchema = z.strictObject({
  shippingValue: z.record(z.enum(DELIVERY_COUNTRY_CODES), moneySchema),
  orderMinPrice: moneySchema,
  /** Article numbers of products that make the whole order ship free. */
  freeShippingProducts: z.array(z.string().trim().min(1).max(64)).max(500),
});
export type ShippingRateContent = z.infer<typeof shippingRateContentSchema>;
export const shippingRateElementSchema = z.strictObject({
  component: z.literal('shipping-rate'),
  properties: z.strictObject({ content: shippingRateContentSchema }),
});

export const storefrontSettingsContentSchema = z.strictObject({
  /** Hides account and cart features (spec 1, 6). */
  isCatalogueMode: z.boolean(),
});
export type StorefrontSettings = z.infer<typeof storefrontSettingsContentSchema>;
export const storefrontSettingsElementSchema = z.strictObject({
  component: z.literal('storefront-settings'),
  properties: z.strictObject({ content: storefrontSettingsContentSchema }),
});

const elements = <Element extends z.ZodType>(element: Element) =>
  z.strictObject({ elements: z.array(element).max(50) });

/** One snippet per id, each with the config section and elements it carries. */
export const snippetSchema = z.discriminatedUnion('snippetId', [
  z.strictObject({
    snippetId: z.literal('header-snippet'),
    config: z.strictObject({ top: elements(headerElementSchema) }),
  }),
  z.strictObject({
    snippetId: z.literal('footer-snippet'),
    config: z.strictObject({ main: elements(footerElementSchema) }),
  }),
  z.strictObject({
    snippetId: z.literal('flyout-snippet'),
    config: z.strictObject({
      main: elements(
        z.discriminatedUnion('component', [flyoutBannerElementSchema, textElementSchema]),
      ),
    }),
  }),
  z.strictObject({
    snippetId: z.literal('cart-flyout-snippet'),
    config: z.strictObject({
      main: elements(
        z.discriminatedUnion('component', [benefitsElementSchema, paymentElementSchema]),
      ),
    }),
  }),
  z.strictObject({
    snippetId: z.literal('cart-snippets'),
    config: z.strictObject({ main: elements(shippingRateElementSchema) }),
  }),
  z.strictObject({
    snippetId: z.literal('product-highlight-snippet'),
    config: z.strictObject({ main: elements(productHighlightsElementSchema) }),
  }),
  z.strictObject({
    snippetId: z.literal('storefront-settings'),
    // The spec reads settings from the first element's properties.content.
    config: z.strictObject({
      main: z.strictObject({ elements: z.tuple([storefrontSettingsElementSchema]) }),
    }),
  }),
]);
export type Snippet = z.infer<typeof snippetSchema>;
/** The snippet with a given id, e.g. `SnippetOf<'cart-snippets'>`. */
export type SnippetOf<Id extends SnippetId> = Extract<Snippet, { snippetId: Id }>;

export const snippetsRequestSchema = z.strictObject({
  snippetIds: z.array(snippetIdSchema).min(1).max(20),
  constraints: z.strictObject({
    query: z.strictObject({
      language: contentLanguageSchema,
      /** The store (country); accepted for symmetry with the other calls. */
      group: storeGroupSchema.optional(),
      brand: contentBrandSchema.optional(),
    }),
  }),
});
export type SnippetsRequest = z.input<typeof snippetsRequestSchema>;

export const snippetsAnswerSchema = z.strictObject({
  type: z.literal('webedition'),
  language: contentLanguageSchema,
  /** The requested snippets that exist, in request order, each once. */
  data: z.strictObject({ snippets: z.array(snippetSchema) }),
});
export type SnippetsAnswer = z.infer<typeof snippetsAnswerSchema>;

// Menu (spec 3 "Menu item", "Submenu", "Flyout banner").

export interface MenuItem {
  /** The same item has the same uuid in every language. */
  uuid: string;
  text: string;
  link: string;
  css?: string | undefined;
  children: MenuItem[];
  submenu?: z.infer<typeof submenuSchema> | undefined;
  flyoutBanner?: z.infer<typeof flyoutBannerSchema> | undefined;
}

export const menuItemSchema: z.ZodType<MenuItem> = z.strictObject({
  uuid: z.uuid(),
  text: contentTextSchema,
  link: contentHrefSchema,
  css: z
    .string()
    .regex(/^[a-z0-9 _-]{0,100}$/i, { message: 'must be CSS class names' })
    .optional(),
  get children() {
    return z.array(menuItemSchema).max(40);
  },
  submenu: submenuSchema.optional(),
  flyoutBanner: flyoutBannerSchema.optional(),
});

export const menuDocumentSchema = z.strictObject({ items: z.array(menuItemSchema).max(20) });
export type MenuDocument = z.infer<typeof menuDocumentSchema>;

export const menuQuerySchema = z.strictObject({
  language: contentLanguageSchema,
  brand: contentBrandSchema.optional(),
});
export type MenuQuery = z.input<typeof menuQuerySchema>;

export const menuAnswerSchema = z.strictObject({
  type: z.literal('webedition'),
  language: contentLanguageSchema,
  data: z.strictObject({ items: z.array(menuItemSchema) }),
});
export type MenuAnswer = z.infer<typeof menuAnswerSchema>;

// Content pages and category page elements (spec 3 "Page data").

/** Visible path of a content page: '/{language}/{slug}/', e.g. '/de/datenschutz/'. */
export const contentPagePathSchema = z
  .string()
  .max(300)
  .regex(/^\/(de|fr|en|nl|it|pl|es)\/([a-z0-9]+(-[a-z0-9]+)*\/)+$/, {
    message: "must look like '/de/some-page/' (language, lowercase slug segments, slashes)",
  });

export const contentPageSchema = z.strictObject({
  /** Language-neutral id shared by a page's translations, e.g. 'privacy'. */
  pageId: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  url: contentPagePathSchema,
  title: contentTextSchema,
  metaDescription: z.string().trim().max(300),
  config: z.strictObject({ main: elements(pageElementSchema) }),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** A content page as served, with its translations for alternate-language links (spec 2.4). */
export const resolvedContentPageSchema = contentPageSchema.extend({
  alternates: z.array(
    z.strictObject({ language: contentLanguageSchema, url: contentPagePathSchema }),
  ),
});
export type ResolvedContentPage = z.infer<typeof resolvedContentPageSchema>;

/** Content elements above and below a category page's products (spec "data.self.contentElements"). */
export const pageElementsSchema = z.strictObject({
  top: z.array(pageElementSchema).max(30),
  bottom: z.array(pageElementSchema).max(30),
});
export type PageElements = z.infer<typeof pageElementsSchema>;
