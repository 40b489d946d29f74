import { describe, expect, it } from 'vitest';
import {
  allowVideo,
  embedProvider,
  isVideoAllowed,
  NO_VIDEO_CONSENT,
  parseVideoConsent,
} from './video-consent';

const guide = 'https://video.example/embed/ems-guide';
const other = 'https://video.example/embed/other';

describe('video consent', () => {
  it('allows nothing before the first answer', () => {
    expect(isVideoAllowed(parseVideoConsent(null), guide)).toBe(false);
  });

  it('allows only the one video after "allow this content only"', () => {
    const consent = allowVideo(NO_VIDEO_CONSENT, guide, 'this');
    expect(isVideoAllowed(consent, guide)).toBe(true);
    expect(isVideoAllowed(consent, other)).toBe(false);
  });

  it('allows every video after "allow all embedded content"', () => {
    const consent = allowVideo(NO_VIDEO_CONSENT, guide, 'all');
    expect(isVideoAllowed(consent, other)).toBe(true);
  });

  it('remembers the answer through its stored form', () => {
    const stored = JSON.stringify(allowVideo(NO_VIDEO_CONSENT, guide, 'this'));
    expect(isVideoAllowed(parseVideoConsent(stored), guide)).toBe(true);
    expect(isVideoAllowed(parseVideoConsent(stored), other)).toBe(false);
  });

  it.each([
    ['broken JSON', '{all:'],
    ['a wrong shape', '{"all":"yes","sources":[]}'],
    ['a bare value', 'true'],
  ])('reads %s as no consent', (_case, stored) => {
    expect(parseVideoConsent(stored)).toEqual(NO_VIDEO_CONSENT);
  });

  it('keeps only the 50 most recent single allowances', () => {
    let consent = NO_VIDEO_CONSENT;
    for (let index = 0; index < 60; index += 1) {
      consent = allowVideo(consent, `/media/video-${index}`, 'this');
    }
    expect(consent.sources).toHaveLength(50);
    expect(isVideoAllowed(consent, '/media/video-59')).toBe(true);
    expect(isVideoAllowed(consent, '/media/video-0')).toBe(false);
    expect(parseVideoConsent(JSON.stringify(consent))).toEqual(consent);
  });

  it('names the host of an external embed, and the shop for its own paths', () => {
    expect(embedProvider(guide, 'Vitalora')).toBe('video.example');
    expect(embedProvider('/media/content/video/ems-guide.svg', 'Vitalora')).toBe('Vitalora');
  });
});
