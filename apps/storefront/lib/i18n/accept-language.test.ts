import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './accept-language';

describe('preferredLanguage', () => {
  it('picks the shop language with the highest quality', () => {
    expect(preferredLanguage('en;q=0.5, fr;q=0.9, de;q=0.1')).toBe('fr');
  });

  it('matches regional variants on the primary subtag', () => {
    expect(preferredLanguage('nl-BE,nl;q=0.9')).toBe('nl');
    expect(preferredLanguage('EN-us')).toBe('en');
  });

  it('skips languages the shop does not offer', () => {
    expect(preferredLanguage('sv-SE, da;q=0.9, pl;q=0.8')).toBe('pl');
  });

  it('keeps header order among equal qualities', () => {
    expect(preferredLanguage('it, es')).toBe('it');
  });

  it("ignores ranges with q=0 and wildcards, then falls back to 'de'", () => {
    expect(preferredLanguage('fr;q=0, *')).toBe('de');
    expect(preferredLanguage('')).toBe('de');
    expect(preferredLanguage(null)).toBe('de');
    expect(preferredLanguage('ja-JP')).toBe('de');
  });
});
