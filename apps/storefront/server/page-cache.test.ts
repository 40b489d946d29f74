import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

interface Page {
  html: string;
  bytes: number;
}
const page = (html: string, bytes = 10): Page => ({ html, bytes });

function cacheWithClock(settings: { freshMs?: number; staleMs?: number; maxBytes?: number } = {}) {
  const clock = { now: 0 };
  const cache = new PageCache<Page>({
    freshMs: settings.freshMs ?? 5_000,
    staleMs: settings.staleMs ?? 30_000,
    maxBytes: settings.maxBytes ?? 1_000,
    now: () => clock.now,
  });
  return { cache, clock };
}

describe('page cache', () => {
  it('serves a rendered page fresh, then stale, then no more', async () => {
    const { cache, clock } = cacheWithClock();
    expect(cache.lookup('/de/').state).toBe('absent');
    await cache.render('/de/', Promise.resolve(page('home')));
    expect(cache.lookup('/de/')).toMatchObject({ state: 'fresh', page: { html: 'home' } });
    clock.now = 4_999;
    expect(cache.lookup('/de/').state).toBe('fresh');
    clock.now = 5_000;
    expect(cache.lookup('/de/')).toMatchObject({ state: 'stale', ageMs: 5_000 });
    clock.now = 35_000;
    expect(cache.lookup('/de/').state).toBe('absent');
    expect(cache.bytes).toBe(0);
  });

  it('lets requests wait for a render under way instead of rendering again', async () => {
    const { cache } = cacheWithClock();
    let finish: (value: Page) => void = () => {};
    const rendering = cache.render('/de/p/1', new Promise<Page>((resolve) => (finish = resolve)));
    const waiting = cache.renderUnderWay('/de/p/1');
    expect(waiting).toBeDefined();
    expect(cache.renderUnderWay('/de/p/2')).toBeUndefined();
    finish(page('product'));
    expect(await waiting).toEqual(page('product'));
    await rendering;
    expect(cache.renderUnderWay('/de/p/1')).toBeUndefined();
    expect(cache.lookup('/de/p/1').state).toBe('fresh');
  });

  it('keeps nothing of a render that gave no page or failed, and its waiters learn so', async () => {
    const { cache } = cacheWithClock();
    expect(await cache.render('/de/a/', Promise.resolve(undefined))).toBeUndefined();
    expect(
      await cache.render('/de/b/', Promise.reject(new Error('render failed'))),
    ).toBeUndefined();
    expect(cache.lookup('/de/a/').state).toBe('absent');
    expect(cache.lookup('/de/b/').state).toBe('absent');
  });

  it('forgets every page on clear, also the one a render begun before is about to store', async () => {
    const { cache } = cacheWithClock();
    await cache.render('/de/', Promise.resolve(page('old home')));
    let finish: (value: Page) => void = () => {};
    const rendering = cache.render('/de/p/1', new Promise<Page>((resolve) => (finish = resolve)));
    cache.clear();
    finish(page('product with the old price'));
    await rendering;
    expect(cache.lookup('/de/').state).toBe('absent');
    expect(cache.lookup('/de/p/1').state).toBe('absent');
    expect(cache.size).toBe(0);
    await cache.render('/de/', Promise.resolve(page('new home')));
    expect(cache.lookup('/de/')).toMatchObject({ state: 'fresh', page: { html: 'new home' } });
  });

  it('stays within its byte limit, evicting the least recently used page first', async () => {
    const { cache } = cacheWithClock({ maxBytes: 30 });
    await cache.render('a', Promise.resolve(page('a')));
    await cache.render('b', Promise.resolve(page('b')));
    await cache.render('c', Promise.resolve(page('c')));
    cache.lookup('a');
    await cache.render('d', Promise.resolve(page('d')));
    expect(cache.bytes).toBe(30);
    expect(cache.lookup('b').state).toBe('absent');
    expect(['a', 'c', 'd'].map((key) => cache.lookup(key).state)).toEqual([
      'fresh',
      'fresh',
      'fresh',
    ]);
    await cache.render('huge', Promise.resolve(page('huge', 31)));
    expect(cache.lookup('huge').state).toBe('absent');
    expect(cache.size).toBe(3);
  });

  it('replaces a page rendered again, counting its bytes once', async () => {
    const { cache, clock } = cacheWithClock();
    await cache.render('/de/', Promise.resolve(page('first', 10)));
    clock.now = 6_000;
    await cache.render('/de/', Promise.resolve(page('second', 12)));
    expect(cache.bytes).toBe(12);
    expect(cache.lookup('/de/')).toMatchObject({ state: 'fresh', page: { html: 'second' } });
  });
});
