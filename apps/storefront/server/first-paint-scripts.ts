/**
 * Lets a page paint before its JavaScript runs (Lighthouse, issue 6). Next writes the
 * page's chunks as `<script src async>` tags; on a fast connection they arrive while the
 * HTML is still being parsed, and Chromium then evaluates them (React DOM, the router) and
 * starts hydration before it paints the first frame. Lighthouse's simulated 4× slower
 * phone puts all of that script in front of the largest paint (listing: 3.1 of 3.6 s).
 *
 * The page server therefore removes the chunk tags (and Next's preload of the bootstrap
 * chunk) from the head and puts one nonce'd loader in place of Next's bootstrap script.
 * The loader inserts the same scripts, in the same order and with the same nonce, once
 * the whole HTML is parsed and its first contentful frame is on screen. The chunks are
 * not preloaded: a preload's download shares the phone's bandwidth with the HTML and the
 * stylesheets before the first paint (in Lighthouse's simulation 184 KiB of script took
 * the listing's first paint from about 1.2 to 2.0–2.4 s). Inserted before
 * the window's `load` event, they hold it back until they ran, as the parser's async
 * scripts did; the CSP stays as strict as it is ('strict-dynamic' trusts scripts a nonce'd
 * script inserts). Without JavaScript nothing changes: the HTML is the same.
 */

/** A script tag of Next's: a chunk under /_next/static with `async` and the page's nonce. */
const CHUNK_SCRIPT =
  /<script src="(\/_next\/static\/chunks\/[A-Za-z0-9_./-]+\.js)"(?: async="")? nonce="([A-Za-z0-9+/=]+)"(?: async="")?><\/script>/g;
/** Next's own preload of the bootstrap chunk (low priority) in the head. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]* href="([^"]+)"\/>/g;
const HEAD_END = '</head>';
/** Chunk tags before it are Next's head scripts; the first one after it is the bootstrap. */
const BODY_START = '<body';

/**
 * The loader. After DOMContentLoaded (all server HTML is in the DOM) it waits for the
 * first contentful paint (a `paint` entry is reported once the frame is on screen), then
 * one task, and appends the scripts. A hidden tab paints nothing, so there it appends them
 * at once; a page without contentful paint gets them after FALLBACK_MS.
 * The window's `load` event would otherwise come right after DOMContentLoaded, before the
 * scripts: a hidden, empty frame whose document stays open (`document.open()`) holds it
 * until the scripts are appended, and they then hold it until they ran, as before.
 */
const FALLBACK_MS = 3000;

function loaderSource(sources: readonly string[]): string {
  return `(function(d,w,s){var n=(d.currentScript||{}).nonce||'',f,t=0;function go(){if(t)return;t=1;for(var i=0;i<s.length;i++){var e=d.createElement('script');e.src=s[i];e.async=true;if(n)e.nonce=n;d.head.appendChild(e)}if(f){try{f.contentDocument.close()}catch(x){}f.remove()}}function after(){if(d.visibilityState==='hidden'||!w.PerformanceObserver){go();return}f=d.createElement('iframe');f.hidden=true;f.tabIndex=-1;f.setAttribute('aria-hidden','true');d.body.appendChild(f);try{f.contentDocument.open()}catch(x){}var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}});try{o.observe({type:'paint',buffered:true})}catch(x){go()}setTimeout(go,${FALLBACK_MS})}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',after);else after()})(document,window,${JSON.stringify(sources)})`;
}

/**
 * The page's HTML with its chunk scripts loaded after the first paint; unchanged when it
 * is not a Next page of the expected shape (no chunk scripts, or no bootstrap script in
 * the body), so an unexpected document keeps working as Next wrote it.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const headEnd = html.indexOf(HEAD_END);
  const bodyStart = html.indexOf(BODY_START, headEnd);
  if (headEnd < 0 || bodyStart < 0) return html;
  const sources: string[] = [];
  let bootstrap: { start: number; end: number; nonce: string } | undefined;
  for (const match of html.matchAll(CHUNK_SCRIPT)) {
    const start = match.index;
    const [tag, source = '', nonce = ''] = match;
    if (start > bodyStart) {
      // Only the first chunk tag of the body is Next's bootstrap; later ones are content.
      if (bootstrap === undefined) {
        bootstrap = { start, end: start + tag.length, nonce };
        sources.push(source);
      }
    } else sources.push(source);
  }
  if (bootstrap === undefined || sources.length === 0) return html;
  const { nonce } = bootstrap;
  const head = html
    .slice(0, bodyStart)
    .replace(CHUNK_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, (link, source: string) => (sources.includes(source) ? '' : link));
  return (
    head +
    html.slice(bodyStart, bootstrap.start) +
    `<script nonce="${nonce}">${loaderSource(sources)}</script>` +
    html.slice(bootstrap.end)
  );
}
