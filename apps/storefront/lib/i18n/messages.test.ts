import { MESSAGE_LOCALES, type MessageLocale } from '@shop/shop-config';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import {
  BASE_CATALOGS,
  BRAND_OVERRIDES,
  catalogFor,
  type MessageTree,
  mergeMessages,
  messageLocaleFor,
} from './messages';

/** Every message of a catalog by its dotted key, e.g. 'notFound.heading'. */
function flatten(tree: MessageTree, prefix = ''): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') messages.set(path, value);
    else for (const entry of flatten(value, path)) messages.set(...entry);
  }
  return messages;
}

type MessageElement = ReturnType<IntlMessageFormat['getAst']>[number];

/** Names of the arguments and rich-text tags a message uses, which every translation must keep. */
function placeholders(elements: MessageElement[]): string[] {
  const names = new Set<string>();
  const visit = (element: MessageElement) => {
    if ('value' in element && element.type !== 0 && typeof element.value === 'string') {
      names.add(element.value);
    }
    if ('children' in element) element.children.forEach(visit);
    if ('options' in element) {
      for (const option of Object.values(element.options)) option.value.forEach(visit);
    }
  };
  elements.forEach(visit);
  return [...names].sort();
}

function parse(message: string, locale: MessageLocale): IntlMessageFormat {
  return new IntlMessageFormat(message, locale);
}

const reference = flatten(BASE_CATALOGS.de);

describe.each(MESSAGE_LOCALES)('message catalog %s', (locale) => {
  const messages = flatten(BASE_CATALOGS[locale]);

  it('has exactly the keys of the German reference catalog', () => {
    expect([...messages.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it('holds only non-empty, valid ICU messages with the reference placeholders', () => {
    for (const [key, message] of messages) {
      expect(message.trim(), key).not.toBe('');
      const referenceMessage = reference.get(key);
      if (referenceMessage === undefined) continue;
      const expected = placeholders(parse(referenceMessage, 'de').getAst());
      expect(() => parse(message, locale), `${locale}: ${key}`).not.toThrow();
      expect(placeholders(parse(message, locale).getAst()), `${locale}: ${key}`).toEqual(expected);
    }
  });
});

describe.each(Object.entries(BRAND_OVERRIDES))('brand %s overrides', (_brand, overrides) => {
  it.each(MESSAGE_LOCALES)('in %s only replace keys of the base catalog', (locale) => {
    const base = flatten(BASE_CATALOGS[locale]);
    for (const [key, message] of flatten(overrides[locale])) {
      expect(base.has(key), `${locale}: unknown key ${key}`).toBe(true);
      expect(() => parse(message, locale), `${locale}: ${key}`).not.toThrow();
    }
  });
});

describe('catalogFor', () => {
  it('deep-merges the second brand over the base catalog', () => {
    const merged = flatten(catalogFor('fr', 'second'));
    expect(merged.get('brand.name')).toBe(flatten(BRAND_OVERRIDES.second.fr).get('brand.name'));
    expect(merged.get('notFound.heading')).toBe(flatten(BASE_CATALOGS.fr).get('notFound.heading'));
    expect(merged.size).toBe(reference.size);
  });

  it('leaves the default brand untouched', () => {
    expect(catalogFor('de', 'default')).toBe(BASE_CATALOGS.de);
  });

  it('replaces a precompiled message (an array in the production build) as a whole', () => {
    // next.config.ts precompiles the catalogs: "Untermenü {label}" arrives as this array.
    const compiled = (parts: unknown[]) => parts as unknown as MessageTree;
    const base = { header: { submenuToggle: compiled(['Untermenü ', ['label']]), x: 'X' } };
    const override = { header: { submenuToggle: compiled(['Menü ', ['label']]) } };
    expect(mergeMessages(base, override)).toEqual({
      header: { submenuToggle: ['Menü ', ['label']], x: 'X' },
    });
  });
});

describe('messageLocaleFor', () => {
  it('reads English in the configured variant and other languages as themselves', () => {
    expect(messageLocaleFor('en', 'en-US')).toBe('en-US');
    expect(messageLocaleFor('en', 'en-GB')).toBe('en-GB');
    expect(messageLocaleFor('pl', 'en-US')).toBe('pl');
  });
});
