import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../content/content-types';
import { chooseMenu, MENU_CACHE_MAX_AGE_MS, parseStoredMenu, type StoredMenu } from './menu-cache';

const entry = (id: string, overrides: Partial<MenuEntry> = {}): MenuEntry => ({
  id,
  label: `Item ${id}`,
  href: `/de/${id}/`,
  highlighted: false,
  children: [],
  panel: {
    overview: { label: 'Alle', href: `/de/${id}/` },
    groups: [
      { heading: { label: 'Gruppe', href: '/de/g/' }, links: [{ label: 'A', href: '/de/a/' }] },
    ],
    teasers: [
      {
        image: { src: '/media/t.svg', alt: '' },
        text: 'Tipp',
        link: { label: 'Mehr', href: '/de/blog/' },
      },
    ],
  },
  banner: { image: undefined, caption: 'Neu', link: { label: 'Ansehen', href: '/de/neu/' } },
  ...overrides,
});

const stored = (
  storedAt: number,
  items = [entry('a', { children: [entry('b')] })],
): StoredMenu => ({
  language: 'de',
  brand: 'default',
  storedAt,
  items,
});

describe('parseStoredMenu', () => {
  it('reads back what the header stored', () => {
    const menu = stored(1000);
    expect(parseStoredMenu(JSON.stringify(menu))).toEqual(menu);
  });

  it('discards copies with unsafe links or a broken shape', () => {
    const unsafe = stored(1000, [entry('a', { href: 'javascript:alert(1)' })]);
    expect(parseStoredMenu(JSON.stringify(unsafe))).toBeUndefined();
    const remoteImage = stored(1000, [
      entry('a', {
        banner: {
          image: { src: 'https://x.example/a.png', alt: '' },
          caption: 'x',
          link: { label: 'x', href: '/de/' },
        },
      }),
    ]);
    expect(parseStoredMenu(JSON.stringify(remoteImage))).toBeUndefined();
    expect(parseStoredMenu('{"items":[]}')).toBeUndefined();
    expect(parseStoredMenu('nope')).toBeUndefined();
    expect(parseStoredMenu(null)).toBeUndefined();
  });
});

describe('chooseMenu', () => {
  const serverItems = [entry('server')];
  const base = { serverItems, language: 'de', brand: 'default', now: 10_000_000 };

  it('prefers a fresh stored copy of the same language and brand', () => {
    const choice = chooseMenu({ ...base, stored: stored(base.now - 1000) });
    expect(choice.items[0]?.id).toBe('a');
    expect(choice.store).toBeUndefined();
  });

  it("shows and stores the server's menu when the copy is old, foreign or missing", () => {
    const old = chooseMenu({ ...base, stored: stored(base.now - MENU_CACHE_MAX_AGE_MS - 1) });
    expect(old.items).toBe(serverItems);
    expect(old.store).toEqual({
      language: 'de',
      brand: 'default',
      storedAt: base.now,
      items: serverItems,
    });
    const french = chooseMenu({ ...base, stored: { ...stored(base.now), language: 'fr' } });
    expect(french.items).toBe(serverItems);
    expect(chooseMenu({ ...base, stored: undefined }).store?.items).toBe(serverItems);
  });

  it('falls back to any copy of the language when the server had no menu', () => {
    const choice = chooseMenu({ ...base, serverItems: [], stored: stored(0) });
    expect(choice.items[0]?.id).toBe('a');
    expect(chooseMenu({ ...base, serverItems: [], stored: undefined })).toEqual({
      items: [],
      store: undefined,
    });
  });
});
