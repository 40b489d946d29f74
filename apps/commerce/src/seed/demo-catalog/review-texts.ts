/**
 * Review titles, comments and author names per language. Texts fit any product (device,
 * clothing or accessory) so a review never talks about the wrong kind of thing.
 */
import type { LanguageCode } from '@shop/shop-config';

export type Sentiment = 'positive' | 'neutral' | 'negative';

interface ReviewPhrases {
  titles: readonly string[];
  comments: readonly string[];
}

export const REVIEW_PHRASES: Readonly<Record<LanguageCode, Record<Sentiment, ReviewPhrases>>> = {
  de: {
    positive: {
      titles: ['Sehr zufrieden', 'Klare Kaufempfehlung', 'Hält, was es verspricht'],
      comments: [
        'Einfach zu bedienen und die Qualität stimmt. Ich nutze es täglich und bin begeistert.',
        'Schnelle Lieferung, gut verpackt und sofort einsatzbereit. Würde ich wieder kaufen.',
        'Preis und Leistung passen. Die Anleitung ist verständlich geschrieben.',
      ],
    },
    neutral: {
      titles: ['Ganz ordentlich', 'Solide, aber nicht perfekt', 'Erfüllt seinen Zweck'],
      comments: [
        'Funktioniert grundsätzlich gut, die Verarbeitung könnte etwas besser sein.',
        'Macht, was es soll. Für den Preis hätte ich etwas mehr erwartet.',
        'Im Alltag brauchbar, die Bedienung ist anfangs etwas gewöhnungsbedürftig.',
      ],
    },
    negative: {
      titles: ['Leider enttäuscht', 'Nicht zu empfehlen', 'Qualität mangelhaft'],
      comments: [
        'Nach wenigen Wochen gab es die ersten Probleme. Der Kundenservice hat aber schnell reagiert.',
        'Passt nicht so wie erwartet, ich habe es zurückgeschickt.',
        'Die Verarbeitung wirkt billig, für den Preis zu wenig.',
      ],
    },
  },
  fr: {
    positive: {
      titles: ['Très satisfait', 'Je recommande', 'Conforme à la description'],
      comments: [
        "Simple à utiliser et de bonne qualité. Je m'en sers tous les jours.",
        "Livraison rapide, bien emballé et prêt à l'emploi. Je rachèterais sans hésiter.",
        'Bon rapport qualité-prix. La notice est claire.',
      ],
    },
    neutral: {
      titles: ['Correct', 'Bien mais pas parfait', 'Fait le travail'],
      comments: [
        "Fonctionne bien dans l'ensemble, la finition pourrait être meilleure.",
        "Fait ce qu'on lui demande. À ce prix, j'en attendais un peu plus.",
        "Pratique au quotidien, mais la prise en main demande un temps d'adaptation.",
      ],
    },
    negative: {
      titles: ['Déçu', 'Je ne recommande pas', 'Qualité insuffisante'],
      comments: [
        'Premiers problèmes après quelques semaines. Le service client a toutefois réagi vite.',
        "Ne correspond pas à mes attentes, je l'ai renvoyé.",
        'La finition fait bon marché, trop juste pour ce prix.',
      ],
    },
  },
  en: {
    positive: {
      titles: ['Very happy', 'Highly recommended', 'Does exactly what it says'],
      comments: [
        'Easy to use and well made. I use it every day and love it.',
        'Quick delivery, well packed and ready to use straight away. Would buy again.',
        'Good value for money. The instructions are clearly written.',
      ],
    },
    neutral: {
      titles: ['Decent', 'Solid but not perfect', 'Does the job'],
      comments: [
        'Works well overall, the build quality could be a little better.',
        'Does what it should. For the price I expected a bit more.',
        'Useful day to day, though it takes a while to get used to.',
      ],
    },
    negative: {
      titles: ['Disappointed', 'Would not recommend', 'Poor quality'],
      comments: [
        'First problems after a few weeks. Customer service did respond quickly, though.',
        'Did not fit as expected, so I sent it back.',
        'Feels cheaply made, not enough for the price.',
      ],
    },
  },
  nl: {
    positive: {
      titles: ['Zeer tevreden', 'Echt een aanrader', 'Doet wat het belooft'],
      comments: [
        'Eenvoudig te gebruiken en goede kwaliteit. Ik gebruik het elke dag.',
        'Snelle levering, goed verpakt en meteen klaar voor gebruik. Zou het opnieuw kopen.',
        'Prijs en kwaliteit kloppen. De handleiding is duidelijk.',
      ],
    },
    neutral: {
      titles: ['Prima', 'Degelijk, maar niet perfect', 'Doet wat het moet doen'],
      comments: [
        'Werkt over het algemeen goed, de afwerking kan beter.',
        'Doet wat het moet doen. Voor deze prijs had ik iets meer verwacht.',
        'Handig in het dagelijks gebruik, al is de bediening even wennen.',
      ],
    },
    negative: {
      titles: ['Teleurgesteld', 'Geen aanrader', 'Matige kwaliteit'],
      comments: [
        'Na een paar weken de eerste problemen. De klantenservice reageerde wel snel.',
        'Past niet zoals verwacht, ik heb het teruggestuurd.',
        'Voelt goedkoop aan, te weinig voor deze prijs.',
      ],
    },
  },
  it: {
    positive: {
      titles: ['Molto soddisfatto', 'Lo consiglio', 'Mantiene le promesse'],
      comments: [
        'Facile da usare e di buona qualità. Lo uso ogni giorno.',
        "Consegna rapida, ben imballato e subito pronto all'uso. Lo ricomprerei.",
        'Ottimo rapporto qualità-prezzo. Le istruzioni sono chiare.',
      ],
    },
    neutral: {
      titles: ['Discreto', 'Buono ma non perfetto', 'Fa il suo lavoro'],
      comments: [
        'Nel complesso funziona bene, le finiture potrebbero essere migliori.',
        'Fa quello che deve. Per il prezzo mi aspettavo qualcosa in più.',
        "Utile tutti i giorni, anche se all'inizio serve un po' di pratica.",
      ],
    },
    negative: {
      titles: ['Deluso', 'Non lo consiglio', 'Qualità scarsa'],
      comments: [
        'Dopo poche settimane i primi problemi. Il servizio clienti però ha risposto subito.',
        "Non corrisponde alle aspettative, l'ho restituito.",
        'Sembra di scarsa fattura, troppo poco per il prezzo.',
      ],
    },
  },
  pl: {
    positive: {
      titles: ['Bardzo zadowolony', 'Polecam', 'Zgodny z opisem'],
      comments: [
        'Prosty w obsłudze i dobrej jakości. Używam codziennie.',
        'Szybka dostawa, dobrze zapakowany i od razu gotowy do użycia. Kupiłbym ponownie.',
        'Dobry stosunek jakości do ceny. Instrukcja jest zrozumiała.',
      ],
    },
    neutral: {
      titles: ['W porządku', 'Solidny, ale nie idealny', 'Spełnia swoje zadanie'],
      comments: [
        'Ogólnie działa dobrze, wykonanie mogłoby być lepsze.',
        'Robi, co powinien. Za tę cenę spodziewałem się trochę więcej.',
        'Przydatny na co dzień, choć obsługa wymaga przyzwyczajenia.',
      ],
    },
    negative: {
      titles: ['Rozczarowanie', 'Nie polecam', 'Słaba jakość'],
      comments: [
        'Po kilku tygodniach pojawiły się pierwsze problemy. Obsługa klienta zareagowała jednak szybko.',
        'Nie spełnił oczekiwań, odesłałem go.',
        'Wykonanie sprawia tanie wrażenie, za mało jak na tę cenę.',
      ],
    },
  },
  es: {
    positive: {
      titles: ['Muy satisfecho', 'Lo recomiendo', 'Cumple lo que promete'],
      comments: [
        'Fácil de usar y de buena calidad. Lo uso todos los días.',
        'Entrega rápida, bien embalado y listo para usar. Volvería a comprarlo.',
        'Buena relación calidad-precio. Las instrucciones son claras.',
      ],
    },
    neutral: {
      titles: ['Correcto', 'Bueno, pero no perfecto', 'Cumple su función'],
      comments: [
        'En general funciona bien, los acabados podrían mejorar.',
        'Hace lo que debe. Por el precio esperaba algo más.',
        'Útil en el día a día, aunque cuesta un poco acostumbrarse.',
      ],
    },
    negative: {
      titles: ['Decepcionado', 'No lo recomiendo', 'Calidad deficiente'],
      comments: [
        'Primeros problemas tras unas semanas. Eso sí, el servicio de atención respondió rápido.',
        'No se ajusta a lo esperado, lo devolví.',
        'Parece de mala calidad, poco para lo que cuesta.',
      ],
    },
  },
};

