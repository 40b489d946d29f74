/**
 * The storefront server's page cache (apps/storefront/server) as the app's own code reaches
 * it: the server registers these hooks on globalThis when it starts, and the bundled route
 * handlers and server components call them. Under `next dev` or a server without the cache
 * nothing is registered and every call does nothing.
 */
export interface PageCacheHooks {
  /** Forgets every cached page: the commerce service signalled a change. */
  clear(): void;
  /** The render with this request id showed a failure; its HTML must not be served again. */
  renderFailed(requestId: string): void;
}

/** Symbol.for: the server's module and the bundled app's copy of this one meet here. */
const HOOKS_KEY = Symbol.for('shop.storefront.pageCache');

type HookHolder = { [HOOKS_KEY]?: PageCacheHooks };

export function registerPageCacheHooks(hooks: PageCacheHooks): void {
  (globalThis as HookHolder)[HOOKS_KEY] = hooks;
}

export function clearPageCache(): void {
  (globalThis as HookHolder)[HOOKS_KEY]?.clear();
}

export function markRenderFailed(requestId: string | undefined): void {
  if (requestId !== undefined) (globalThis as HookHolder)[HOOKS_KEY]?.renderFailed(requestId);
}
