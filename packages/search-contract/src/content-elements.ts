/**
 * Content elements: the building blocks of snippets, content pages and the top/bottom
 * areas of category pages (spec 3 "Snippet", "Page data", "Minimized header content",
 * "Footer"). Every element is `{ component, properties: { content } }`, discriminated by
 * the component name, so the storefront renders each with one component and the content
 * service rejects a typo on import instead of shipping an empty block.
 */
import { z } from 'zod';

/** Short single-line texts (headings, link texts, alt texts). */
export const contentTextSchema = z.string().trim().min(1).max(200);
/** A paragraph of body text; privacy pages have long ones. */
export const contentParagraphSchema = z.string().trim().min(1).max(5000);

/*
 * Content lands in href and src attributes, so only site paths, https URLs and (for links)
 * mailto:/tel: are allowed: never javascript: or protocol-relative URLs.
 */
export const contentHrefSchema = z
  .string()
  .max(500)
  .regex(/^(\/(?!\/)|#|https:\/\/|mailto:|tel:)\S*$/, {
    message: 'must be a site path (/...), an anchor (#...), or an https:, mailto: or tel: URL',
  });
export const contentImageSrcSchema = z
  .string()
  .max(500)
  .regex(/^(\/(?!\/)|https:\/\/)\S+$/, { message: 'must be a site path (/...) or an https URL' });

/** HTML id for in-page anchors, e.g. a newsletter block reached by '#newsletter'. */
export const anchorIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,63}$/, { message: 'must be lowercase letters, digits and dashes' });

export const colorHexSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: 'must be a colour like #1a2b3c' });

export const contentLinkSchema = z.strictObject({
  text: contentTextSchema,
  url: contentHrefSchema,
  targetBlank: z.boolean().optional(),
});
export type ContentLink = z.infer<typeof contentLinkSchema>;

