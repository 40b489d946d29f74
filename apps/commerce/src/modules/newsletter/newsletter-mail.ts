/**
 * The double opt-in mail (spec 2.6, 8 "newsletter confirmation e-mail sent") in every content
 * language, as text and HTML. `{brand}` is the brand name; the confirmation link follows the
 * body as a button and as plain text, so the development mailbox lists it.
 */
import type { LanguageCode } from '@shop/shop-config';
import { callToActionMail } from '../mail/call-to-action-mail';
import type { OutgoingMail } from '../mail/mailer';

interface ConfirmationMailText {
  subject: string;
  greeting: string;
  body: string;
  button: string;
  note: string;
}

export const NEWSLETTER_MAIL_KIND = 'newsletter-confirmation';

const CONFIRMATION_MAIL_TEXTS: Readonly<Record<LanguageCode, ConfirmationMailText>> = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei {brand}',
    greeting: 'Hallo,',
    body: 'vielen Dank für Ihr Interesse am Newsletter von {brand}. Bitte bestätigen Sie Ihre Anmeldung über den folgenden Link.',
    button: 'Anmeldung bestätigen',
    note: 'Sie haben sich nicht angemeldet? Dann ignorieren Sie diese E-Mail; Sie erhalten keinen Newsletter.',
  },
  fr: {
    subject: 'Veuillez confirmer votre inscription à la newsletter {brand}',
    greeting: 'Bonjour,',
    body: 'merci de votre intérêt pour la newsletter {brand}. Veuillez confirmer votre inscription avec le lien suivant.',
    button: "Confirmer l'inscription",
    note: 'Vous ne vous êtes pas inscrit ? Ignorez cet e-mail : vous ne recevrez pas de newsletter.',
  },
  en: {
    subject: 'Please confirm your {brand} newsletter subscription',
    greeting: 'Hello,',
    body: 'thank you for your interest in the {brand} newsletter. Please confirm your subscription with the following link.',
    button: 'Confirm subscription',
    note: 'Did not subscribe? Then ignore this e-mail; you will not receive a newsletter.',
  },
  nl: {
    subject: 'Bevestig uw aanmelding voor de nieuwsbrief van {brand}',
    greeting: 'Hallo,',
    body: 'hartelijk dank voor uw interesse in de nieuwsbrief van {brand}. Bevestig uw aanmelding via de volgende link.',
    button: 'Aanmelding bevestigen',
    note: 'Heeft u zich niet aangemeld? Negeer deze e-mail dan; u ontvangt geen nieuwsbrief.',
  },
  it: {
    subject: "Conferma l'iscrizione alla newsletter di {brand}",
    greeting: 'Ciao,',
    body: "grazie per il tuo interesse per la newsletter di {brand}. Conferma l'iscrizione con il link seguente.",
    button: 'Conferma iscrizione',
    note: 'Non ti sei iscritto? Ignora questa e-mail: non riceverai alcuna newsletter.',
  },
  pl: {
    subject: 'Potwierdź zapis do newslettera {brand}',
    greeting: 'Dzień dobry,',
    body: 'dziękujemy za zainteresowanie newsletterem {brand}. Potwierdź zapis, klikając poniższy link.',
    button: 'Potwierdź zapis',
    note: 'Nie zapisywałeś się? Zignoruj tę wiadomość – nie otrzymasz newslettera.',
  },
  es: {
    subject: 'Confirma tu suscripción al boletín de {brand}',
    greeting: 'Hola:',
    body: 'gracias por tu interés en el boletín de {brand}. Confirma tu suscripción con el siguiente enlace.',
    button: 'Confirmar suscripción',
    note: '¿No te has suscrito? Ignora este correo; no recibirás ningún boletín.',
  },
};

export interface ConfirmationMailInput {
  language: LanguageCode;
  brandName: string;
  to: string;
  /** The storefront's confirmation page with the token. */
  link: string;
}

export function buildConfirmationMail(input: ConfirmationMailInput): OutgoingMail {
  const texts = CONFIRMATION_MAIL_TEXTS[input.language];
  const fill = (template: string) => template.replaceAll('{brand}', input.brandName);
  const subject = fill(texts.subject);
  const greeting = fill(texts.greeting);
  const body = fill(texts.body);
  const button = fill(texts.button);
  const note = fill(texts.note);
  return callToActionMail({
    language: input.language,
    brandName: input.brandName,
    to: input.to,
    subject,
    greeting,
    body,
    button,
    note,
    link: input.link,
    kind: NEWSLETTER_MAIL_KIND,
  });
}
