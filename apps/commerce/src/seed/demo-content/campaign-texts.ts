/**
 * Texts of the EMS campaign's minimized header and footer and of the EMS suits category's
 * content elements, per language.
 */
import type { Localized } from './links';

export interface CampaignTexts {
  guide: string;
  service: string;
  voucherButton: string;
  suitsIntro: [headline: string, text: string];
  suitsBenefits: [headline: string, text: string];
  footerColumns: [left: string, right: string];
  footerNote: string;
}

export const CAMPAIGN_TEXTS: Localized<CampaignTexts> = {
  de: {
    guide: 'Ratgeber',
    service: 'Service',
    voucherButton: '10 % Gutschein sichern',
    suitsIntro: [
      'Kabellos trainieren, wo Sie wollen',
      'Unsere EMS-Anzüge verbinden sich per Bluetooth mit dem Steuergerät – kein Kabelsalat, volle Bewegungsfreiheit.',
    ],
    suitsBenefits: [
      'Warum ein eigener EMS-Anzug?',
      'Sie trainieren, wann es Ihnen passt, und sparen sich den Weg ins Studio. Die integrierten Elektroden sitzen immer an der richtigen Stelle.',
    ],
    footerColumns: [
      'Alle Anzüge sind nach Medizinprodukterecht geprüft und werden mit Anleitung und Trainingsplan geliefert.',
      'Fragen zur Größe? Unser Service-Team berät Sie gern am Telefon.',
    ],
    footerNote:
      'Alle Preise inkl. gesetzlicher MwSt., zzgl. Versandkosten. EMS-Anzüge versenden wir kostenlos.',
  },
  fr: {
    guide: 'Guide',
    service: 'Service client',
    voucherButton: 'Obtenir 10 % de réduction',
    suitsIntro: [
      'S’entraîner sans fil, où vous voulez',
      'Nos combinaisons EMS se connectent au boîtier par Bluetooth : pas de câbles, une liberté de mouvement totale.',
    ],
    suitsBenefits: [
      'Pourquoi votre propre combinaison EMS ?',
      'Vous vous entraînez quand vous le souhaitez, sans passer par la salle. Les électrodes intégrées sont toujours bien placées.',
    ],
    footerColumns: [
      'Toutes les combinaisons sont contrôlées selon la réglementation des dispositifs médicaux et livrées avec notice et programme d’entraînement.',
      'Une question sur la taille ? Notre service client vous conseille par téléphone.',
    ],
    footerNote:
      'Tous les prix TVA comprise, hors frais de livraison. Les combinaisons EMS sont livrées gratuitement.',
  },
  en: {
    guide: 'Guide',
    service: 'Service',
    voucherButton: 'Get 10% off',
    suitsIntro: [
      'Train wirelessly, wherever you like',
      'Our EMS suits connect to the control unit via Bluetooth – no tangled cables, full freedom of movement.',
    ],
    suitsBenefits: [
      'Why your own EMS suit?',
      'You train whenever it suits you and save the trip to the studio. The built-in electrodes always sit in the right place.',
    ],
    footerColumns: [
      'Every suit is tested under medical device regulations and comes with instructions and a training plan.',
      'Questions about sizing? Our service team is happy to advise you by phone.',
    ],
    footerNote: 'All prices include VAT, plus delivery costs. EMS suits ship free.',
  },
  nl: {
    guide: 'Gids',
    service: 'Service',
    voucherButton: 'Claim 10% korting',
    suitsIntro: [
      'Draadloos trainen, waar je maar wilt',
      'Onze EMS-pakken maken via Bluetooth verbinding met het bedieningsapparaat – geen kabels, volledige bewegingsvrijheid.',
    ],
    suitsBenefits: [
      'Waarom een eigen EMS-pak?',
      'Je traint wanneer het jou uitkomt en spaart de rit naar de sportschool uit. De ingebouwde elektroden zitten altijd op de juiste plek.',
    ],
    footerColumns: [
      'Alle pakken zijn getest volgens de regels voor medische hulpmiddelen en worden geleverd met handleiding en trainingsschema.',
      'Vragen over de maat? Ons serviceteam adviseert je graag telefonisch.',
    ],
    footerNote:
      'Alle prijzen inclusief btw, exclusief verzendkosten. EMS-pakken versturen we gratis.',
  },
  it: {
    guide: 'Guida',
    service: 'Assistenza',
    voucherButton: 'Ottieni il 10% di sconto',
    suitsIntro: [
      'Allenati senza fili, dove vuoi',
      'Le nostre tute EMS si collegano all’unità di controllo via Bluetooth: niente cavi, piena libertà di movimento.',
    ],
    suitsBenefits: [
      'Perché una tuta EMS tutta tua?',
      'Ti alleni quando vuoi e risparmi il tragitto in palestra. Gli elettrodi integrati sono sempre nel punto giusto.',
    ],
    footerColumns: [
      'Tutte le tute sono verificate secondo la normativa sui dispositivi medici e vengono fornite con istruzioni e piano di allenamento.',
      'Dubbi sulla taglia? Il nostro servizio clienti ti consiglia al telefono.',
    ],
    footerNote:
      'Tutti i prezzi includono l’IVA, spese di spedizione escluse. Le tute EMS viaggiano gratis.',
  },
  pl: {
    guide: 'Poradnik',
    service: 'Obsługa klienta',
    voucherButton: 'Odbierz 10% rabatu',
    suitsIntro: [
      'Trenuj bez kabli, gdzie chcesz',
      'Nasze kombinezony EMS łączą się ze sterownikiem przez Bluetooth – bez plątaniny kabli, z pełną swobodą ruchu.',
    ],
    suitsBenefits: [
      'Dlaczego własny kombinezon EMS?',
      'Trenujesz, kiedy chcesz, i oszczędzasz drogę na siłownię. Zintegrowane elektrody zawsze są we właściwym miejscu.',
    ],
    footerColumns: [
      'Wszystkie kombinezony są badane zgodnie z przepisami o wyrobach medycznych i dostarczane z instrukcją oraz planem treningowym.',
      'Pytania o rozmiar? Nasz zespół chętnie doradzi telefonicznie.',
    ],
    footerNote:
      'Wszystkie ceny zawierają VAT, nie obejmują kosztów wysyłki. Kombinezony EMS wysyłamy bezpłatnie.',
  },
  es: {
    guide: 'Guía',
    service: 'Atención al cliente',
    voucherButton: 'Consigue un 10 % de descuento',
    suitsIntro: [
      'Entrena sin cables, donde quieras',
      'Nuestros trajes EMS se conectan a la unidad de control por Bluetooth: sin cables enredados y con total libertad de movimiento.',
    ],
    suitsBenefits: [
      '¿Por qué un traje EMS propio?',
      'Entrenas cuando te viene bien y te ahorras el trayecto al gimnasio. Los electrodos integrados siempre están en el lugar correcto.',
    ],
    footerColumns: [
      'Todos los trajes están verificados según la normativa de productos sanitarios y se entregan con instrucciones y plan de entrenamiento.',
      '¿Dudas con la talla? Nuestro equipo te asesora por teléfono.',
    ],
    footerNote:
      'Todos los precios incluyen IVA; gastos de envío no incluidos. Los trajes EMS se envían gratis.',
  },
};
