/**
 * The storefront's production server: Next's request handler behind the page cache
 * (issue 9). Anonymous catalog pages are answered from the cache for a few seconds with a
 * fresh CSP nonce each; everything else goes to Next untouched. Every answer of a page
 * candidate says X-Page-Cache: hit, stale or miss; every other answer says bypass.
 */
import { randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  REQUEST_ID_HEADER,
  resolveRequestId,
  TRACEPARENT_HEADER,
} from '@shop/search-contract/request-id';
import { PAGE_CACHE } from '@shop/shop-config';
import next from 'next';
import { registerPageCacheHooks } from '../lib/page-cache/page-cache-hooks';
import { createNonce } from '../lib/security/content-security-policy';
import { type CachedPage, cachedPageOf, pageCopy } from './cached-page';
import { scriptsAfterFirstPaint } from './first-paint-scripts';
import { PageCache } from './page-cache';
import { isKeepablePage, pageCacheDecision } from './page-cache-policy';
import { type CapturedAnswer, captureResponse } from './response-capture';

const gzipped = promisify(gzip);
/** Smaller answers are not worth compressing (the `compression` package's threshold). */
const COMPRESS_FROM_BYTES = 1024;
/**
 * zlib level 3: measured on the 163 KiB home page, 1.3 ms CPU and 26 KiB against 2.9 ms
 * and 23 KiB at the default 6; every answer from the cache is compressed anew (its nonce
 * differs), so the cheaper level halves the cost of a hit.
 */
const GZIP_LEVEL = 3;
export const PAGE_CACHE_HEADER = 'x-page-cache';
const REFRESH_HEADER = 'x-page-cache-refresh';
const REFRESH_TIMEOUT_MS = 30_000;
/**
 * A notFound() under a language renders its 404 page only in the browser
 * (vercel/next.js#62228): the HTML is an empty error document. For such answers the server
 * asks the proxy for the server-rendered not-found page of the same URL (proxy.ts), so
 * shoppers without JavaScript and crawlers read the localized 404 text. Same name as there.
 */
const NOT_FOUND_RENDER_HEADER = 'x-shop-not-found-render';
/** Not passed on to a background render: connection details, encoding, the shopper's id. */
const LOOPBACK_DROPPED_HEADERS = [
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'accept-encoding',
  'x-request-id',
  'traceparent',
];
/** Headers of a loopback answer that belong to its own connection or to the cache. */
const LOOPBACK_ANSWER_DROPPED_HEADERS: readonly string[] = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  PAGE_CACHE_HEADER,
];

export interface PageCacheConfig {
  freshMs: number;
  staleMs: number;
  maxBytes: number;
  waitForRenderMs: number;
}

/** PAGE_CACHE of shop-config, overridden by PAGE_CACHE_* variables; 0 s fresh switches it off. */
export function pageCacheConfig(env: NodeJS.ProcessEnv): PageCacheConfig {
  const number = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0)
      throw new Error(`Invalid storefront configuration: ${name} must be a number ≥ 0`);
    return value;
  };
  return {
    freshMs: number('PAGE_CACHE_FRESH_SECONDS', PAGE_CACHE.freshSeconds) * 1000,
    staleMs: number('PAGE_CACHE_STALE_SECONDS', PAGE_CACHE.staleSeconds) * 1000,
    maxBytes: number('PAGE_CACHE_MAX_MIB', PAGE_CACHE.maxMiB) * 1024 * 1024,
    waitForRenderMs: PAGE_CACHE.waitForRenderMs,
  };
}

export interface StorefrontServerOptions {
  dir: string;
  port: number;
  hostname?: string;
  pageCache: PageCacheConfig;
}

export interface StorefrontServer {
  server: Server;
  close(): Promise<void>;
}

