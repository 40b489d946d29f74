/**
 * Texts of the service's refusals (issue 9) in every content language. The storefront shows
 * its own catalog texts; these are for callers that show the service's answer directly.
 */
import { isLanguageCode, type LanguageCode } from '@shop/shop-config';
import type { FastifyRequest } from 'fastify';
import type { LocalizedTexts } from './localized-texts';

export const SECURITY_TEXTS = {
  tooManyRequests: {
    de: 'Zu viele Anfragen. Bitte versuchen Sie es in {n} Sekunden erneut.',
    fr: 'Trop de demandes. Veuillez réessayer dans {n} secondes.',
    en: 'Too many requests. Please try again in {n} seconds.',
    nl: 'Te veel verzoeken. Probeer het over {n} seconden opnieuw.',
    it: 'Troppe richieste. Riprova tra {n} secondi.',
    pl: 'Zbyt wiele żądań. Spróbuj ponownie za {n} s.',
    es: 'Demasiadas solicitudes. Vuelve a intentarlo dentro de {n} segundos.',
  },
} as const satisfies Record<string, LocalizedTexts>;

/** The caller's first Accept-Language that is a shop language; English otherwise. */
export function callerLanguage(request: Pick<FastifyRequest, 'headers'>): LanguageCode {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return 'en';
  for (const part of header.slice(0, 200).split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLanguageCode(code)) return code;
  }
  return 'en';
}
