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

/** Longest remembered address; longer ones make the stored value unreadable. */
const MAX_SOURCE_LENGTH = 500;

/*
 * Checked by hand rather than with zod: this module runs in the browser on every page with a
 * video, and zod would add about 115 KB of script to those pages (Lighthouse, issues 5, 6).
 */
function isStoredConsent(value: unknown): value is VideoConsent {
  if (typeof value !== 'object' || value === null) return false;
  const { all, sources } = value as Record<string, unknown>;
  return (
    typeof all === 'boolean' &&
    Array.isArray(sources) &&
    sources.length <= MAX_REMEMBERED_SOURCES &&
    sources.every((source) => typeof source === 'string' && source.length <= MAX_SOURCE_LENGTH)
  );
}

/** The remembered consent from local storage; anything unreadable counts as no consent. */
export function parseVideoConsent(stored: string | null): VideoConsent {
  if (stored === null) return NO_VIDEO_CONSENT;
  try {
    const parsed: unknown = JSON.parse(stored);
    return isStoredConsent(parsed)
      ? { all: parsed.all, sources: [...parsed.sources] }
      : NO_VIDEO_CONSENT;
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
