/** Texts of the header snippet per language; promises and link names differ per brand. */
import type { BrandProfile } from './brands';
import type { Localized } from './links';

export interface HeaderTexts {
  promises: Record<BrandProfile['brand'], [string, string, string]>;
  service: Record<BrandProfile['brand'], string>;
  blog: Record<BrandProfile['brand'], string>;
  about: (brandName: string) => string;
  toService: string;
  orderAndShipping: string;
  serviceTeaser: [text: string, button: string];
  allPosts: string;
  guides: string;
  guideLinks: [emsAtHome: string, monitorsCompared: string, cuffSize: string];
  emsTeaser: [text: string, button: string];
  measuringTeaser: [text: string, button: string];
}

export const HEADER_TEXTS: Localized<HeaderTexts> = {
  de: {
    promises: {
      default: [
        '30 Tage Geld-zurück-Garantie',
        'Lieferung in 1–3 Werktagen',
        'Persönliche Beratung: Mo–Fr 8–18 Uhr',
      ],
      second: [
        'Skandinavisches Design für Ihre Gesundheit',
        '30 Tage testen – Geld zurück',
        'Lieferung in 1–3 Werktagen',
      ],
    },
    service: { default: 'Service', second: 'Hilfe' },
    blog: { default: 'Ratgeber & Blog', second: 'Magazin' },
    about: (brand) => `Über ${brand}`,
    toService: 'Zum Kundenservice',
    orderAndShipping: 'Bestellung & Versand',
    serviceTeaser: ['Fragen zu Ihrem Gerät? Unser Team berät Sie persönlich.', 'Kontakt aufnehmen'],
    allPosts: 'Alle Beiträge',
    guides: 'Ratgeber',
    guideLinks: [
      'EMS-Training zu Hause',
      'Blutdruckmessgeräte im Vergleich',
      'Die richtige Manschettengröße',
    ],
    emsTeaser: ['EMS-Training: So starten Sie richtig', 'Zum Ratgeber'],
    measuringTeaser: ['Blutdruck messen: 5 Tipps für genaue Werte', 'Zu den Messtipps'],
  },
  fr: {
    promises: {
      default: [
        'Satisfait ou remboursé pendant 30 jours',
        'Livraison en 2 à 4 jours ouvrés',
        'Conseil personnalisé : lun.–ven. 8 h–18 h',
      ],
      second: [
        'Le design scandinave au service de votre santé',
        '30 jours pour essayer – remboursé',
        'Livraison en 2 à 4 jours ouvrés',
      ],
    },
    service: { default: 'Service client', second: 'Aide' },
    blog: { default: 'Conseils & blog', second: 'Magazine' },
    about: (brand) => `À propos de ${brand}`,
    toService: 'Vers le service client',
    orderAndShipping: 'Commande & livraison',
    serviceTeaser: [
      'Une question sur votre appareil ? Notre équipe vous conseille.',
      'Nous contacter',
    ],
    allPosts: 'Tous les articles',
    guides: 'Guides',
    guideLinks: [
      'L’électrostimulation à la maison',
      'Comparatif des tensiomètres',
      'Choisir la bonne taille de brassard',
    ],
    emsTeaser: ['Électrostimulation : bien démarrer', 'Lire le guide'],
    measuringTeaser: [
      'Mesurer sa tension : 5 conseils pour des valeurs fiables',
      'Voir les conseils de mesure',
    ],
  },
  en: {
    promises: {
      default: [
        '30-day money-back guarantee',
        'Delivery in 1–3 working days',
        'Personal advice: Mon–Fri 8 am–6 pm',
      ],
      second: [
        'Scandinavian design for your health',
        'Try it for 30 days – money back',
        'Delivery in 1–3 working days',
      ],
    },
    service: { default: 'Customer service', second: 'Help' },
    blog: { default: 'Guides & blog', second: 'Magazine' },
    about: (brand) => `About ${brand}`,
    toService: 'Go to customer service',
    orderAndShipping: 'Orders & delivery',
    serviceTeaser: [
      'Questions about your device? Our team will advise you personally.',
      'Contact us',
    ],
    allPosts: 'All articles',
    guides: 'Guides',
    guideLinks: [
      'EMS training at home',
      'Blood pressure monitors compared',
      'Finding the right cuff size',
    ],
    emsTeaser: ['EMS training: how to get started', 'Read the guide'],
    measuringTeaser: [
      'Measuring blood pressure: 5 tips for accurate readings',
      'See the measuring tips',
    ],
  },
  nl: {
    promises: {
      default: [
        '30 dagen geld-terug-garantie',
        'Levering in 1–3 werkdagen',
        'Persoonlijk advies: ma–vr 8–18 uur',
      ],
      second: [
        'Scandinavisch design voor je gezondheid',
        '30 dagen testen – geld terug',
        'Levering in 1–3 werkdagen',
      ],
    },
    service: { default: 'Klantenservice', second: 'Hulp' },
    blog: { default: 'Advies & blog', second: 'Magazine' },
    about: (brand) => `Over ${brand}`,
    toService: 'Naar de klantenservice',
    orderAndShipping: 'Bestellen & verzenden',
    serviceTeaser: [
      'Vragen over je apparaat? Ons team adviseert je persoonlijk.',
      'Neem contact op',
    ],
    allPosts: 'Alle artikelen',
    guides: 'Advies',
    guideLinks: [
      'EMS-training thuis',
      'Bloeddrukmeters vergeleken',
      'De juiste manchetmaat kiezen',
    ],
    emsTeaser: ['EMS-training: zo begin je goed', 'Naar de gids'],
    measuringTeaser: ['Bloeddruk meten: 5 tips voor nauwkeurige waarden', 'Naar de meettips'],
  },
  it: {
    promises: {
      default: [
        'Soddisfatti o rimborsati entro 30 giorni',
        'Consegna in 2–5 giorni lavorativi',
        'Consulenza personale: lun–ven 8–18',
      ],
      second: [
        'Design scandinavo per la tua salute',
        'Provalo per 30 giorni – rimborso garantito',
        'Consegna in 2–5 giorni lavorativi',
      ],
    },
    service: { default: 'Assistenza clienti', second: 'Aiuto' },
    blog: { default: 'Consigli & blog', second: 'Magazine' },
    about: (brand) => `Chi è ${brand}`,
    toService: 'Vai all’assistenza clienti',
    orderAndShipping: 'Ordini & spedizione',
    serviceTeaser: [
      'Domande sul tuo dispositivo? Il nostro team ti consiglia di persona.',
      'Contattaci',
    ],
    allPosts: 'Tutti gli articoli',
    guides: 'Guide',
    guideLinks: [
      'Elettrostimolazione a casa',
      'Misuratori di pressione a confronto',
      'La misura giusta del bracciale',
    ],
    emsTeaser: ['Elettrostimolazione: come iniziare nel modo giusto', 'Leggi la guida'],
    measuringTeaser: [
      'Misurare la pressione: 5 consigli per valori precisi',
      'Vai ai consigli di misurazione',
    ],
  },
  pl: {
    promises: {
      default: [
        '30 dni gwarancji zwrotu pieniędzy',
        'Dostawa w 2–5 dni roboczych',
        'Doradztwo: pon.–pt. 8–18',
      ],
      second: [
        'Skandynawski design dla Twojego zdrowia',
        '30 dni na test – zwrot pieniędzy',
        'Dostawa w 2–5 dni roboczych',
      ],
    },
    service: { default: 'Obsługa klienta', second: 'Pomoc' },
    blog: { default: 'Poradnik i blog', second: 'Magazyn' },
    about: (brand) => `O marce ${brand}`,
    toService: 'Przejdź do obsługi klienta',
    orderAndShipping: 'Zamówienie i dostawa',
    serviceTeaser: ['Pytania dotyczące urządzenia? Nasz zespół chętnie doradzi.', 'Skontaktuj się'],
    allPosts: 'Wszystkie artykuły',
    guides: 'Poradniki',
    guideLinks: ['Trening EMS w domu', 'Porównanie ciśnieniomierzy', 'Jak dobrać rozmiar mankietu'],
    emsTeaser: ['Trening EMS: jak dobrze zacząć', 'Do poradnika'],
    measuringTeaser: [
      'Pomiar ciśnienia: 5 wskazówek dla dokładnych wyników',
      'Przejdź do wskazówek pomiaru',
    ],
  },
  es: {
    promises: {
      default: [
        'Garantía de devolución de 30 días',
        'Entrega en 2–5 días laborables',
        'Asesoramiento personal: lun.–vie. 8–18 h',
      ],
      second: [
        'Diseño escandinavo para tu salud',
        'Pruébalo 30 días: te devolvemos el dinero',
        'Entrega en 2–5 días laborables',
      ],
    },
    service: { default: 'Atención al cliente', second: 'Ayuda' },
    blog: { default: 'Consejos y blog', second: 'Revista' },
    about: (brand) => `Sobre ${brand}`,
    toService: 'Ir a atención al cliente',
    orderAndShipping: 'Pedido y envío',
    serviceTeaser: [
      '¿Dudas sobre tu dispositivo? Nuestro equipo te asesora personalmente.',
      'Contactar',
    ],
    allPosts: 'Todos los artículos',
    guides: 'Guías',
    guideLinks: [
      'Electroestimulación en casa',
      'Comparativa de tensiómetros',
      'Elegir la talla de manguito adecuada',
    ],
    emsTeaser: ['Electroestimulación: cómo empezar bien', 'Leer la guía'],
    measuringTeaser: [
      'Medir la tensión: 5 consejos para valores precisos',
      'Ver los consejos de medición',
    ],
  },
};
