/**
 * A content record is one row of content_documents as the service writes it and the admin
 * CLI exchanges it: kind, key, locale, brand and the document. The schema ties each kind
 * to its document shape and checks that key and document agree, so an edited export
 * cannot file a French page under a German path or a footer under the header's id.
 */
import {
  contentBrandSchema,
  contentLanguageSchema,
  contentPagePathSchema,
  contentPageSchema,
  menuDocumentSchema,
  pageElementsSchema,
  snippetIdSchema,
  snippetSchema,
} from '@shop/search-contract';
import { z } from 'zod';

/** The one menu the shop has today; the key leaves room for more (e.g. a service menu). */
export const MAIN_MENU_KEY = 'main';

/** Language-neutral category key as in the catalog's categories.key, e.g. 'ems-suits'. */
export const categoryKeySchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "must be a category key such as 'ems-suits'" });

const placement = {
  locale: contentLanguageSchema,
  brand: contentBrandSchema.default('default'),
};

export const contentRecordSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('snippet'),
      key: snippetIdSchema,
      ...placement,
      document: snippetSchema,
    }),
    z.strictObject({
      kind: z.literal('menu'),
      key: z.literal(MAIN_MENU_KEY),
      ...placement,
      document: menuDocumentSchema,
    }),
    z.strictObject({
      kind: z.literal('page'),
      key: contentPagePathSchema,
      ...placement,
      document: contentPageSchema,
    }),
    z.strictObject({
      kind: z.literal('page-elements'),
      key: categoryKeySchema,
      ...placement,
      document: pageElementsSchema,
    }),
  ])
  .superRefine((record, context) => {
    if (record.kind === 'snippet' && record.document.snippetId !== record.key) {
      context.addIssue({
        code: 'custom',
        path: ['document', 'snippetId'],
        message: `must equal the key '${record.key}'`,
      });
    }
    if (record.kind === 'page') {
      if (!record.key.startsWith(`/${record.locale}/`)) {
        context.addIssue({
          code: 'custom',
          path: ['key'],
          message: `a ${record.locale} page must live under /${record.locale}/`,
        });
      }
      if (record.document.url !== record.key) {
        context.addIssue({
          code: 'custom',
          path: ['document', 'url'],
          message: `must equal the key '${record.key}'`,
        });
      }
    }
  });

/** A record as written by callers; brand may be left out for the default brand. */
export type ContentRecordInput = z.input<typeof contentRecordSchema>;
export type ContentRecord = z.infer<typeof contentRecordSchema>;

/** Names a record in messages: 'page /de/datenschutz/ (de, default)'. */
export function describeRecord(record: {
  kind: string;
  key: string;
  locale: string;
  brand?: string;
}): string {
  return `${record.kind} ${record.key} (${record.locale}, ${record.brand ?? 'default'})`;
}
