/** Texts of the about page (company story and imprint) per language. */
import type { Localized } from './links';

export interface AboutTexts {
  title: string;
  metaDescription: string;
  hero: [headline: string, text: string, imageAlt: string];
  story: [headline: string, first: string, second: string];
  imprint: string;
  /** Labels of the imprint lines: managing directors, register, VAT number. */
  imprintLabels: [management: string, register: string, vatId: string];
}

export const ABOUT_TEXTS: Localized<AboutTexts> = {
  de: {
    title: 'Über uns',
    metaDescription:
      'Wer hinter Vitalora steht: unsere Geschichte, unser Anspruch und das Impressum.',
    hero: [
      'Gesundheit im Alltag messbar machen',
      'Wir entwickeln Blutdruckmessgeräte und EMS-Trainingsgeräte, die genau messen, einfach zu bedienen sind und lange halten.',
      'Unser Team im Berliner Büro',
    ],
    story: [
      'Unsere Geschichte',
      'Vitalora wurde 2013 in Berlin gegründet – mit einem Oberarm-Blutdruckmessgerät, das auch ohne Anleitung verständlich sein sollte.',
      'Heute arbeiten 80 Menschen an Geräten und Services für Kundinnen und Kunden in elf Ländern. Jedes neue Gerät testen wir mit Ärztinnen, Trainern und Menschen, die es täglich nutzen.',
    ],
    imprint: 'Impressum',
    imprintLabels: ['Geschäftsführung', 'Handelsregister', 'USt-IdNr.'],
  },
  fr: {
    title: 'À propos',
    metaDescription:
      'Qui se cache derrière Vitalora : notre histoire, nos exigences et nos mentions légales.',
    hero: [
      'Rendre la santé mesurable au quotidien',
      'Nous concevons des tensiomètres et des appareils d’électrostimulation précis, simples à utiliser et durables.',
      'Notre équipe dans nos bureaux de Berlin',
    ],
    story: [
      'Notre histoire',
      'Vitalora a été fondée en 2013 à Berlin avec un tensiomètre au bras qui devait se comprendre sans notice.',
      'Aujourd’hui, 80 personnes développent des appareils et des services pour nos clients dans onze pays. Chaque nouvel appareil est testé avec des médecins, des coachs et des personnes qui l’utilisent au quotidien.',
    ],
    imprint: 'Mentions légales',
    imprintLabels: ['Direction', 'Registre du commerce', 'N° de TVA intracommunautaire'],
  },
  en: {
    title: 'About us',
    metaDescription: 'Who is behind Vitalora: our story, our standards and our legal notice.',
    hero: [
      'Making health measurable every day',
      'We develop blood pressure monitors and EMS devices that measure accurately, are easy to use and built to last.',
      'Our team in the Berlin office',
    ],
    story: [
      'Our story',
      'Vitalora was founded in Berlin in 2013 with an upper arm monitor that was meant to make sense without a manual.',
      'Today 80 people work on devices and services for customers in eleven countries. We test every new device with doctors, trainers and people who use it every day.',
    ],
    imprint: 'Legal notice',
    imprintLabels: ['Managing directors', 'Commercial register', 'VAT number'],
  },
  nl: {
    title: 'Over ons',
    metaDescription: 'Wie er achter Vitalora zit: ons verhaal, onze ambitie en het colofon.',
    hero: [
      'Gezondheid elke dag meetbaar maken',
      'We ontwikkelen bloeddrukmeters en EMS-apparaten die nauwkeurig meten, eenvoudig te bedienen zijn en lang meegaan.',
      'Ons team op het kantoor in Berlijn',
    ],
    story: [
      'Ons verhaal',
      'Vitalora werd in 2013 in Berlijn opgericht met een bovenarmbloeddrukmeter die ook zonder handleiding te begrijpen moest zijn.',
      'Vandaag werken 80 mensen aan apparaten en diensten voor klanten in elf landen. Elk nieuw apparaat testen we met artsen, trainers en mensen die het dagelijks gebruiken.',
    ],
    imprint: 'Colofon',
    imprintLabels: ['Directie', 'Handelsregister', 'Btw-nummer'],
  },
  it: {
    title: 'Chi siamo',
    metaDescription:
      'Chi c’è dietro Vitalora: la nostra storia, i nostri standard e le note legali.',
    hero: [
      'Rendere la salute misurabile ogni giorno',
      'Sviluppiamo misuratori di pressione e dispositivi per l’elettrostimolazione precisi, facili da usare e durevoli.',
      'Il nostro team nell’ufficio di Berlino',
    ],
    story: [
      'La nostra storia',
      'Vitalora è nata a Berlino nel 2013 con un misuratore da braccio pensato per essere comprensibile anche senza istruzioni.',
      'Oggi 80 persone lavorano a dispositivi e servizi per clienti in undici paesi. Ogni nuovo dispositivo viene testato con medici, allenatori e persone che lo usano ogni giorno.',
    ],
    imprint: 'Note legali',
    imprintLabels: ['Amministratori', 'Registro delle imprese', 'Partita IVA'],
  },
  pl: {
    title: 'O nas',
    metaDescription: 'Kto stoi za marką Vitalora: nasza historia, nasze standardy i nota prawna.',
    hero: [
      'Zdrowie mierzalne na co dzień',
      'Tworzymy ciśnieniomierze i urządzenia EMS, które mierzą dokładnie, są łatwe w obsłudze i trwałe.',
      'Nasz zespół w biurze w Berlinie',
    ],
    story: [
      'Nasza historia',
      'Vitalora powstała w 2013 roku w Berlinie – od ciśnieniomierza naramiennego, który miał być zrozumiały nawet bez instrukcji.',
      'Dziś 80 osób pracuje nad urządzeniami i usługami dla klientów w jedenastu krajach. Każde nowe urządzenie testujemy z lekarzami, trenerami i osobami, które korzystają z niego na co dzień.',
    ],
    imprint: 'Nota prawna',
    imprintLabels: ['Zarząd', 'Rejestr handlowy', 'Numer VAT UE'],
  },
  es: {
    title: 'Sobre nosotros',
    metaDescription:
      'Quién está detrás de Vitalora: nuestra historia, nuestros estándares y el aviso legal.',
    hero: [
      'La salud, medible cada día',
      'Desarrollamos tensiómetros y dispositivos de electroestimulación precisos, fáciles de usar y duraderos.',
      'Nuestro equipo en la oficina de Berlín',
    ],
    story: [
      'Nuestra historia',
      'Vitalora nació en Berlín en 2013 con un tensiómetro de brazo que debía entenderse sin manual de instrucciones.',
      'Hoy 80 personas trabajan en dispositivos y servicios para clientes de once países. Probamos cada nuevo dispositivo con médicos, entrenadores y personas que lo usan a diario.',
    ],
    imprint: 'Aviso legal',
    imprintLabels: ['Dirección', 'Registro mercantil', 'NIF-IVA'],
  },
};
