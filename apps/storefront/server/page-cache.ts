/**
 * The storefront server's short-lived store of rendered pages (issue 9): what Varnish or
 * nginx micro-caching does in front of a shop, in the storefront's own process. A page is
 * fresh for a few seconds, then stale for a while: a stale page still answers while one
 * request renders its successor, so a popular page is rendered about once per freshness
 * period however many shoppers ask for it. Requests for a page with no usable copy wait
 * for a render of it already under way (single flight) instead of rendering it again.
 * Memory is bounded: least recently used pages leave first once the bytes exceed the limit.
 */

export interface PageCacheSettings {
  freshMs: number;
  staleMs: number;
  maxBytes: number;
  /** Milliseconds since some fixed point; injectable so tests control time. */
  now?: () => number;
}

export interface SizedPage {
  /** What the page occupies in memory, roughly: its HTML and headers. */
  bytes: number;
}

export type Lookup<Page> =
  | { state: 'fresh'; page: Page; ageMs: number }
  | { state: 'stale'; page: Page; ageMs: number }
  | { state: 'absent' };

interface Stored<Page> {
  page: Page;
  storedAt: number;
}

export class PageCache<Page extends SizedPage> {
  readonly #settings: Required<PageCacheSettings>;
  /** Insertion order is recency: a hit moves its page to the end, eviction takes the front. */
  readonly #pages = new Map<string, Stored<Page>>();
  readonly #renders = new Map<string, Promise<Page | undefined>>();
  #bytes = 0;
  /** Bumped by clear(): renders that began before a change must not store their pages. */
  #generation = 0;

  constructor(settings: PageCacheSettings) {
    this.#settings = { now: () => performance.now(), ...settings };
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#pages.size;
  }

  lookup(key: string): Lookup<Page> {
    const stored = this.#pages.get(key);
    if (stored === undefined) return { state: 'absent' };
    const ageMs = this.#settings.now() - stored.storedAt;
    if (ageMs >= this.#settings.freshMs + this.#settings.staleMs) {
      this.#remove(key, stored);
      return { state: 'absent' };
    }
    this.#pages.delete(key);
    this.#pages.set(key, stored);
    return ageMs < this.#settings.freshMs
      ? { state: 'fresh', page: stored.page, ageMs }
      : { state: 'stale', page: stored.page, ageMs };
  }

  /** The render of this page under way, if any: its page, or undefined if it was not kept. */
  renderUnderWay(key: string): Promise<Page | undefined> | undefined {
    return this.#renders.get(key);
  }

  /**
   * Registers the render of a page: others asking meanwhile wait for it (renderUnderWay).
   * The render's page is stored unless the cache was cleared since it began or the render
   * gave none (a page that must not be kept); the promise settles either way.
   */
  render(key: string, rendering: Promise<Page | undefined>): Promise<Page | undefined> {
    const generation = this.#generation;
    const settled = rendering.then(
      (page) => {
        if (page !== undefined && generation === this.#generation) this.#store(key, page);
        return page;
      },
      () => undefined,
    );
    const tracked = settled.finally(() => {
      if (this.#renders.get(key) === tracked) this.#renders.delete(key);
    });
    this.#renders.set(key, tracked);
    return tracked;
  }

  /** Forgets every page: the commerce service signalled a change. */
  clear(): void {
    this.#generation += 1;
    this.#pages.clear();
    this.#bytes = 0;
  }

  #store(key: string, page: Page): void {
    const previous = this.#pages.get(key);
    if (previous !== undefined) this.#remove(key, previous);
    // A page larger than the whole cache would only evict everything else.
    if (page.bytes > this.#settings.maxBytes) return;
    this.#pages.set(key, { page, storedAt: this.#settings.now() });
    this.#bytes += page.bytes;
    for (const [oldestKey, oldest] of this.#pages) {
      if (this.#bytes <= this.#settings.maxBytes) break;
      this.#remove(oldestKey, oldest);
    }
  }

  #remove(key: string, stored: Stored<Page>): void {
    this.#pages.delete(key);
    this.#bytes -= stored.page.bytes;
  }
}