export const AUTHOR_NAMES: Readonly<
  Record<LanguageCode, { first: readonly string[]; last: readonly string[] }>
> = {
  de: {
    first: ['Anna', 'Thomas', 'Sabine', 'Michael', 'Julia', 'Stefan', 'Monika', 'Jürgen'],
    last: ['Müller', 'Schmidt', 'Becker', 'Wagner', 'Hoffmann', 'Schulz', 'Koch', 'Richter'],
  },
  fr: {
    first: ['Camille', 'Julien', 'Isabelle', 'Nicolas', 'Sophie', 'Pierre'],
    last: ['Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent', 'Lefèvre'],
  },
  en: {
    first: ['Emma', 'James', 'Olivia', 'Daniel', 'Sarah', 'Liam'],
    last: ['Smith', 'Murphy', 'Walsh', 'Taylor', 'Byrne', 'Kelly'],
  },
  nl: {
    first: ['Sanne', 'Daan', 'Lotte', 'Bram', 'Eva', 'Ruben'],
    last: ['de Jong', 'Jansen', 'de Vries', 'Bakker', 'Visser', 'Peeters'],
  },
  it: {
    first: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro'],
    last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano'],
  },
  pl: {
    first: ['Anna', 'Piotr', 'Katarzyna', 'Tomasz', 'Magdalena', 'Paweł'],
    last: ['Nowak', 'Kowalczyk', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski'],
  },
  es: {
    first: ['Lucía', 'Javier', 'María', 'Carlos', 'Elena', 'Pablo'],
    last: ['García', 'Martínez', 'López', 'Sánchez', 'Fernández', 'Gómez'],
  },
};
