/**
 * Texts of the account mails in every content language (spec 1). `{brand}` is the brand
 * name, `{name}` the greeting name; the link follows the body as a button and plain text.
 */
import type { LanguageCode } from '@shop/shop-config';

export type AccountMailKind = 'welcome' | 'activation' | 'reset';

export interface AccountMailText {
  subject: string;
  greeting: string;
  /** Greeting when the customer gave no first name. */
  greetingWithoutName: string;
  body: string;
  button: string;
  /** Closing line, e.g. how long the link works or what to ignore. */
  note: string;
}

export const ACCOUNT_MAIL_TEXTS: Readonly<
  Record<AccountMailKind, Readonly<Record<LanguageCode, AccountMailText>>>
> = {
  welcome: {
    de: {
      subject: 'Willkommen bei {brand}',
      greeting: 'Hallo {name},',
      greetingWithoutName: 'Hallo,',
      body: 'Ihr Kundenkonto bei {brand} ist eingerichtet. Dort sehen Sie Ihre Bestellungen und verwalten Ihre Daten und Adressen.',
      button: 'Zu meinem Konto',
      note: 'Sie haben kein Konto angelegt? Dann schreiben Sie uns bitte.',
    },
    fr: {
      subject: 'Bienvenue chez {brand}',
      greeting: 'Bonjour {name},',
      greetingWithoutName: 'Bonjour,',
      body: 'Votre compte client {brand} est prêt. Vous y trouverez vos commandes et pourrez gérer vos données et vos adresses.',
      button: 'Accéder à mon compte',
      note: "Vous n'avez pas créé de compte ? Merci de nous écrire.",
    },
    en: {
      subject: 'Welcome to {brand}',
      greeting: 'Hello {name},',
      greetingWithoutName: 'Hello,',
      body: 'Your {brand} customer account is ready. There you can see your orders and manage your details and addresses.',
      button: 'Go to my account',
      note: 'Did not create an account? Please write to us.',
    },
    nl: {
      subject: 'Welkom bij {brand}',
      greeting: 'Hallo {name},',
      greetingWithoutName: 'Hallo,',
      body: 'Uw klantaccount bij {brand} is aangemaakt. Daar ziet u uw bestellingen en beheert u uw gegevens en adressen.',
      button: 'Naar mijn account',
      note: 'Heeft u geen account aangemaakt? Schrijf ons dan.',
    },
    it: {
      subject: 'Benvenuto su {brand}',
      greeting: 'Ciao {name},',
      greetingWithoutName: 'Ciao,',
      body: 'Il tuo account cliente {brand} è pronto. Lì trovi i tuoi ordini e puoi gestire i tuoi dati e indirizzi.',
      button: 'Vai al mio account',
      note: 'Non hai creato un account? Scrivici.',
    },
    pl: {
      subject: 'Witamy w {brand}',
      greeting: 'Dzień dobry {name},',
      greetingWithoutName: 'Dzień dobry,',
      body: 'Twoje konto klienta {brand} jest gotowe. Znajdziesz tam swoje zamówienia i zarządzasz danymi oraz adresami.',
      button: 'Przejdź do konta',
      note: 'Nie zakładałeś konta? Napisz do nas.',
    },
    es: {
      subject: 'Bienvenido a {brand}',
      greeting: 'Hola {name}:',
      greetingWithoutName: 'Hola:',
      body: 'Tu cuenta de cliente de {brand} está lista. Allí verás tus pedidos y podrás gestionar tus datos y direcciones.',
      button: 'Ir a mi cuenta',
      note: '¿No has creado ninguna cuenta? Escríbenos.',
    },
  },
  activation: {
    de: {
      subject: 'Aktivieren Sie Ihr Kundenkonto bei {brand}',
      greeting: 'Hallo {name},',
      greetingWithoutName: 'Hallo,',
      body: 'für Sie wurde ein Kundenkonto bei {brand} angelegt. Legen Sie ein Passwort fest, um es zu aktivieren, oder lehnen Sie die Einladung ab.',
      button: 'Konto aktivieren',
      note: 'Der Link ist 30 Tage gültig.',
    },
    fr: {
      subject: 'Activez votre compte client {brand}',
      greeting: 'Bonjour {name},',
      greetingWithoutName: 'Bonjour,',
      body: "un compte client {brand} a été créé pour vous. Choisissez un mot de passe pour l'activer, ou déclinez l'invitation.",
      button: 'Activer le compte',
      note: 'Le lien est valable 30 jours.',
    },
    en: {
      subject: 'Activate your {brand} customer account',
      greeting: 'Hello {name},',
      greetingWithoutName: 'Hello,',
      body: 'a {brand} customer account has been created for you. Choose a password to activate it, or decline the invitation.',
      button: 'Activate account',
      note: 'The link is valid for 30 days.',
    },
    nl: {
      subject: 'Activeer uw klantaccount bij {brand}',
      greeting: 'Hallo {name},',
      greetingWithoutName: 'Hallo,',
      body: 'er is een klantaccount bij {brand} voor u aangemaakt. Kies een wachtwoord om het te activeren, of wijs de uitnodiging af.',
      button: 'Account activeren',
      note: 'De link is 30 dagen geldig.',
    },
    it: {
      subject: 'Attiva il tuo account cliente {brand}',
      greeting: 'Ciao {name},',
      greetingWithoutName: 'Ciao,',
      body: "è stato creato per te un account cliente {brand}. Scegli una password per attivarlo oppure rifiuta l'invito.",
      button: 'Attiva account',
      note: 'Il link è valido per 30 giorni.',
    },
    pl: {
      subject: 'Aktywuj swoje konto klienta {brand}',
      greeting: 'Dzień dobry {name},',
      greetingWithoutName: 'Dzień dobry,',
      body: 'utworzyliśmy dla Ciebie konto klienta {brand}. Ustaw hasło, aby je aktywować, albo odrzuć zaproszenie.',
      button: 'Aktywuj konto',
      note: 'Link jest ważny przez 30 dni.',
    },
    es: {
      subject: 'Activa tu cuenta de cliente de {brand}',
      greeting: 'Hola {name}:',
      greetingWithoutName: 'Hola:',
      body: 'hemos creado para ti una cuenta de cliente de {brand}. Elige una contraseña para activarla o rechaza la invitación.',
      button: 'Activar cuenta',
      note: 'El enlace es válido durante 30 días.',
    },
  },
  reset: {
    de: {
      subject: 'Passwort zurücksetzen bei {brand}',
      greeting: 'Hallo {name},',
      greetingWithoutName: 'Hallo,',
      body: 'Sie haben ein neues Passwort für Ihr Kundenkonto bei {brand} angefordert. Über den folgenden Link legen Sie es fest.',
      button: 'Neues Passwort festlegen',
      note: 'Der Link ist 24 Stunden gültig und funktioniert einmal. Sie haben nichts angefordert? Dann ignorieren Sie diese E-Mail.',
    },
    fr: {
      subject: 'Réinitialisation du mot de passe {brand}',
      greeting: 'Bonjour {name},',
      greetingWithoutName: 'Bonjour,',
      body: 'Vous avez demandé un nouveau mot de passe pour votre compte client {brand}. Définissez-le avec le lien suivant.',
      button: 'Définir un nouveau mot de passe',
      note: "Le lien est valable 24 heures et fonctionne une seule fois. Vous n'avez rien demandé ? Ignorez cet e-mail.",
    },
    en: {
      subject: 'Reset your {brand} password',
      greeting: 'Hello {name},',
      greetingWithoutName: 'Hello,',
      body: 'You asked for a new password for your {brand} customer account. Set it with the following link.',
      button: 'Set a new password',
      note: 'The link is valid for 24 hours and works once. Did not ask for this? Then ignore this e-mail.',
    },
    nl: {
      subject: 'Wachtwoord herstellen bij {brand}',
      greeting: 'Hallo {name},',
      greetingWithoutName: 'Hallo,',
      body: 'U heeft een nieuw wachtwoord aangevraagd voor uw klantaccount bij {brand}. Stel het in via de volgende link.',
      button: 'Nieuw wachtwoord instellen',
      note: 'De link is 24 uur geldig en werkt één keer. Niets aangevraagd? Negeer deze e-mail dan.',
    },
    it: {
      subject: 'Reimposta la password di {brand}',
      greeting: 'Ciao {name},',
      greetingWithoutName: 'Ciao,',
      body: 'Hai richiesto una nuova password per il tuo account cliente {brand}. Impostala con il link seguente.',
      button: 'Imposta nuova password',
      note: 'Il link è valido 24 ore e funziona una sola volta. Non hai richiesto nulla? Ignora questa e-mail.',
    },
    pl: {
      subject: 'Resetowanie hasła w {brand}',
      greeting: 'Dzień dobry {name},',
      greetingWithoutName: 'Dzień dobry,',
      body: 'Poprosiłeś o nowe hasło do konta klienta {brand}. Ustaw je za pomocą poniższego linku.',
      button: 'Ustaw nowe hasło',
      note: 'Link jest ważny przez 24 godziny i działa jeden raz. Nie prosiłeś o to? Zignoruj tę wiadomość.',
    },
    es: {
      subject: 'Restablece tu contraseña de {brand}',
      greeting: 'Hola {name}:',
      greetingWithoutName: 'Hola:',
      body: 'Has solicitado una nueva contraseña para tu cuenta de cliente de {brand}. Establécela con el siguiente enlace.',
      button: 'Establecer nueva contraseña',
      note: 'El enlace es válido durante 24 horas y funciona una sola vez. ¿No lo has solicitado? Ignora este correo.',
    },
  },
};
