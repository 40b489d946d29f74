/** Texts of the EMS guide landing page per language. */
import type { Localized } from './links';

type Question = [question: string, answer: string];

export interface GuideTexts {
  title: string;
  metaDescription: string;
  hero: [headline: string, text: string, imageAlt: string, button: string];
  intro: [headline: string, first: string, second: string];
  teaserHeadline: string;
  teasers: Record<'suits' | 'devices' | 'clothing', [text: string, linkText: string]>;
  faqHeadline: string;
  faq: [Question, Question, Question];
  newsletter: [headline: string, text: string];
  /** Title of the embedded EMS workout video. */
  videoTitle: string;
}

export const GUIDE_TEXTS: Localized<GuideTexts> = {
  de: {
    title: 'EMS-Training zu Hause: der Ratgeber',
    metaDescription:
      'Wie EMS-Training funktioniert, welche Ausrüstung Sie brauchen und wie Sie sicher starten.',
    hero: [
      'EMS-Training zu Hause',
      'Zwanzig Minuten, zweimal pro Woche: Mit elektrischer Muskelstimulation trainieren Sie alle großen Muskelgruppen gleichzeitig.',
      'Person im EMS-Anzug bei einer Kniebeuge',
      'EMS-Anzüge entdecken',
    ],
    intro: [
      'So funktioniert EMS',
      'Elektroden im Anzug senden schwache Impulse an die Muskulatur, während Sie einfache Übungen machen. So arbeiten auch tiefe Muskelschichten mit, die im normalen Training oft zu kurz kommen.',
      'Starten Sie mit niedriger Intensität und steigern Sie sich von Einheit zu Einheit. Zwischen zwei Einheiten sollten mindestens zwei Tage Pause liegen.',
    ],
    teaserHeadline: 'Ihre Ausrüstung',
    teasers: {
      suits: [
        'Kabellose Anzüge mit integrierten Elektroden – waschbar und in vielen Größen.',
        'Zu den Anzügen',
      ],
      devices: [
        'Kompakte Steuergeräte mit Trainingsprogrammen für Kraft, Ausdauer und Entspannung.',
        'Zu den Geräten',
      ],
      clothing: [
        'Funktionswäsche, die die Impulse gleichmäßig leitet und angenehm zu tragen ist.',
        'Zur Bekleidung',
      ],
    },
    faqHeadline: 'Fragen zum Einstieg',
    faq: [
      [
        'Wie oft sollte ich trainieren?',
        'Zweimal pro Woche zwanzig Minuten genügen. Mehr ist nicht besser: Die Muskulatur braucht Zeit zur Erholung.',
      ],
      [
        'Brauche ich Vorkenntnisse?',
        'Nein. Die Programme führen Sie Schritt für Schritt durch jede Einheit, und die Intensität regeln Sie selbst.',
      ],
      [
        'Kann ich den Anzug waschen?',
        'Ja, die Elektroden bleiben im Anzug. Waschen Sie ihn bei 30 °C im Schonwaschgang und lassen Sie ihn an der Luft trocknen.',
      ],
    ],
    videoTitle: 'Video: Ihr erstes EMS-Training in 20 Minuten',
    newsletter: [
      'Trainingstipps per E-Mail',
      'Einmal im Monat: Übungen, Trainingspläne und Angebote – plus 10 % Gutschein für Ihre erste Bestellung.',
    ],
  },
  fr: {
    title: 'L’électrostimulation à la maison : le guide',
    metaDescription:
      'Comment fonctionne l’électrostimulation, de quel équipement vous avez besoin et comment démarrer en toute sécurité.',
    hero: [
      'L’électrostimulation à la maison',
      'Vingt minutes, deux fois par semaine : l’électrostimulation musculaire sollicite tous les grands groupes musculaires en même temps.',
      'Personne en combinaison EMS faisant un squat',
      'Découvrir les combinaisons',
    ],
    intro: [
      'Comment fonctionne l’EMS',
      'Les électrodes de la combinaison envoient de faibles impulsions aux muscles pendant que vous faites des exercices simples. Les couches musculaires profondes, souvent négligées, travaillent aussi.',
      'Commencez à faible intensité et augmentez progressivement d’une séance à l’autre. Prévoyez au moins deux jours de repos entre deux séances.',
    ],
    teaserHeadline: 'Votre équipement',
    teasers: {
      suits: [
        'Combinaisons sans fil avec électrodes intégrées, lavables et disponibles dans de nombreuses tailles.',
        'Voir les combinaisons',
      ],
      devices: [
        'Boîtiers compacts avec programmes de force, d’endurance et de relaxation.',
        'Voir les appareils',
      ],
      clothing: [
        'Des sous-vêtements techniques qui conduisent les impulsions de manière homogène et se portent confortablement.',
        'Voir les vêtements',
      ],
    },
    faqHeadline: 'Questions pour bien démarrer',
    faq: [
      [
        'À quelle fréquence m’entraîner ?',
        'Deux séances de vingt minutes par semaine suffisent. Plus n’est pas mieux : les muscles ont besoin de temps pour récupérer.',
      ],
      [
        'Faut-il de l’expérience ?',
        'Non. Les programmes vous guident pas à pas à chaque séance et vous réglez vous-même l’intensité.',
      ],
      [
        'Puis-je laver la combinaison ?',
        'Oui, les électrodes restent dans la combinaison. Lavez-la à 30 °C en cycle délicat et laissez-la sécher à l’air libre.',
      ],
    ],
    videoTitle: 'Vidéo : votre premier entraînement EMS en 20 minutes',
    newsletter: [
      'Conseils d’entraînement par e-mail',
      'Une fois par mois : exercices, programmes et offres – et 10 % de réduction sur votre première commande.',
    ],
  },
  en: {
    title: 'EMS training at home: the guide',
    metaDescription: 'How EMS training works, which equipment you need and how to start safely.',
    hero: [
      'EMS training at home',
      'Twenty minutes, twice a week: electrical muscle stimulation trains all major muscle groups at the same time.',
      'Person in an EMS suit doing a squat',
      'Discover EMS suits',
    ],
    intro: [
      'How EMS works',
      'Electrodes in the suit send gentle impulses to your muscles while you do simple exercises. This also engages deeper muscle layers that ordinary workouts often miss.',
      'Start at a low intensity and increase it from session to session. Leave at least two days between two sessions.',
    ],
    teaserHeadline: 'Your equipment',
    teasers: {
      suits: [
        'Wireless suits with built-in electrodes – washable and available in many sizes.',
        'View suits',
      ],
      devices: [
        'Compact control units with programmes for strength, endurance and relaxation.',
        'View devices',
      ],
      clothing: [
        'Functional underwear that conducts the impulses evenly and is comfortable to wear.',
        'View clothing',
      ],
    },
    faqHeadline: 'Questions about getting started',
    faq: [
      [
        'How often should I train?',
        'Twice a week for twenty minutes is enough. More is not better: your muscles need time to recover.',
      ],
      [
        'Do I need any experience?',
        'No. The programmes guide you step by step through every session, and you set the intensity yourself.',
      ],
      [
        'Can I wash the suit?',
        'Yes, the electrodes stay in the suit. Wash it at 30 °C on a delicate cycle and let it air-dry.',
      ],
    ],
    videoTitle: 'Video: your first EMS workout in 20 minutes',
    newsletter: [
      'Training tips by email',
      'Once a month: exercises, training plans and offers – plus 10% off your first order.',
    ],
  },
  nl: {
    title: 'EMS-training thuis: de gids',
    metaDescription:
      'Hoe EMS-training werkt, welke uitrusting je nodig hebt en hoe je veilig begint.',
    hero: [
      'EMS-training thuis',
      'Twintig minuten, twee keer per week: met elektrische spierstimulatie train je alle grote spiergroepen tegelijk.',
      'Persoon in een EMS-pak die een squat doet',
      'Ontdek de EMS-pakken',
    ],
    intro: [
      'Zo werkt EMS',
      'Elektroden in het pak sturen zwakke impulsen naar je spieren terwijl je eenvoudige oefeningen doet. Zo werken ook diepe spierlagen mee die bij gewone training vaak te weinig aan bod komen.',
      'Begin met een lage intensiteit en bouw die per sessie op. Houd minstens twee dagen rust tussen twee sessies.',
    ],
    teaserHeadline: 'Je uitrusting',
    teasers: {
      suits: [
        'Draadloze pakken met ingebouwde elektroden – wasbaar en in veel maten.',
        'Naar de pakken',
      ],
      devices: [
        'Compacte bedieningsapparaten met programma’s voor kracht, conditie en ontspanning.',
        'Naar de apparaten',
      ],
      clothing: [
        'Functioneel ondergoed dat de impulsen gelijkmatig geleidt en prettig draagt.',
        'Naar de kleding',
      ],
    },
    faqHeadline: 'Vragen over de start',
    faq: [
      [
        'Hoe vaak moet ik trainen?',
        'Twee keer per week twintig minuten is genoeg. Meer is niet beter: je spieren hebben tijd nodig om te herstellen.',
      ],
      [
        'Heb ik ervaring nodig?',
        'Nee. De programma’s leiden je stap voor stap door elke sessie en de intensiteit bepaal je zelf.',
      ],
      [
        'Kan ik het pak wassen?',
        'Ja, de elektroden blijven in het pak. Was het op 30 °C met een fijnwasprogramma en laat het aan de lucht drogen.',
      ],
    ],
    videoTitle: 'Video: je eerste EMS-training in 20 minuten',
    newsletter: [
      'Trainingstips per e-mail',
      'Eén keer per maand: oefeningen, schema’s en aanbiedingen – plus 10% korting op je eerste bestelling.',
    ],
  },
  it: {
    title: 'Elettrostimolazione a casa: la guida',
    metaDescription:
      'Come funziona l’elettrostimolazione, quale attrezzatura serve e come iniziare in sicurezza.',
    hero: [
      'Elettrostimolazione a casa',
      'Venti minuti, due volte a settimana: l’elettrostimolazione muscolare allena contemporaneamente tutti i principali gruppi muscolari.',
      'Persona con tuta EMS durante uno squat',
      'Scopri le tute EMS',
    ],
    intro: [
      'Come funziona l’EMS',
      'Gli elettrodi della tuta inviano deboli impulsi ai muscoli mentre esegui esercizi semplici. Così lavorano anche gli strati muscolari profondi, spesso trascurati nell’allenamento normale.',
      'Inizia con un’intensità bassa e aumentala di sessione in sessione. Tra due sessioni lascia almeno due giorni di pausa.',
    ],
    teaserHeadline: 'La tua attrezzatura',
    teasers: {
      suits: [
        'Tute senza fili con elettrodi integrati, lavabili e disponibili in molte taglie.',
        'Vedi le tute',
      ],
      devices: [
        'Unità di controllo compatte con programmi per forza, resistenza e rilassamento.',
        'Vedi i dispositivi',
      ],
      clothing: [
        'Intimo tecnico che conduce gli impulsi in modo uniforme ed è comodo da indossare.',
        'Vedi l’abbigliamento',
      ],
    },
    faqHeadline: 'Domande per iniziare',
    faq: [
      [
        'Quanto spesso devo allenarmi?',
        'Due sessioni da venti minuti a settimana bastano. Di più non è meglio: i muscoli hanno bisogno di tempo per recuperare.',
      ],
      [
        'Serve esperienza?',
        'No. I programmi ti guidano passo dopo passo in ogni sessione e l’intensità la regoli tu.',
      ],
      [
        'Posso lavare la tuta?',
        'Sì, gli elettrodi restano nella tuta. Lavala a 30 °C con ciclo delicato e lasciala asciugare all’aria.',
      ],
    ],
    videoTitle: 'Video: il tuo primo allenamento EMS in 20 minuti',
    newsletter: [
      'Consigli di allenamento via e-mail',
      'Una volta al mese: esercizi, piani di allenamento e offerte, più un buono del 10% sul primo ordine.',
    ],
  },
  pl: {
    title: 'Trening EMS w domu: poradnik',
    metaDescription:
      'Jak działa trening EMS, jakiego sprzętu potrzebujesz i jak bezpiecznie zacząć.',
    hero: [
      'Trening EMS w domu',
      'Dwadzieścia minut, dwa razy w tygodniu: elektryczna stymulacja mięśni angażuje jednocześnie wszystkie duże grupy mięśniowe.',
      'Osoba w kombinezonie EMS wykonująca przysiad',
      'Odkryj kombinezony EMS',
    ],
    intro: [
      'Jak działa EMS',
      'Elektrody w kombinezonie wysyłają słabe impulsy do mięśni, gdy wykonujesz proste ćwiczenia. Dzięki temu pracują także głębokie warstwy mięśni, często pomijane w zwykłym treningu.',
      'Zacznij od niskiej intensywności i zwiększaj ją z treningu na trening. Między dwoma treningami zachowaj co najmniej dwa dni przerwy.',
    ],
    teaserHeadline: 'Twój sprzęt',
    teasers: {
      suits: [
        'Bezprzewodowe kombinezony ze zintegrowanymi elektrodami – do prania, w wielu rozmiarach.',
        'Zobacz kombinezony',
      ],
      devices: [
        'Kompaktowe sterowniki z programami na siłę, wytrzymałość i relaks.',
        'Zobacz urządzenia',
      ],
      clothing: [
        'Bielizna funkcyjna, która równomiernie przewodzi impulsy i jest wygodna w noszeniu.',
        'Zobacz odzież',
      ],
    },
    faqHeadline: 'Pytania na start',
    faq: [
      [
        'Jak często trenować?',
        'Wystarczą dwa treningi po dwadzieścia minut w tygodniu. Więcej nie znaczy lepiej: mięśnie potrzebują czasu na regenerację.',
      ],
      [
        'Czy potrzebuję doświadczenia?',
        'Nie. Programy prowadzą Cię krok po kroku przez każdy trening, a intensywność ustawiasz samodzielnie.',
      ],
      [
        'Czy mogę prać kombinezon?',
        'Tak, elektrody pozostają w kombinezonie. Pierz go w 30 °C w programie delikatnym i susz na powietrzu.',
      ],
    ],
    videoTitle: 'Wideo: Twój pierwszy trening EMS w 20 minut',
    newsletter: [
      'Porady treningowe e-mailem',
      'Raz w miesiącu: ćwiczenia, plany treningowe i oferty – oraz 10% rabatu na pierwsze zamówienie.',
    ],
  },
  es: {
    title: 'Electroestimulación en casa: la guía',
    metaDescription:
      'Cómo funciona la electroestimulación, qué equipo necesitas y cómo empezar con seguridad.',
    hero: [
      'Electroestimulación en casa',
      'Veinte minutos, dos veces por semana: la electroestimulación muscular trabaja a la vez todos los grandes grupos musculares.',
      'Persona con traje EMS haciendo una sentadilla',
      'Descubrir los trajes EMS',
    ],
    intro: [
      'Cómo funciona la EMS',
      'Los electrodos del traje envían impulsos suaves a los músculos mientras haces ejercicios sencillos. Así trabajan también las capas musculares profundas, que el entrenamiento habitual suele descuidar.',
      'Empieza con una intensidad baja y auméntala de sesión en sesión. Deja al menos dos días de descanso entre dos sesiones.',
    ],
    teaserHeadline: 'Tu equipo',
    teasers: {
      suits: [
        'Trajes inalámbricos con electrodos integrados, lavables y en muchas tallas.',
        'Ver trajes',
      ],
      devices: [
        'Unidades de control compactas con programas de fuerza, resistencia y relajación.',
        'Ver dispositivos',
      ],
      clothing: [
        'Ropa interior técnica que conduce los impulsos de forma uniforme y resulta cómoda.',
        'Ver ropa',
      ],
    },
    faqHeadline: 'Preguntas para empezar',
    faq: [
      [
        '¿Con qué frecuencia debo entrenar?',
        'Dos sesiones de veinte minutos por semana son suficientes. Más no es mejor: los músculos necesitan tiempo para recuperarse.',
      ],
      [
        '¿Necesito experiencia previa?',
        'No. Los programas te guían paso a paso en cada sesión y tú mismo regulas la intensidad.',
      ],
      [
        '¿Puedo lavar el traje?',
        'Sí, los electrodos se quedan en el traje. Lávalo a 30 °C en programa delicado y déjalo secar al aire.',
      ],
    ],
    videoTitle: 'Vídeo: tu primer entrenamiento EMS en 20 minutos',
    newsletter: [
      'Consejos de entrenamiento por correo',
      'Una vez al mes: ejercicios, planes de entrenamiento y ofertas, y un 10 % de descuento en tu primer pedido.',
    ],
  },
};
