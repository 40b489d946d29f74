/**
 * The short-lived cookie that carries the names of cart lines a language or country change
 * removed through the page reload to the notice on the next page (spec 4: removed lines
 * are listed to the shopper). Readable by the page's script, which deletes it once shown.
 */
export const REMOVED_LINES_COOKIE = 'cartLinesRemoved';
/** Long enough for the reload that follows, short enough not to greet a later visit. */
export const REMOVED_LINES_MAX_AGE_SECONDS = 120;
/** A cookie holds about 4 KB: a handful of names, each cut to a readable length. */
const MAX_NAMES = 10;
const MAX_NAME_LENGTH = 80;

// Base64url needs no cookie escaping, so the value reads the same in every cookie API.
function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(binary, (character) => character.charCodeAt(0)),
  );
}

export function removedLinesCookieValue(titles: readonly string[]): string {
  const names = titles
    .map((title) => title.trim().slice(0, MAX_NAME_LENGTH))
    .filter((title) => title !== '')
    .slice(0, MAX_NAMES);
  return toBase64Url(JSON.stringify(names));
}

/** The names in the cookie; anything else (missing, broken, foreign) is no names. */
export function parseRemovedLinesCookie(value: string | undefined): string[] {
  if (value === undefined || value === '') return [];
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(value));
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
      .map((name) => name.slice(0, MAX_NAME_LENGTH))
      .slice(0, MAX_NAMES);
  } catch {
    return [];
  }
}
