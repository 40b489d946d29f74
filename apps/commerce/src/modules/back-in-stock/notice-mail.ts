/**
 * The back-in-stock mail in the request's language (spec 2.6): the product is available
 * again, with a link to its page. Shopper-given and catalog values are HTML-escaped.
 */
import type { LanguageCode } from '@shop/shop-config';
import { callToActionMail } from '../mail/call-to-action-mail';
import type { OutgoingMail } from '../mail/mailer';

interface NoticeMailText {
  /** `{product}` is the product's title. */
  subject: string;
  greeting: string;
  body: string;
  button: string;
  /** Why the shopper gets this mail, and that it is the only one. */
  note: string;
}

export const NOTICE_MAIL_TEXTS: Readonly<Record<LanguageCode, NoticeMailText>> = {
  de: {
    subject: '{product} ist wieder verfügbar',
    greeting: 'Hallo,',
    body: 'gute Nachrichten: {product} ({variant}) ist bei {brand} wieder auf Lager.',
    button: 'Jetzt ansehen',
    note: 'Sie erhalten diese einmalige E-Mail, weil Sie um eine Benachrichtigung gebeten haben.',
  },
  fr: {
    subject: '{product} est de nouveau disponible',
    greeting: 'Bonjour,',
    body: 'bonne nouvelle : {product} ({variant}) est de nouveau en stock chez {brand}.',
    button: 'Voir le produit',
    note: 'Vous recevez cet e-mail unique parce que vous avez demandé à être averti.',
  },
  en: {
    subject: '{product} is back in stock',
    greeting: 'Hello,',
    body: 'good news: {product} ({variant}) is back in stock at {brand}.',
    button: 'View now',
    note: 'You receive this one-time e-mail because you asked to be notified.',
  },
  nl: {
    subject: '{product} is weer verkrijgbaar',
    greeting: 'Hallo,',
    body: 'goed nieuws: {product} ({variant}) is weer op voorraad bij {brand}.',
    button: 'Nu bekijken',
    note: 'U ontvangt deze eenmalige e-mail omdat u om een melding heeft gevraagd.',
  },
  it: {
    subject: '{product} è di nuovo disponibile',
    greeting: 'Ciao,',
    body: 'buone notizie: {product} ({variant}) è di nuovo disponibile su {brand}.',
    button: 'Scopri ora',
    note: 'Ricevi questa e-mail una sola volta perché hai chiesto di essere avvisato.',
  },
  pl: {
    subject: '{product} jest znowu dostępny',
    greeting: 'Dzień dobry,',
    body: 'dobra wiadomość: {product} ({variant}) jest znowu dostępny w {brand}.',
    button: 'Zobacz teraz',
    note: 'Otrzymujesz tę jednorazową wiadomość, ponieważ poprosiłeś o powiadomienie.',
  },
  es: {
    subject: '{product} vuelve a estar disponible',
    greeting: 'Hola:',
    body: 'buenas noticias: {product} ({variant}) vuelve a estar disponible en {brand}.',
    button: 'Ver ahora',
    note: 'Recibes este correo una sola vez porque pediste que te avisáramos.',
  },
};

export interface NoticeMailInput {
  language: LanguageCode;
  brandName: string;
  to: string;
  productTitle: string;
  /** The variant's article number, so a shopper with several requests knows which. */
  variantLabel: string;
  link: string;
}

export function buildBackInStockMail(input: NoticeMailInput): OutgoingMail {
  const texts = NOTICE_MAIL_TEXTS[input.language];
  const fill = (template: string) =>
    template
      .replaceAll('{brand}', input.brandName)
      .replaceAll('{product}', input.productTitle)
      .replaceAll('{variant}', input.variantLabel);
  const subject = fill(texts.subject);
  const body = fill(texts.body);
  return callToActionMail({
    language: input.language,
    brandName: input.brandName,
    to: input.to,
    subject,
    greeting: texts.greeting,
    body,
    button: texts.button,
    note: texts.note,
    link: input.link,
    kind: 'back-in-stock',
  });
}
