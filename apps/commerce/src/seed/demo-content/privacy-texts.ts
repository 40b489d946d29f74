/**
 * Privacy policy texts per language. A plausible demo policy for the fictitious
 * company, not legal advice; it names the facts the shop really has (double opt-in,
 * back-in-stock notices deleted after six months, consent for embedded videos).
 */
import type { Localized } from './links';

export interface PrivacyTexts {
  title: string;
  metaDescription: string;
  intro: string;
  /** Headline and paragraph of each section; the controller section takes the contact. */
  controller: [headline: string, text: (company: string, address: string, email: string) => string];
  sections: ReadonlyArray<[headline: string, text: string]>;
}

export const PRIVACY_TEXTS: Localized<PrivacyTexts> = {
  de: {
    title: 'Datenschutzerklärung',
    metaDescription:
      'Wie wir Ihre personenbezogenen Daten bei Bestellung, Kundenkonto, Newsletter und Cookies verarbeiten.',
    intro:
      'Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche Daten wir erheben, wofür wir sie nutzen und welche Rechte Sie haben.',
    controller: [
      'Verantwortliche Stelle',
      (company, address, email) =>
        `Verantwortlich für die Datenverarbeitung ist die ${company}, ${address}. Sie erreichen uns per E-Mail an ${email}.`,
    ],
    sections: [
      [
        'Bestellung und Kundenkonto',
        'Für die Abwicklung Ihrer Bestellung verarbeiten wir Name, Anschrift, E-Mail-Adresse und Zahlungsdaten. Legen Sie ein Kundenkonto an, speichern wir zusätzlich Ihre Bestellhistorie, damit Sie Bestellungen und Sendungsverfolgung jederzeit einsehen können.',
      ],
      [
        'Newsletter und Verfügbarkeitsbenachrichtigung',
        'Den Newsletter erhalten Sie erst, nachdem Sie Ihre Anmeldung über den Link in unserer Bestätigungs-E-Mail bestätigt haben (Double-Opt-in). Daten für eine Benachrichtigung bei Wiederverfügbarkeit löschen wir spätestens nach sechs Monaten.',
      ],
      [
        'Cookies und eingebettete Inhalte',
        'Technisch notwendige Cookies setzen wir, damit Warenkorb und Anmeldung funktionieren. Statistik-Cookies und eingebettete Videos laden wir nur mit Ihrer Einwilligung, die Sie jederzeit widerrufen können.',
      ],
      [
        'Weitergabe an Dienstleister',
        'Zahlungsdienstleister und Versanddienstleister erhalten nur die Daten, die sie für Zahlung und Zustellung benötigen. Unsere Server stehen in der Europäischen Union.',
      ],
      [
        'Speicherdauer und Ihre Rechte',
        'Wir speichern Daten nur so lange, wie es für den jeweiligen Zweck oder gesetzliche Aufbewahrungspflichten erforderlich ist. Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie auf Beschwerde bei einer Datenschutz-Aufsichtsbehörde.',
      ],
    ],
  },
  fr: {
    title: 'Politique de protection des données',
    metaDescription:
      'Comment nous traitons vos données personnelles lors des commandes, de la création de compte, de la newsletter et des cookies.',
    intro:
      'La protection de vos données nous tient à cœur. Vous trouverez ici quelles données nous collectons, à quelles fins et quels sont vos droits.',
    controller: [
      'Responsable du traitement',
      (company, address, email) =>
        `Le responsable du traitement est la société ${company}, ${address}. Vous pouvez nous joindre par e-mail à ${email}.`,
    ],
    sections: [
      [
        'Commande et compte client',
        'Pour traiter votre commande, nous utilisons votre nom, votre adresse, votre adresse e-mail et vos données de paiement. Si vous créez un compte client, nous enregistrons également l’historique de vos commandes afin que vous puissiez consulter vos commandes et le suivi des colis à tout moment.',
      ],
      [
        'Newsletter et alerte de disponibilité',
        'Vous ne recevez la newsletter qu’après avoir confirmé votre inscription via le lien de notre e-mail de confirmation (double opt-in). Les données d’une alerte de retour en stock sont supprimées au plus tard après six mois.',
      ],
      [
        'Cookies et contenus intégrés',
        'Nous utilisons des cookies techniquement nécessaires au fonctionnement du panier et de la connexion. Les cookies statistiques et les vidéos intégrées ne sont chargés qu’avec votre consentement, que vous pouvez retirer à tout moment.',
      ],
      [
        'Transmission à des prestataires',
        'Les prestataires de paiement et de livraison ne reçoivent que les données nécessaires au paiement et à la livraison. Nos serveurs sont situés dans l’Union européenne.',
      ],
      [
        'Durée de conservation et vos droits',
        'Nous conservons les données uniquement le temps nécessaire à la finalité concernée ou aux obligations légales de conservation. Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation du traitement, de portabilité et d’opposition, ainsi que du droit d’introduire une réclamation auprès de la CNIL ou d’une autre autorité de contrôle.',
      ],
    ],
  },
  en: {
    title: 'Privacy policy',
    metaDescription:
      'How we process your personal data for orders, customer accounts, the newsletter and cookies.',
    intro:
      'Protecting your data matters to us. Here you can find out which data we collect, what we use it for and which rights you have.',
    controller: [
      'Data controller',
      (company, address, email) =>
        `The controller responsible for processing your data is ${company}, ${address}. You can reach us by email at ${email}.`,
    ],
    sections: [
      [
        'Orders and customer accounts',
        'To process your order we use your name, address, email address and payment details. If you create a customer account, we also store your order history so that you can view your orders and parcel tracking at any time.',
      ],
      [
        'Newsletter and back-in-stock notices',
        'You only receive the newsletter after confirming your subscription via the link in our confirmation email (double opt-in). Data for a back-in-stock notice is deleted after six months at the latest.',
      ],
      [
        'Cookies and embedded content',
        'We use cookies that are technically necessary for the basket and login to work. Statistics cookies and embedded videos are only loaded with your consent, which you can withdraw at any time.',
      ],
      [
        'Sharing with service providers',
        'Payment and delivery providers only receive the data they need for payment and delivery. Our servers are located in the European Union.',
      ],
      [
        'Retention and your rights',
        'We keep data only for as long as the purpose or statutory retention obligations require. You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to lodge a complaint with a data protection supervisory authority.',
      ],
    ],
  },
  nl: {
    title: 'Privacybeleid',
    metaDescription:
      'Hoe wij je persoonsgegevens verwerken bij bestellingen, je klantaccount, de nieuwsbrief en cookies.',
    intro:
      'De bescherming van je gegevens vinden we belangrijk. Hier lees je welke gegevens we verzamelen, waarvoor we ze gebruiken en welke rechten je hebt.',
    controller: [
      'Verwerkingsverantwoordelijke',
      (company, address, email) =>
        `Verantwoordelijk voor de verwerking van je gegevens is ${company}, ${address}. Je bereikt ons per e-mail via ${email}.`,
    ],
    sections: [
      [
        'Bestelling en klantaccount',
        'Om je bestelling af te handelen verwerken we je naam, adres, e-mailadres en betaalgegevens. Maak je een klantaccount aan, dan bewaren we ook je bestelgeschiedenis, zodat je bestellingen en de track-and-trace altijd kunt inzien.',
      ],
      [
        'Nieuwsbrief en melding bij beschikbaarheid',
        'Je ontvangt de nieuwsbrief pas nadat je je aanmelding via de link in onze bevestigingsmail hebt bevestigd (double opt-in). Gegevens voor een melding wanneer een product weer op voorraad is, verwijderen we uiterlijk na zes maanden.',
      ],
      [
        'Cookies en ingesloten inhoud',
        'We plaatsen technisch noodzakelijke cookies zodat winkelwagen en inloggen werken. Statistische cookies en ingesloten video’s laden we alleen met je toestemming, die je op elk moment kunt intrekken.',
      ],
      [
        'Delen met dienstverleners',
        'Betaal- en verzenddienstverleners ontvangen alleen de gegevens die ze nodig hebben voor betaling en bezorging. Onze servers staan in de Europese Unie.',
      ],
      [
        'Bewaartermijn en je rechten',
        'We bewaren gegevens niet langer dan nodig is voor het doel of voor wettelijke bewaarplichten. Je hebt recht op inzage, rectificatie, verwijdering, beperking van de verwerking, overdraagbaarheid en bezwaar, en je kunt een klacht indienen bij de Autoriteit Persoonsgegevens of een andere toezichthouder.',
      ],
    ],
  },
  it: {
    title: 'Informativa sulla riservatezza dei dati',
    metaDescription:
      'Come trattiamo i tuoi dati personali per ordini, account cliente, newsletter e cookie.',
    intro:
      'La protezione dei tuoi dati è importante per noi. Qui scopri quali dati raccogliamo, per quali scopi li utilizziamo e quali diritti hai.',
    controller: [
      'Titolare del trattamento',
      (company, address, email) =>
        `Il titolare del trattamento dei dati è ${company}, ${address}. Puoi contattarci via e-mail all’indirizzo ${email}.`,
    ],
    sections: [
      [
        'Ordini e account cliente',
        'Per evadere il tuo ordine trattiamo nome, indirizzo, indirizzo e-mail e dati di pagamento. Se crei un account cliente, salviamo anche lo storico degli ordini, così puoi consultare ordini e tracciamento delle spedizioni in qualsiasi momento.',
      ],
      [
        'Newsletter e avviso di disponibilità',
        'Ricevi la newsletter solo dopo aver confermato l’iscrizione tramite il link nella nostra e-mail di conferma (double opt-in). I dati per un avviso di nuova disponibilità vengono cancellati al più tardi dopo sei mesi.',
      ],
      [
        'Cookie e contenuti incorporati',
        'Utilizziamo cookie tecnicamente necessari al funzionamento del carrello e dell’accesso. Cookie statistici e video incorporati vengono caricati solo con il tuo consenso, che puoi revocare in qualsiasi momento.',
      ],
      [
        'Comunicazione a fornitori di servizi',
        'I fornitori di servizi di pagamento e di spedizione ricevono solo i dati necessari per il pagamento e la consegna. I nostri server si trovano nell’Unione europea.',
      ],
      [
        'Conservazione e diritti',
        'Conserviamo i dati solo per il tempo necessario allo scopo o agli obblighi legali di conservazione. Hai diritto di accesso, rettifica, cancellazione, limitazione del trattamento, portabilità e opposizione, nonché di proporre reclamo al Garante per la protezione dei dati personali.',
      ],
    ],
  },
  pl: {
    title: 'Polityka prywatności',
    metaDescription:
      'Jak przetwarzamy Twoje dane osobowe przy zamówieniach, koncie klienta, newsletterze i plikach cookie.',
    intro:
      'Ochrona Twoich danych jest dla nas ważna. Tutaj dowiesz się, jakie dane zbieramy, w jakim celu je wykorzystujemy i jakie przysługują Ci prawa.',
    controller: [
      'Administrator danych',
      (company, address, email) =>
        `Administratorem Twoich danych osobowych jest ${company}, ${address}. Możesz skontaktować się z nami e-mailem pod adresem ${email}.`,
    ],
    sections: [
      [
        'Zamówienie i konto klienta',
        'Aby zrealizować zamówienie, przetwarzamy imię i nazwisko, adres, adres e-mail oraz dane płatnicze. Jeśli założysz konto klienta, zapisujemy również historię zamówień, abyś w każdej chwili mógł sprawdzić zamówienia i status przesyłki.',
      ],
      [
        'Newsletter i powiadomienie o dostępności',
        'Newsletter otrzymasz dopiero po potwierdzeniu zapisu za pomocą linku w naszej wiadomości potwierdzającej (double opt-in). Dane do powiadomienia o ponownej dostępności usuwamy najpóźniej po sześciu miesiącach.',
      ],
      [
        'Pliki cookie i osadzone treści',
        'Stosujemy pliki cookie niezbędne do działania koszyka i logowania. Statystyczne pliki cookie i osadzone filmy wczytujemy wyłącznie za Twoją zgodą, którą możesz w każdej chwili wycofać.',
      ],
      [
        'Przekazywanie danych usługodawcom',
        'Operatorzy płatności i firmy kurierskie otrzymują tylko dane potrzebne do płatności i doręczenia. Nasze serwery znajdują się w Unii Europejskiej.',
      ],
      [
        'Okres przechowywania i Twoje prawa',
        'Przechowujemy dane tylko tak długo, jak wymaga tego cel przetwarzania lub ustawowe obowiązki archiwizacji. Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia oraz sprzeciwu, a także prawo wniesienia skargi do Prezesa UODO.',
      ],
    ],
  },
  es: {
    title: 'Política de protección de datos',
    metaDescription:
      'Cómo tratamos tus datos personales en pedidos, cuenta de cliente, newsletter y cookies.',
    intro:
      'La protección de tus datos es importante para nosotros. Aquí te explicamos qué datos recogemos, para qué los usamos y qué derechos tienes.',
    controller: [
      'Responsable del tratamiento',
      (company, address, email) =>
        `El responsable del tratamiento de tus datos es ${company}, ${address}. Puedes escribirnos a ${email}.`,
    ],
    sections: [
      [
        'Pedido y cuenta de cliente',
        'Para gestionar tu pedido tratamos tu nombre, dirección, correo electrónico y datos de pago. Si creas una cuenta de cliente, guardamos además tu historial de pedidos para que puedas consultar tus pedidos y el seguimiento del envío en cualquier momento.',
      ],
      [
        'Newsletter y aviso de disponibilidad',
        'Solo recibirás la newsletter después de confirmar tu suscripción mediante el enlace de nuestro correo de confirmación (doble opt-in). Los datos de un aviso de nueva disponibilidad se eliminan como máximo a los seis meses.',
      ],
      [
        'Cookies y contenidos integrados',
        'Utilizamos cookies técnicamente necesarias para que funcionen el carrito y el inicio de sesión. Las cookies estadísticas y los vídeos integrados solo se cargan con tu consentimiento, que puedes retirar en cualquier momento.',
      ],
      [
        'Comunicación a proveedores de servicios',
        'Los proveedores de pago y de envío solo reciben los datos que necesitan para el pago y la entrega. Nuestros servidores se encuentran en la Unión Europea.',
      ],
      [
        'Conservación y tus derechos',
        'Conservamos los datos solo durante el tiempo que exija la finalidad o las obligaciones legales de conservación. Tienes derecho de acceso, rectificación, supresión, limitación del tratamiento, portabilidad y oposición, así como a presentar una reclamación ante la Agencia Española de Protección de Datos.',
      ],
    ],
  },
};