type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export async function startStorefrontServer(
  options: StorefrontServerOptions,
): Promise<StorefrontServer> {
  const app = next({
    dev: false,
    dir: options.dir,
    hostname: options.hostname ?? 'localhost',
    port: options.port,
  });
  await app.prepare();
  const handle: NextHandler = app.getRequestHandler();
  const cache = new PageCache<CachedPage>(options.pageCache);
  /** Renders of page candidates by request id, and whether they reported a failure. */
  const renders = new Map<string, { failed: boolean }>();
  registerPageCacheHooks({
    clear: () => cache.clear(),
    renderFailed: (requestId) => {
      const render = renders.get(requestId);
      if (render !== undefined) render.failed = true;
    },
  });
  const enabled = options.pageCache.freshMs > 0 && options.pageCache.maxBytes > 0;
  /** Marks this process's own background renders; random, so no shopper can send it. */
  const refreshToken = randomBytes(16).toString('hex');

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const decision = enabled
      ? pageCacheDecision({
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          headers: req.headers,
        })
      : { cacheable: false as const };
    if (!decision.cacheable || req.headers[NOT_FOUND_RENDER_HEADER] !== undefined) {
      res.setHeader(PAGE_CACHE_HEADER, 'bypass');
      await handle(req, res);
      return;
    }
    const { key } = decision;
    if (req.headers[REFRESH_HEADER] !== undefined) {
      const ours = req.headers[REFRESH_HEADER] === refreshToken;
      delete req.headers[REFRESH_HEADER];
      // Only this process's own refresh renders regardless of the cache.
      if (ours) return renderAndKeep(req, res, key, resolveRequestId(undefined));
    }
    const requestId = resolveRequestId(
      single(req.headers[REQUEST_ID_HEADER]),
      single(req.headers[TRACEPARENT_HEADER]),
    );
    const found = cache.lookup(key);
    if (found.state === 'fresh') return sendCopy(req, res, found.page, 'hit', requestId);
    const underWay = cache.renderUnderWay(key);
    if (found.state === 'stale') {
      // Stale while revalidate: this shopper gets the page at once, one render in the
      // background replaces it.
      if (underWay === undefined) refreshInBackground(req, key);
      return sendCopy(req, res, found.page, 'stale', requestId);
    }
    if (req.method === 'HEAD') {
      // A HEAD answer has no HTML to keep; Next answers it.
      res.setHeader(PAGE_CACHE_HEADER, 'bypass');
      await handle(req, res);
      return;
    }
    if (underWay !== undefined) {
      const page = await withinMs(underWay, options.pageCache.waitForRenderMs);
      if (page !== undefined) return sendCopy(req, res, page, 'hit', requestId);
    }
    await renderAndKeep(req, res, key, requestId);
  }

  /** This request renders the page; others asking for it meanwhile wait for this render. */
  async function renderAndKeep(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    requestId: string,
  ): Promise<void> {
    const acceptsGzip = acceptsGzipEncoding(req);
    // Next compresses only when asked to; the cache keeps (and rewrites) plain HTML.
    delete req.headers['accept-encoding'];
    // The proxy keeps a valid incoming id: the render's failure reports name this one.
    req.headers[REQUEST_ID_HEADER] = requestId;
    const render = { failed: false };
    renders.set(requestId, render);
    const capture = captureResponse(res);
    const answered = capture.answer.then(async (captured) => {
      const answer = captured === undefined ? undefined : withScriptsAfterFirstPaint(captured);
      // Failures are reported while the page renders; one turn more lets the last arrive.
      await new Promise((resolve) => setImmediate(resolve));
      if (renders.get(requestId) === render) renders.delete(requestId);
      return { answer, page: answer === undefined || render.failed ? undefined : keepable(answer) };
    });
    const kept = cache.render(
      key,
      answered.then(({ page }) => page),
    );
    // A handler that fails before ending the answer leaves nothing to keep or send.
    const rendering = handle(req, res).catch((error: unknown) => {
      capture.abandon();
      throw error;
    });
    const { answer: rendered } = await answered;
    await kept;
    const answer =
      rendered !== undefined && isNotFoundDocument(rendered)
        ? ((await renderNotFoundPage(req)) ?? rendered)
        : rendered;
    if (answer !== undefined) {
      const headers = { ...answer.headers, [PAGE_CACHE_HEADER]: 'miss' };
      capture.send(answer.status, ...(await encoded(headers, answer.body, acceptsGzip)));
    }
    await rendering;
  }

  /** Keys whose background render is on its way (the loopback request not yet arrived). */
  const refreshing = new Set<string>();

  /**
   * Renders a page again through a request to this very server, carrying the shopper's
   * headers (so the key and the render are the same) and this process's refresh token.
   */
  function refreshInBackground(req: IncomingMessage, key: string): void {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    void loopbackGet(req, { [REFRESH_HEADER]: refreshToken }).finally(() => refreshing.delete(key));
  }

  /** The server-rendered 404 page of the request's URL, or undefined if it fails. */
  async function renderNotFoundPage(req: IncomingMessage): Promise<CapturedAnswer | undefined> {
    const requestId = single(req.headers[REQUEST_ID_HEADER]);
    const page = await loopbackGet(req, {
      [NOT_FOUND_RENDER_HEADER]: '1',
      ...(requestId === undefined ? {} : { [REQUEST_ID_HEADER]: requestId }),
    });
    return page?.status === 404 ? page : undefined;
  }

  /**
   * GETs the request's URL from this very server with the shopper's headers plus
   * `extraHeaders`; undefined when the server is not listening, the request fails or it
   * takes longer than REFRESH_TIMEOUT_MS.
   */
  function loopbackGet(
    req: IncomingMessage,
    extraHeaders: Record<string, string>,
  ): Promise<CapturedAnswer | undefined> {
    const address = server.address();
    if (address === null || typeof address === 'string') return Promise.resolve(undefined);
    const headers: Record<string, string | string[] | undefined> = { ...req.headers };
    for (const name of LOOPBACK_DROPPED_HEADERS) delete headers[name];
    Object.assign(headers, extraHeaders);
    return new Promise((resolve) => {
      const loopback = request(
        {
          host: '127.0.0.1',
          port: address.port,
          path: req.url,
          method: 'GET',
          headers,
          timeout: REFRESH_TIMEOUT_MS,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('error', () => resolve(undefined));
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 500,
              headers: Object.fromEntries(
                Object.entries(answer.headers).filter(
                  ([name]) => !LOOPBACK_ANSWER_DROPPED_HEADERS.includes(name),
                ),
              ),
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      loopback.on('timeout', () => loopback.destroy());
      loopback.on('error', () => resolve(undefined));
      loopback.on('close', () => resolve(undefined));
      loopback.end();
    });
  }

  async function sendCopy(
    req: IncomingMessage,
    res: ServerResponse,
    page: CachedPage,
    state: 'hit' | 'stale',
    requestId: string,
  ): Promise<void> {
    const copy = pageCopy(page, createNonce());
    const headers = {
      ...copy.headers,
      [REQUEST_ID_HEADER]: requestId,
      [PAGE_CACHE_HEADER]: state,
    };
    const [finalHeaders, body] = await encoded(
      headers,
      Buffer.from(copy.body),
      acceptsGzipEncoding(req),
    );
    res.statusCode = copy.status;
    for (const [name, value] of Object.entries(finalHeaders)) {
      if (value !== undefined) res.setHeader(name, value);
    }
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((req, res) => {
    serve(req, res).catch((error: unknown) => {
      process.stderr.write(
        `${JSON.stringify({ level: 'error', time: new Date().toISOString(), service: 'storefront', msg: '[page-cache] request failed', err: String(error) })}\n`,
      );
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end();
      } else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.hostname, () => resolve());
  });
  return {
    server,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    },
  };
}

/** An HTML answer with its chunk scripts run after the first paint (first-paint-scripts.ts). */
function withScriptsAfterFirstPaint(answer: CapturedAnswer): CapturedAnswer {
  if (!/^text\/html/.test(String(answer.headers['content-type'] ?? ''))) return answer;
  const html = answer.body.toString('utf8');
  const rewritten = scriptsAfterFirstPaint(html);
  return rewritten === html ? answer : { ...answer, body: Buffer.from(rewritten) };
}

function keepable(answer: CapturedAnswer): CachedPage | undefined {
  if (!isKeepablePage({ status: answer.status, headers: answer.headers })) return undefined;
  return cachedPageOf(answer.status, answer.headers, answer.body.toString('utf8'));
}

/** A 404 HTML answer: the page a notFound() left for the browser to render. */
function isNotFoundDocument(answer: CapturedAnswer): boolean {
  return answer.status === 404 && /^text\/html/.test(String(answer.headers['content-type'] ?? ''));
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function acceptsGzipEncoding(req: IncomingMessage): boolean {
  const header = single(req.headers['accept-encoding']) ?? '';
  return header.split(',').some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    return !parameters.some((parameter) => /^\s*q=0(?:\.0*)?\s*$/.test(parameter));
  });
}

/** The answer's headers and body, gzip-compressed when the shopper accepts it. */
async function encoded(
  headers: Record<string, string | string[] | number | undefined>,
  body: Buffer,
  acceptsGzip: boolean,
): Promise<[Record<string, string | string[] | number | undefined>, Buffer]> {
  const type = String(headers['content-type'] ?? '');
  const compressible = /^(?:text\/|application\/(?:json|javascript|xml))/.test(type);
  const varied = { ...headers, vary: withAcceptEncoding(headers.vary) };
  if (!acceptsGzip || !compressible || body.length < COMPRESS_FROM_BYTES) {
    return [{ ...varied, 'content-length': body.length }, body];
  }
  const compressed = await gzipped(body, { level: GZIP_LEVEL });
  return [
    { ...varied, 'content-encoding': 'gzip', 'content-length': compressed.length },
    compressed,
  ];
}

function withAcceptEncoding(vary: string | string[] | number | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding'))
    names.push('Accept-Encoding');
  return names.join(', ');
}

/** The promise's value, or undefined once the time is up. */
function withinMs<T>(promise: Promise<T | undefined>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}
