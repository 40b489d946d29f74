import {
  contentHrefSchema,
  menuItemSchema,
  minimizedFooterContentSchema,
  snippetSchema,
  snippetsRequestSchema,
} from '@shop/search-contract';
import { STORE_KEYS } from '@shop/shop-config';
import { describe, expect, it } from 'vitest';
import { contentRecordSchema } from './content-records';

describe('content contract', () => {
  it('accepts every store as the group and refuses a delivery country without a store', () => {
    for (const group of STORE_KEYS) {
      const request = {
        snippetIds: ['header-snippet'],
        constraints: { query: { language: 'de', group } },
      };
      expect(snippetsRequestSchema.safeParse(request).success).toBe(true);
    }
    const unknownGroup = {
      snippetIds: ['header-snippet'],
      constraints: { query: { language: 'de', group: 'gb' } },
    };
    expect(snippetsRequestSchema.safeParse(unknownGroup).success).toBe(false);
  });

  it.each([
    ['/de/datenschutz/', true],
    ['#newsletter', true],
    ['https://www.instagram.com/vitalora', true],
    ['mailto:service@vitalora.example', true],
    ['tel:+493012045670', true],
    ['javascript:alert(1)', false],
    ['//evil.example/', false],
    ['http://insecure.example/', false],
    ['/de/with space/', false],
  ])('treats %s as a link: %s', (href, allowed) => {
    expect(contentHrefSchema.safeParse(href).success).toBe(allowed);
  });

  it('requires one text per column in a minimized footer row', () => {
    const footer = (column: number) => ({
      social: [],
      textRows: [{ column, textColumns: [{ text: 'a' }, { text: 'b' }] }],
      info: '© Vitalora',
    });
    expect(minimizedFooterContentSchema.safeParse(footer(2)).success).toBe(true);
    expect(minimizedFooterContentSchema.safeParse(footer(3)).success).toBe(false);
  });

  it('keeps storefront settings to exactly one element, the one the storefront reads', () => {
    const settings = (count: number) => ({
      snippetId: 'storefront-settings',
      config: {
        main: {
          elements: Array.from({ length: count }, () => ({
            component: 'storefront-settings',
            properties: { content: { isCatalogueMode: true } },
          })),
        },
      },
    });
    expect(snippetSchema.safeParse(settings(1)).success).toBe(true);
    expect(snippetSchema.safeParse(settings(0)).success).toBe(false);
    expect(snippetSchema.safeParse(settings(2)).success).toBe(false);
  });

  it('validates menu items at every depth', () => {
    const item = (children: unknown[]) => ({
      uuid: '6f1c1f0e-8f7e-5a3b-9c2d-1e2f3a4b5c6d',
      text: 'EMS',
      link: '/de/ems-training/',
      children,
    });
    expect(menuItemSchema.safeParse(item([item([item([])])])).success).toBe(true);
    const badGrandchild = item([item([{ ...item([]), link: 'javascript:void(0)' }])]);
    expect(menuItemSchema.safeParse(badGrandchild).success).toBe(false);
  });

  it('files records under the default brand unless told otherwise', () => {
    const record = contentRecordSchema.parse({
      kind: 'menu',
      key: 'main',
      locale: 'de',
      document: { items: [] },
    });
    expect(record.brand).toBe('default');
  });
});