export const contentImageSchema = z.strictObject({
  src: contentImageSrcSchema,
  alt: z.string().max(200),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

/** A linked icon: social networks, app stores (spec 3 "Footer": link, src, alt). */
export const imageLinkSchema = z.strictObject({
  link: contentHrefSchema,
  src: contentImageSrcSchema,
  alt: contentTextSchema,
});
export type ImageLink = z.infer<typeof imageLinkSchema>;

/** Builds an element schema: a literal component name plus its content shape. */
function element<const Component extends string, Content extends z.ZodType>(
  component: Component,
  content: Content,
) {
  return z.strictObject({
    component: z.literal(component),
    properties: z.strictObject({ content }),
  });
}

// Elements used in several places.

export const newsletterContentSchema = z.strictObject({
  headline: contentTextSchema,
  text: contentParagraphSchema,
  /** Lets links such as '/de/ems-training/#newsletter' jump to the block (spec 2.6). */
  anchorId: anchorIdSchema.optional(),
  /** Sent as create_voucher in the subscription payload (spec 3). */
  createVoucher: z.boolean(),
});
export const newsletterElementSchema = element('newsletter', newsletterContentSchema);

export const textElementSchema = element(
  'text',
  z.strictObject({
    headline: contentTextSchema.optional(),
    paragraphs: z.array(contentParagraphSchema).min(1).max(30),
    anchorId: anchorIdSchema.optional(),
  }),
);

const imageListContentSchema = z.strictObject({
  heading: contentTextSchema,
  images: z.array(contentImageSchema).min(1).max(20),
});
export const paymentElementSchema = element('payment', imageListContentSchema);
export const shippingElementSchema = element('shipping', imageListContentSchema);

// Header snippet.

/** Submenu panel of an info link or menu item (spec 3 "Submenu"). */
export const submenuSchema = z.strictObject({
  url: contentHrefSchema,
  text: contentTextSchema,
  categories: z
    .array(
      z.strictObject({
        heading: z.strictObject({ text: contentTextSchema, url: contentHrefSchema }),
        columns: z
          .array(z.strictObject({ text: contentTextSchema, url: contentHrefSchema }))
          .max(20),
      }),
    )
    .max(8),
  articles: z
    .array(
      z.strictObject({
        image: contentImageSrcSchema,
        text: contentTextSchema,
        button_text: contentTextSchema,
        button_url: contentHrefSchema,
        targetBlank: z.boolean(),
      }),
    )
    .max(4),
});
export type Submenu = z.infer<typeof submenuSchema>;

export const infoLinksElementSchema = element(
  'info-links',
  z.strictObject({
    links: z
      .array(
        z.strictObject({
          text: contentTextSchema,
          url: contentHrefSchema,
          submenu: submenuSchema.optional(),
        }),
      )
      .min(1)
      .max(8),
  }),
);

/** The slim bar of shop promises above the header (free shipping, money back, ...). */
export const uspBarElementSchema = element(
  'usp-bar',
  z.strictObject({
    items: z
      .array(z.strictObject({ text: contentTextSchema, url: contentHrefSchema.optional() }))
      .max(5),
  }),
);

// Footer snippet (spec 3 "Footer": link, contact, payment, shipping, social, app, info, text,
// newsletter).

/** One collapsible link column. */
export const linkColumnElementSchema = element(
  'link',
  z.strictObject({ heading: contentTextSchema, links: z.array(contentLinkSchema).min(1).max(20) }),
);
export const socialElementSchema = element(
  'social',
  z.strictObject({ heading: contentTextSchema, items: z.array(imageLinkSchema).min(1).max(12) }),
);
export const appElementSchema = element(
  'app',
  z.strictObject({ heading: contentTextSchema, items: z.array(imageLinkSchema).min(1).max(4) }),
);
export const contactElementSchema = element(
  'contact',
  z.strictObject({
    heading: contentTextSchema,
    items: z
      .array(
        z.strictObject({
          type: z.enum(['phone', 'email', 'address', 'hours']),
          text: contentTextSchema,
          url: contentHrefSchema.optional(),
        }),
      )
      .min(1)
      .max(10),
  }),
);
export const infoElementSchema = element(
  'info',
  z.strictObject({ links: z.array(contentLinkSchema).max(12), copyright: contentTextSchema }),
);

// Smaller snippets.

/** Marketing banner in a menu flyout (spec 3 "Flyout banner"). */
export const flyoutBannerSchema = z.strictObject({
  image: contentImageSrcSchema,
  altText: z.string().max(200),
  caption: contentTextSchema,
  linkText: contentTextSchema,
  linkURL: contentHrefSchema,
});
export type FlyoutBanner = z.infer<typeof flyoutBannerSchema>;
export const flyoutBannerElementSchema = element('flyout-banner', flyoutBannerSchema);

export const benefitsElementSchema = element(
  'benefits',
  z.strictObject({
    headline: contentTextSchema.optional(),
    items: z.array(contentTextSchema).min(1).max(8),
  }),
);

export const productHighlightsElementSchema = element(
  'product-highlights',
  z.strictObject({
    items: z
      .array(
        z.strictObject({
          icon: contentImageSrcSchema,
          title: contentTextSchema,
          text: contentTextSchema,
        }),
      )
      .min(1)
      .max(6),
  }),
);

// Page elements (content pages' config.main, category pages' top and bottom).

export const heroElementSchema = element(
  'hero',
  z.strictObject({
    headline: contentTextSchema,
    text: contentParagraphSchema,
    image: contentImageSchema,
    button: contentLinkSchema.optional(),
  }),
);

export const teaserGridElementSchema = element(
  'teaser-grid',
  z.strictObject({
    headline: contentTextSchema.optional(),
    items: z
      .array(
        z.strictObject({
          image: contentImageSchema,
          title: contentTextSchema,
          text: contentParagraphSchema,
          link: contentLinkSchema,
        }),
      )
      .min(1)
      .max(12),
  }),
);

export const faqElementSchema = element(
  'faq',
  z.strictObject({
    headline: contentTextSchema,
    anchorId: anchorIdSchema.optional(),
    items: z
      .array(z.strictObject({ question: contentTextSchema, answer: contentParagraphSchema }))
      .min(1)
      .max(30),
  }),
);

/**
 * An embedded video (spec 4 video consent): the storefront shows it only after the shopper
 * allowed embedded content, so `src` is the embed address and never loaded before that.
 */
export const videoElementSchema = element(
  'video',
  z.strictObject({
    title: contentTextSchema,
    src: contentImageSrcSchema,
  }),
);

/** Replaces the normal header on pages that define it (spec 2.3, 3). */
export const minimizedHeaderContentSchema = z.strictObject({
  /** No image means the storefront shows its fallback logo (spec 9). */
  logo: z.strictObject({
    image: contentImageSrcSchema.optional(),
    size: z.enum(['small', 'medium', 'large']),
  }),
  menu: z.array(z.strictObject({ url: contentHrefSchema, text: contentTextSchema })).max(8),
  button: z.strictObject({
    visible: z.boolean(),
    link: contentHrefSchema,
    text: contentTextSchema,
    useButtonColor: z.boolean(),
    buttonColor: z.strictObject({ hex: colorHexSchema }),
    useButtontextColor: z.boolean(),
    buttontextColor: z.strictObject({ hex: colorHexSchema }),
  }),
  background: z.strictObject({ inverted: z.boolean() }),
});
export type MinimizedHeaderContent = z.infer<typeof minimizedHeaderContentSchema>;
export const minimizedHeaderElementSchema = element(
  'minimized-header',
  minimizedHeaderContentSchema,
);

/** Replaces the normal footer on pages that define it (spec 2.3, 3). */
export const minimizedFooterContentSchema = z.strictObject({
  social: z.array(imageLinkSchema).max(12),
  textRows: z
    .array(
      z
        .strictObject({
          /** How many columns the row is split into; one text per column. */
          column: z.number().int().min(1).max(4),
          textColumns: z
            .array(z.strictObject({ text: contentParagraphSchema }))
            .min(1)
            .max(4),
        })
        .refine((row) => row.textColumns.length === row.column, {
          message: 'textColumns must hold exactly `column` texts',
        }),
    )
    .max(6),
  info: contentTextSchema,
  newsletter: newsletterContentSchema.optional(),
});
export type MinimizedFooterContent = z.infer<typeof minimizedFooterContentSchema>;
export const minimizedFooterElementSchema = element(
  'minimized-footer',
  minimizedFooterContentSchema,
);

/** Everything a content page or a category page's top/bottom area may hold. */
export const pageElementSchema = z.discriminatedUnion('component', [
  heroElementSchema,
  textElementSchema,
  teaserGridElementSchema,
  faqElementSchema,
  videoElementSchema,
  newsletterElementSchema,
  minimizedHeaderElementSchema,
  minimizedFooterElementSchema,
]);
export type PageElement = z.infer<typeof pageElementSchema>;
export type PageElementComponent = PageElement['component'];

export const headerElementSchema = z.discriminatedUnion('component', [
  uspBarElementSchema,
  infoLinksElementSchema,
]);
export type HeaderElement = z.infer<typeof headerElementSchema>;

export const footerElementSchema = z.discriminatedUnion('component', [
  newsletterElementSchema,
  linkColumnElementSchema,
  paymentElementSchema,
  shippingElementSchema,
  socialElementSchema,
  appElementSchema,
  contactElementSchema,
  textElementSchema,
  infoElementSchema,
]);
export type FooterElement = z.infer<typeof footerElementSchema>;
export type FooterElementComponent = FooterElement['component'];
