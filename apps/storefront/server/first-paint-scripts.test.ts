import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from './first-paint-scripts';

const nonce = 'd9MXwqra5/JBBefEFbR4CA==';
const chunk = (name: string) =>
  `<script src="/_next/static/chunks/${name}.js" async="" nonce="${nonce}"></script>`;
/** The shape of a page of the production build (Next 16, Turbopack), shortened. */
const page = [
  '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>',
  `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${nonce}" data-precedence="next"/>`,
  `<link rel="preload" as="script" fetchPriority="low" nonce="${nonce}" href="/_next/static/chunks/boot.js"/>`,
  chunk('one'),
  chunk('turbopack-two'),
  '<title>Blutdruckmessgeräte</title>',
  `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${nonce}"></script>`,
  '</head><body><main><p>Beschreibung</p></main>',
  `<script nonce="${nonce}" id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>`,
  `<script src="/_next/static/chunks/boot.js" nonce="${nonce}" async=""></script>`,
  `<script nonce="${nonce}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
  '</body></html>',
].join('');

describe('scripts after the first paint', () => {
  const rewritten = scriptsAfterFirstPaint(page);

  it('takes every chunk script and the bootstrap preload out of the HTML', () => {
    expect(rewritten).not.toMatch(/<script src="\/_next\/static\/chunks\/(?!polyfills)/);
    expect(rewritten).not.toContain('rel="preload" as="script"');
    // The no-module polyfill is for old browsers only and stays as Next wrote it.
    expect(rewritten).toContain('polyfills.js" noModule=""');
    // Server HTML, stylesheets and the inline RSC payload are untouched.
    for (const kept of ['<p>Beschreibung</p>', 'a.css', '_R_', 'self.__next_f']) {
      expect(rewritten).toContain(kept);
    }
  });

  it('puts one nonced loader with the chunks in their order where the bootstrap was', () => {
    const loaders = [...rewritten.matchAll(/<script nonce="([^"]+)">\(function\(d,w,s\)/g)];
    expect(loaders).toHaveLength(1);
    expect(loaders[0]?.[1]).toBe(nonce);
    const list = /\}\)\(document,window,(\[[^\]]*\])\)<\/script>/.exec(rewritten)?.[1];
    expect(JSON.parse(list ?? '[]')).toEqual([
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/turbopack-two.js',
      '/_next/static/chunks/boot.js',
    ]);
    expect(rewritten.indexOf('_R_')).toBeLessThan(rewritten.indexOf('(function(d,w,s)'));
    expect(rewritten.indexOf('(function(d,w,s)')).toBeLessThan(rewritten.indexOf('self.__next_f'));
  });

  it('leaves a document of another shape as it is', () => {
    const withoutBootstrap = page.replace(
      `<script src="/_next/static/chunks/boot.js" nonce="${nonce}" async=""></script>`,
      '',
    );
    expect(scriptsAfterFirstPaint(withoutBootstrap)).toBe(withoutBootstrap);
    const plain = '<!DOCTYPE html><html><head></head><body><p>Nichts</p></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });
});
