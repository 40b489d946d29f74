import { z } from 'zod';

/** Local-storage key of the shopper's answers in the video consent modal (spec 4). */
export const VIDEO_CONSENT_KEY = 'videoConsent';

/** Beyond this many single allowances the oldest are forgotten, so storage stays small. */
const MAX_REMEMBERED_SOURCES = 50;

/**
 * What the shopper allowed: every embedded content, or single embeds by address. Absent
 * means nothing allowed, so nothing is embedded before the first answer.
 */
export interface VideoConsent {
  all: boolean;
  sources: string[];
}

export type VideoConsentScope = 'this' | 'all';

export const NO_VIDEO_CONSENT: VideoConsent = { all: false, sources: [] };

const storedConsentSchema = z.object({
  all: z.boolean(),
  sources: z.array(z.string().max(500)).max(MAX_REMEMBERED_SOURCES),
});

/** The remembered consent from local storage; anything unreadable counts as no consent. */
export function parseVideoConsent(stored: string | null): VideoConsent {
  if (stored === null) return NO_VIDEO_CONSENT;
  try {
    const parsed = storedConsentSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : NO_VIDEO_CONSENT;
  } catch {
    return NO_VIDEO_CONSENT;
  }
}

export function isVideoAllowed(consent: VideoConsent, src: string): boolean {
  return consent.all || consent.sources.includes(src);
}

/** The consent after the shopper allowed `src` alone or all embedded content. */
export function allowVideo(
  consent: VideoConsent,
  src: string,
  scope: VideoConsentScope,
): VideoConsent {
  if (scope === 'all') return { all: true, sources: consent.sources };
  if (consent.sources.includes(src)) return consent;
  return {
    all: consent.all,
    sources: [...consent.sources, src].slice(-MAX_REMEMBERED_SOURCES),
  };
}

/**
 * Who serves the embed, named in the consent text: the host of an external address, or
 * `ownName` (the shop) for a path on this site.
 */
export function embedProvider(src: string, ownName: string): string {
  if (!/^https:\/\//.test(src)) return ownName;
  try {
    return new URL(src).hostname;
  } catch {
    return ownName;
  }
}
