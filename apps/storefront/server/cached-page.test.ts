import { describe, expect, it } from 'vitest';
import { createNonce } from '../lib/security/content-security-policy';
import { cachedPageOf, pageCopy, policyNonce } from './cached-page';

const nonce = createNonce();
const policy = `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`;
const html = `<!DOCTYPE html><html><head><script nonce="${nonce}" src="/a.js"></script></head><body><script nonce="${nonce}">self.__next_f.push([1,"x"])</script></body></html>`;

describe('cached page', () => {
  it('gives every copy a fresh nonce in policy and HTML, and none of the old one', () => {
    const page = cachedPageOf(
      200,
      {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': policy,
        'x-request-id': 'render-request-id',
        'content-length': '123',
        vary: 'rsc, Accept-Encoding',
      },
      html,
    );
    if (page === undefined) throw new Error('expected a cacheable page');
    const fresh = createNonce();
    expect(fresh).not.toBe(nonce);
    const copy = pageCopy(page, fresh);
    expect(copy.body).not.toContain(nonce);
    expect(copy.body.split(`nonce="${fresh}"`)).toHaveLength(3);
    expect(copy.headers['content-security-policy']).toBe(policy.replace(nonce, fresh));
    expect(policyNonce(String(copy.headers['content-security-policy']))).toBe(fresh);
    // Per-answer headers are made anew by the server, the others kept.
    expect(copy.headers['x-request-id']).toBeUndefined();
    expect(copy.headers['content-length']).toBeUndefined();
    expect(copy.headers.vary).toBe('rsc, Accept-Encoding');
    expect(copy.body.replaceAll(fresh, nonce)).toBe(html);
  });

  it('keeps no page whose policy names no nonce', () => {
    expect(
      cachedPageOf(200, { 'content-security-policy': "default-src 'none'" }, '<html></html>'),
    ).toBeUndefined();
    expect(cachedPageOf(200, {}, '<html></html>')).toBeUndefined();
  });
});
