/** Menu wording per language that is not a category name (those come from the catalog). */
import type { Localized } from './links';

type Banner = [altText: string, caption: string, linkText: string];
type Teaser = [text: string, button: string];

export interface MenuTexts {
  showAll: (category: string) => string;
  accessoriesAndSpareParts: string;
  offers: string;
  banners: Record<'bloodPressure' | 'ems' | 'clothing' | 'spareParts' | 'offers', Banner>;
  teasers: Record<'measuring' | 'emsGuide' | 'clothing' | 'cuffs', Teaser>;
}

export const MENU_TEXTS: Localized<MenuTexts> = {
  de: {
    showAll: (category) => `Zur Kategorie ${category}`,
    accessoriesAndSpareParts: 'Zubehör & Ersatzteile',
    offers: 'Angebote',
    banners: {
      bloodPressure: [
        'Oberarm-Blutdruckmessgerät auf einem Tisch',
        'Neu: Oberarm-Messgeräte mit Arrhythmie-Erkennung',
        'Jetzt entdecken',
      ],
      ems: [
        'Person beim EMS-Training',
        'Ganzkörpertraining in 20 Minuten – so gelingt der Einstieg',
        'Zum EMS-Ratgeber',
      ],
      clothing: [
        'EMS-Trainingsanzug',
        'Atmungsaktive EMS-Bekleidung für Damen und Herren',
        'Bekleidung ansehen',
      ],
      spareParts: [
        'Manschette für Blutdruckmessgeräte',
        'Passende Manschetten für genaue Messwerte',
        'Manschetten finden',
      ],
      offers: [
        'Set aus Gerät und Zubehör',
        'Gerät und Zubehör im Set günstiger',
        'Zu den Angeboten',
      ],
    },
    teasers: {
      measuring: ['Blutdruck messen: 5 Tipps für genaue Werte', 'Zu den Messtipps'],
      emsGuide: ['EMS-Training: So starten Sie richtig', 'Zum Ratgeber'],
      clothing: ['Die richtige Größe für Ihren EMS-Anzug', 'Größen ansehen'],
      cuffs: ['Welche Manschette passt zu meinem Oberarm?', 'Manschetten ansehen'],
    },
  },
  fr: {
    showAll: (category) => `Voir la catégorie ${category}`,
    accessoriesAndSpareParts: 'Accessoires & pièces de rechange',
    offers: 'Offres',
    banners: {
      bloodPressure: [
        'Tensiomètre au bras posé sur une table',
        'Nouveau : tensiomètres au bras avec détection d’arythmie',
        'Découvrir',
      ],
      ems: [
        'Personne pendant une séance d’électrostimulation',
        'Un entraînement complet en 20 minutes : bien démarrer',
        'Lire le guide',
      ],
      clothing: [
        'Combinaison d’électrostimulation',
        'Vêtements EMS respirants pour femmes et hommes',
        'Voir les vêtements',
      ],
      spareParts: [
        'Brassard pour tensiomètre',
        'Le bon brassard pour des mesures précises',
        'Trouver un brassard',
      ],
      offers: [
        'Pack appareil et accessoires',
        'Appareil et accessoires moins chers en pack',
        'Voir les offres',
      ],
    },
    teasers: {
      measuring: [
        'Mesurer sa tension : 5 conseils pour des valeurs fiables',
        'Voir les conseils de mesure',
      ],
      emsGuide: ['Électrostimulation : bien démarrer', 'Lire le guide'],
      clothing: ['Choisir la bonne taille de combinaison EMS', 'Voir les tailles'],
      cuffs: ['Quel brassard pour mon tour de bras ?', 'Voir les brassards'],
    },
  },
  en: {
    showAll: (category) => `View all in ${category}`,
    accessoriesAndSpareParts: 'Accessories & spare parts',
    offers: 'Offers',
    banners: {
      bloodPressure: [
        'Upper arm blood pressure monitor on a table',
        'New: upper arm monitors with arrhythmia detection',
        'Discover now',
      ],
      ems: [
        'Person during an EMS workout',
        'A full-body workout in 20 minutes – how to get started',
        'Read the EMS guide',
      ],
      clothing: ['EMS training suit', 'Breathable EMS clothing for women and men', 'View clothing'],
      spareParts: [
        'Cuff for blood pressure monitors',
        'The right cuff for accurate readings',
        'Find your cuff',
      ],
      offers: [
        'Set of device and accessories',
        'Device and accessories for less in a bundle',
        'View offers',
      ],
    },
    teasers: {
      measuring: [
        'Measuring blood pressure: 5 tips for accurate readings',
        'See the measuring tips',
      ],
      emsGuide: ['EMS training: how to get started', 'Read the guide'],
      clothing: ['Finding the right size for your EMS suit', 'View sizes'],
      cuffs: ['Which cuff fits my upper arm?', 'View cuffs'],
    },
  },
  nl: {
    showAll: (category) => `Bekijk alles in ${category}`,
    accessoriesAndSpareParts: 'Accessoires & onderdelen',
    offers: 'Aanbiedingen',
    banners: {
      bloodPressure: [
        'Bovenarmbloeddrukmeter op een tafel',
        'Nieuw: bovenarmmeters met aritmiedetectie',
        'Nu ontdekken',
      ],
      ems: [
        'Persoon tijdens een EMS-training',
        'Een volledige training in 20 minuten – zo begin je',
        'Naar de EMS-gids',
      ],
      clothing: [
        'EMS-trainingspak',
        'Ademende EMS-kleding voor dames en heren',
        'Kleding bekijken',
      ],
      spareParts: [
        'Manchet voor bloeddrukmeters',
        'De juiste manchet voor nauwkeurige waarden',
        'Manchet vinden',
      ],
      offers: [
        'Set van apparaat en accessoires',
        'Apparaat en accessoires voordeliger in een set',
        'Naar de aanbiedingen',
      ],
    },
    teasers: {
      measuring: ['Bloeddruk meten: 5 tips voor nauwkeurige waarden', 'Naar de meettips'],
      emsGuide: ['EMS-training: zo begin je goed', 'Naar de gids'],
      clothing: ['De juiste maat voor je EMS-pak', 'Maten bekijken'],
      cuffs: ['Welke manchet past bij mijn bovenarm?', 'Manchetten bekijken'],
    },
  },
  it: {
    showAll: (category) => `Vai alla categoria ${category}`,
    accessoriesAndSpareParts: 'Accessori e ricambi',
    offers: 'Offerte',
    banners: {
      bloodPressure: [
        'Misuratore di pressione da braccio su un tavolo',
        'Novità: misuratori da braccio con rilevamento dell’aritmia',
        'Scopri ora',
      ],
      ems: [
        'Persona durante un allenamento EMS',
        'Allenamento completo in 20 minuti: come iniziare',
        'Leggi la guida EMS',
      ],
      clothing: [
        'Tuta per elettrostimolazione',
        'Abbigliamento EMS traspirante per donna e uomo',
        'Vedi l’abbigliamento',
      ],
      spareParts: [
        'Bracciale per misuratori di pressione',
        'Il bracciale giusto per misurazioni precise',
        'Trova il bracciale',
      ],
      offers: [
        'Set di dispositivo e accessori',
        'Dispositivo e accessori a meno in un set',
        'Vai alle offerte',
      ],
    },
    teasers: {
      measuring: [
        'Misurare la pressione: 5 consigli per valori precisi',
        'Vai ai consigli di misurazione',
      ],
      emsGuide: ['Elettrostimolazione: come iniziare nel modo giusto', 'Leggi la guida'],
      clothing: ['La taglia giusta per la tua tuta EMS', 'Vedi le taglie'],
      cuffs: ['Quale bracciale per il mio braccio?', 'Vedi i bracciali'],
    },
  },
  pl: {
    showAll: (category) => `Przejdź do kategorii ${category}`,
    accessoriesAndSpareParts: 'Akcesoria i części zamienne',
    offers: 'Promocje',
    banners: {
      bloodPressure: [
        'Ciśnieniomierz naramienny na stole',
        'Nowość: ciśnieniomierze naramienne z wykrywaniem arytmii',
        'Odkryj teraz',
      ],
      ems: [
        'Osoba podczas treningu EMS',
        'Trening całego ciała w 20 minut – jak zacząć',
        'Do poradnika EMS',
      ],
      clothing: [
        'Kombinezon treningowy EMS',
        'Oddychająca odzież EMS dla kobiet i mężczyzn',
        'Zobacz odzież',
      ],
      spareParts: [
        'Mankiet do ciśnieniomierza',
        'Właściwy mankiet dla dokładnych pomiarów',
        'Znajdź mankiet',
      ],
      offers: [
        'Zestaw urządzenia i akcesoriów',
        'Urządzenie i akcesoria taniej w zestawie',
        'Zobacz promocje',
      ],
    },
    teasers: {
      measuring: [
        'Pomiar ciśnienia: 5 wskazówek dla dokładnych wyników',
        'Przejdź do wskazówek pomiaru',
      ],
      emsGuide: ['Trening EMS: jak dobrze zacząć', 'Do poradnika'],
      clothing: ['Jak dobrać rozmiar kombinezonu EMS', 'Zobacz rozmiary'],
      cuffs: ['Jaki mankiet pasuje do mojego ramienia?', 'Zobacz mankiety'],
    },
  },
  es: {
    showAll: (category) => `Ver la categoría ${category}`,
    accessoriesAndSpareParts: 'Accesorios y recambios',
    offers: 'Ofertas',
    banners: {
      bloodPressure: [
        'Tensiómetro de brazo sobre una mesa',
        'Novedad: tensiómetros de brazo con detección de arritmias',
        'Descubrir ahora',
      ],
      ems: [
        'Persona durante un entrenamiento EMS',
        'Entrenamiento completo en 20 minutos: cómo empezar',
        'Leer la guía EMS',
      ],
      clothing: [
        'Traje de electroestimulación',
        'Ropa EMS transpirable para mujer y hombre',
        'Ver ropa',
      ],
      spareParts: [
        'Manguito para tensiómetros',
        'El manguito adecuado para mediciones precisas',
        'Encontrar manguito',
      ],
      offers: [
        'Pack de dispositivo y accesorios',
        'Dispositivo y accesorios más baratos en pack',
        'Ver ofertas',
      ],
    },
    teasers: {
      measuring: [
        'Medir la tensión: 5 consejos para valores precisos',
        'Ver los consejos de medición',
      ],
      emsGuide: ['Electroestimulación: cómo empezar bien', 'Leer la guía'],
      clothing: ['La talla adecuada para tu traje EMS', 'Ver tallas'],
      cuffs: ['¿Qué manguito se adapta a mi brazo?', 'Ver manguitos'],
    },
  },
};
