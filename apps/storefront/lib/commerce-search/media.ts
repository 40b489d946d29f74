import { commerceUrl, storefrontEnv } from '../env';

/** Path prefix under which the commerce service serves product images and manuals. */
export const MEDIA_PATH_PREFIX = '/media/';

/**
 * Where the storefront fetches a /media/... request from: the same path on the commerce
 * service, so the browser only ever talks to the shop's own origin. Undefined when the path,
 * once normalised (e.g. '/media/%2e%2e/x'), would leave the media folder.
 */
export function commerceMediaUrl(pathname: string, search: string): URL | undefined {
  if (!pathname.startsWith(MEDIA_PATH_PREFIX)) return undefined;
  const target = commerceUrl(pathname);
  const mediaRoot = commerceUrl(MEDIA_PATH_PREFIX).pathname;
  if (!target.pathname.startsWith(mediaRoot)) return undefined;
  target.search = search;
  return target;
}

/**
 * The image address to put in the page for a media URL of the commerce service: its /media
 * path on the shop's own origin. Addresses elsewhere give undefined, as the shop loads no
 * remote images.
 */
export function storefrontMediaSrc(mediaUrl: string | null): string | undefined {
  if (mediaUrl === null) return undefined;
  const commerceOrigin = new URL(storefrontEnv().COMMERCE_URL).origin;
  const url = new URL(mediaUrl, commerceOrigin);
  const mediaRoot = commerceUrl(MEDIA_PATH_PREFIX).pathname;
  if (url.origin !== commerceOrigin || !url.pathname.startsWith(mediaRoot)) return undefined;
  return `${MEDIA_PATH_PREFIX}${url.pathname.slice(mediaRoot.length)}${url.search}`;
}
