/*
 * Committed stand-in for the git-ignored next-env.d.ts, so `tsc` works on a clean checkout
 * before any `next build`: Next's global types (CSS modules, image imports, server-only).
 */
/// <reference types="next" />
/// <reference types="next/image-types/global" />

// Loads next-intl's main types, without which the augmentation below does not take effect.
import type {} from 'next-intl';
import type { Messages as StorefrontMessages } from './lib/i18n/messages';

// Message keys and ICU arguments are checked at compile time against the German catalog.
declare module 'next-intl' {
  interface AppConfig {
    Messages: StorefrontMessages;
  }
}
