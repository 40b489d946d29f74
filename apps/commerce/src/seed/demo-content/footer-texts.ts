/** Texts of the footer snippet per language; brand-specific ones take the brand's name. */
import type { ContentBrand } from '@shop/search-contract';
import type { Localized } from './links';

export interface FooterTexts {
  newsletterHeadline: string;
  newsletterText: (brand: string) => string;
  products: string;
  service: string;
  company: string;
  customerService: string;
  about: (brand: string) => string;
  guide: string;
  blog: string;
  cart: string;
  payment: string;
  shipping: string;
  social: string;
  app: (brand: string) => string;
  contact: string;
  hours: string;
  guarantee: [headline: string, text: string];
  brandStory: Record<ContentBrand, [headline: string, text: string]>;
  priceNote: string;
  imprint: string;
  rights: string;
}

export const FOOTER_TEXTS: Localized<FooterTexts> = {
  de: {
    newsletterHeadline: 'Newsletter abonnieren',
    newsletterText: (brand) =>
      `Tipps rund um Blutdruck und EMS-Training, Neuheiten und exklusive Angebote von ${brand} – plus 10 % Gutschein für Ihre erste Bestellung.`,
    products: 'Produkte',
    service: 'Service',
    company: 'Unternehmen',
    customerService: 'Kundenservice',
    about: (brand) => `Über ${brand}`,
    guide: 'EMS-Ratgeber',
    blog: 'Blog',
    cart: 'Warenkorb',
    payment: 'Sicher bezahlen',
    shipping: 'Versand mit',
    social: 'Folgen Sie uns',
    app: (brand) => `Die ${brand}-App`,
    contact: 'Kontakt',
    hours: 'Mo–Fr 8–18 Uhr',
    guarantee: [
      '30 Tage Geld-zurück-Garantie',
      'Nicht überzeugt? Senden Sie Ihr Gerät innerhalb von 30 Tagen zurück und erhalten Sie den vollen Kaufpreis erstattet.',
    ],
    brandStory: {
      default: [
        'Gesundheit, die man messen kann',
        'Seit über zehn Jahren entwickelt Vitalora Blutdruckmessgeräte und EMS-Trainingsgeräte, die im Alltag einfach funktionieren.',
      ],
      second: [
        'Design aus dem Norden',
        'Nordpuls verbindet klinisch validierte Messtechnik mit klarem skandinavischem Design – für Geräte, die man gern benutzt.',
      ],
    },
    priceNote: 'Alle Preise inkl. gesetzlicher MwSt. (in Deutschland 19 %), zzgl. Versandkosten.',
    imprint: 'Impressum',
    rights: 'Alle Rechte vorbehalten.',
  },
  fr: {
    newsletterHeadline: 'Abonnez-vous à la newsletter',
    newsletterText: (brand) =>
      `Conseils sur la tension artérielle et l’électrostimulation, nouveautés et offres exclusives de ${brand} – et 10 % de réduction sur votre première commande.`,
    products: 'Produits',
    service: 'Service client',
    company: 'Entreprise',
    customerService: 'Service client',
    about: (brand) => `À propos de ${brand}`,
    guide: 'Guide de l’électrostimulation',
    blog: 'Blog',
    cart: 'Panier',
    payment: 'Paiement sécurisé',
    shipping: 'Livraison avec',
    social: 'Suivez-nous',
    app: (brand) => `L’application ${brand}`,
    contact: 'Contact',
    hours: 'Lun.–ven. 8 h–18 h',
    guarantee: [
      'Satisfait ou remboursé pendant 30 jours',
      'Pas convaincu ? Renvoyez votre appareil sous 30 jours et nous vous remboursons l’intégralité du prix d’achat.',
    ],
    brandStory: {
      default: [
        'La santé, mesurable',
        'Depuis plus de dix ans, Vitalora conçoit des tensiomètres et des appareils d’électrostimulation simples à utiliser au quotidien.',
      ],
      second: [
        'Un design venu du Nord',
        'Nordpuls associe une technologie de mesure validée cliniquement à un design scandinave épuré – pour des appareils qu’on aime utiliser.',
      ],
    },
    priceNote: 'Tous les prix TVA comprise, hors frais de livraison.',
    imprint: 'Mentions légales',
    rights: 'Tous droits réservés.',
  },
  en: {
    newsletterHeadline: 'Subscribe to our newsletter',
    newsletterText: (brand) =>
      `Tips on blood pressure and EMS training, new products and exclusive offers from ${brand} – plus 10% off your first order.`,
    products: 'Products',
    service: 'Customer service',
    company: 'Company',
    customerService: 'Customer service',
    about: (brand) => `About ${brand}`,
    guide: 'EMS guide',
    blog: 'Blog',
    cart: 'Basket',
    payment: 'Secure payment',
    shipping: 'Delivered by',
    social: 'Follow us',
    app: (brand) => `The ${brand} app`,
    contact: 'Contact',
    hours: 'Mon–Fri 8 am–6 pm',
    guarantee: [
      '30-day money-back guarantee',
      'Not convinced? Send your device back within 30 days and we will refund the full purchase price.',
    ],
    brandStory: {
      default: [
        'Health you can measure',
        'For more than ten years, Vitalora has been developing blood pressure monitors and EMS devices that simply work in everyday life.',
      ],
      second: [
        'Design from the North',
        'Nordpuls combines clinically validated measuring technology with clean Scandinavian design – devices you will enjoy using.',
      ],
    },
    priceNote: 'All prices include VAT, plus delivery costs.',
    imprint: 'Legal notice',
    rights: 'All rights reserved.',
  },
  nl: {
    newsletterHeadline: 'Schrijf je in voor de nieuwsbrief',
    newsletterText: (brand) =>
      `Tips over bloeddruk en EMS-training, nieuwe producten en exclusieve aanbiedingen van ${brand} – plus 10% korting op je eerste bestelling.`,
    products: 'Producten',
    service: 'Klantenservice',
    company: 'Bedrijf',
    customerService: 'Klantenservice',
    about: (brand) => `Over ${brand}`,
    guide: 'EMS-gids',
    blog: 'Blog',
    cart: 'Winkelwagen',
    payment: 'Veilig betalen',
    shipping: 'Verzending met',
    social: 'Volg ons',
    app: (brand) => `De ${brand}-app`,
    contact: 'Contact',
    hours: 'Ma–vr 8–18 uur',
    guarantee: [
      '30 dagen geld-terug-garantie',
      'Niet overtuigd? Stuur je apparaat binnen 30 dagen terug en je krijgt het volledige aankoopbedrag terug.',
    ],
    brandStory: {
      default: [
        'Gezondheid die je kunt meten',
        'Al meer dan tien jaar ontwikkelt Vitalora bloeddrukmeters en EMS-apparaten die in het dagelijks leven gewoon werken.',
      ],
      second: [
        'Design uit het noorden',
        'Nordpuls combineert klinisch gevalideerde meettechniek met strak Scandinavisch design – apparaten die je graag gebruikt.',
      ],
    },
    priceNote: 'Alle prijzen inclusief btw, exclusief verzendkosten.',
    imprint: 'Colofon',
    rights: 'Alle rechten voorbehouden.',
  },
  it: {
    newsletterHeadline: 'Iscriviti alla newsletter',
    newsletterText: (brand) =>
      `Consigli su pressione sanguigna ed elettrostimolazione, novità e offerte esclusive di ${brand} – più un buono del 10% sul tuo primo ordine.`,
    products: 'Prodotti',
    service: 'Assistenza',
    company: 'Azienda',
    customerService: 'Assistenza clienti',
    about: (brand) => `Chi è ${brand}`,
    guide: 'Guida all’elettrostimolazione',
    blog: 'Blog',
    cart: 'Carrello',
    payment: 'Pagamento sicuro',
    shipping: 'Spedizione con',
    social: 'Seguici',
    app: (brand) => `L’app ${brand}`,
    contact: 'Contatti',
    hours: 'Lun–ven 8–18',
    guarantee: [
      'Soddisfatti o rimborsati entro 30 giorni',
      'Non sei convinto? Restituisci il dispositivo entro 30 giorni e ti rimborsiamo l’intero prezzo d’acquisto.',
    ],
    brandStory: {
      default: [
        'Salute da misurare',
        'Da oltre dieci anni Vitalora sviluppa misuratori di pressione e dispositivi per l’elettrostimolazione semplici da usare ogni giorno.',
      ],
      second: [
        'Design dal Nord',
        'Nordpuls unisce una tecnologia di misurazione clinicamente validata a un design scandinavo essenziale: dispositivi che si usano volentieri.',
      ],
    },
    priceNote: 'Tutti i prezzi includono l’IVA, spese di spedizione escluse.',
    imprint: 'Note legali',
    rights: 'Tutti i diritti riservati.',
  },
  pl: {
    newsletterHeadline: 'Zapisz się do newslettera',
    newsletterText: (brand) =>
      `Porady na temat ciśnienia krwi i treningu EMS, nowości i ekskluzywne oferty ${brand} – oraz 10% rabatu na pierwsze zamówienie.`,
    products: 'Produkty',
    service: 'Obsługa klienta',
    company: 'Firma',
    customerService: 'Obsługa klienta',
    about: (brand) => `O marce ${brand}`,
    guide: 'Poradnik EMS',
    blog: 'Blog',
    cart: 'Koszyk',
    payment: 'Bezpieczne płatności',
    shipping: 'Wysyłka z',
    social: 'Obserwuj nas',
    app: (brand) => `Aplikacja ${brand}`,
    contact: 'Kontakt',
    hours: 'Pon.–pt. 8–18',
    guarantee: [
      '30 dni gwarancji zwrotu pieniędzy',
      'Nie jesteś przekonany? Odeślij urządzenie w ciągu 30 dni, a zwrócimy pełną cenę zakupu.',
    ],
    brandStory: {
      default: [
        'Zdrowie, które można zmierzyć',
        'Od ponad dziesięciu lat Vitalora tworzy ciśnieniomierze i urządzenia EMS, które po prostu sprawdzają się na co dzień.',
      ],
      second: [
        'Design z Północy',
        'Nordpuls łączy klinicznie zwalidowaną technologię pomiaru z prostym skandynawskim designem – urządzenia, z których chce się korzystać.',
      ],
    },
    priceNote: 'Wszystkie ceny zawierają VAT, nie obejmują kosztów wysyłki.',
    imprint: 'Nota prawna',
    rights: 'Wszelkie prawa zastrzeżone.',
  },
  es: {
    newsletterHeadline: 'Suscríbete a la newsletter',
    newsletterText: (brand) =>
      `Consejos sobre tensión arterial y electroestimulación, novedades y ofertas exclusivas de ${brand}, y un 10 % de descuento en tu primer pedido.`,
    products: 'Productos',
    service: 'Atención al cliente',
    company: 'Empresa',
    customerService: 'Atención al cliente',
    about: (brand) => `Sobre ${brand}`,
    guide: 'Guía de electroestimulación',
    blog: 'Blog',
    cart: 'Carrito',
    payment: 'Pago seguro',
    shipping: 'Envío con',
    social: 'Síguenos',
    app: (brand) => `La app de ${brand}`,
    contact: 'Contacto',
    hours: 'Lun.–vie. 8–18 h',
    guarantee: [
      'Garantía de devolución de 30 días',
      '¿No te convence? Devuelve tu dispositivo en un plazo de 30 días y te reembolsamos el precio de compra íntegro.',
    ],
    brandStory: {
      default: [
        'Salud que se puede medir',
        'Desde hace más de diez años, Vitalora desarrolla tensiómetros y dispositivos de electroestimulación fáciles de usar en el día a día.',
      ],
      second: [
        'Diseño del Norte',
        'Nordpuls combina una tecnología de medición validada clínicamente con un diseño escandinavo limpio: dispositivos que apetece usar.',
      ],
    },
    priceNote: 'Todos los precios incluyen IVA; gastos de envío no incluidos.',
    imprint: 'Aviso legal',
    rights: 'Todos los derechos reservados.',
  },
};
