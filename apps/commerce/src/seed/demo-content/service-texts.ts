/** Texts of the customer service page per language. */
import type { Localized } from './links';

type Section = [headline: string, text: string];
type Question = [question: string, answer: string];

export interface ServiceTexts {
  title: string;
  metaDescription: string;
  contact: [headline: string, text: (phone: string, email: string, hours: string) => string];
  /** Delivery times follow spec 9: 1–3 working days, 2–4 in French, 2–5 in pl, it, es. */
  shipping: Section;
  returns: Section;
  payment: Section;
  faqHeadline: string;
  faq: [Question, Question, Question];
}

export const SERVICE_TEXTS: Localized<ServiceTexts> = {
  de: {
    title: 'Kundenservice',
    metaDescription:
      'Kontakt, Versand, Rücksendung, Zahlungsarten und Antworten auf häufige Fragen.',
    contact: [
      'Wir sind für Sie da',
      (phone, email, hours) =>
        `Sie erreichen unser Service-Team telefonisch unter ${phone} (${hours}) oder per E-Mail an ${email}. Wir antworten in der Regel innerhalb eines Werktags.`,
    ],
    shipping: [
      'Versand und Lieferzeiten',
      'Wir liefern innerhalb von 1–3 Werktagen. Ab dem im Warenkorb angezeigten Bestellwert ist der Versand kostenlos; Vorteilssets und EMS-Anzüge versenden wir immer versandkostenfrei.',
    ],
    returns: [
      'Rücksendung und Geld-zurück-Garantie',
      'Sie können jeden Artikel innerhalb von 30 Tagen ohne Angabe von Gründen zurücksenden. Das Rücksendeetikett finden Sie in Ihrem Kundenkonto; die Erstattung erfolgt innerhalb von fünf Werktagen nach Eingang.',
    ],
    payment: [
      'Zahlungsarten',
      'Sie bezahlen bequem per PayPal, Kreditkarte, Apple Pay oder Kauf auf Rechnung mit Klarna. Alle Zahlungen werden verschlüsselt übertragen.',
    ],
    faqHeadline: 'Häufige Fragen',
    faq: [
      [
        'Kann ich ein Gerät auch mieten?',
        'Ja, viele EMS-Geräte können Sie für 6 oder 12 Monate mieten. Die monatliche Rate sehen Sie auf der Produktseite unter „Mieten“.',
      ],
      [
        'Wie lange gilt die Garantie?',
        'Auf alle Geräte gewähren wir mindestens zwei Jahre Herstellergarantie, auf ausgewählte Blutdruckmessgeräte bis zu fünf Jahre.',
      ],
      [
        'Ist EMS-Training für jeden geeignet?',
        'Für gesunde Erwachsene ja. Bei Herzschrittmachern, in der Schwangerschaft oder bei Herz-Kreislauf-Erkrankungen sprechen Sie bitte vorher mit Ihrer Ärztin oder Ihrem Arzt.',
      ],
    ],
  },
  fr: {
    title: 'Service client',
    metaDescription:
      'Contact, livraison, retours, moyens de paiement et réponses aux questions fréquentes.',
    contact: [
      'Nous sommes là pour vous',
      (phone, email, hours) =>
        `Notre service client est joignable au ${phone} (${hours}) ou par e-mail à ${email}. Nous répondons généralement sous un jour ouvré.`,
    ],
    shipping: [
      'Livraison et délais',
      'Nous livrons en 2 à 4 jours ouvrés. La livraison est offerte à partir du montant indiqué dans le panier ; les packs avantage et les combinaisons EMS sont toujours livrés gratuitement.',
    ],
    returns: [
      'Retours et garantie satisfait ou remboursé',
      'Vous pouvez renvoyer chaque article sous 30 jours sans justification. L’étiquette de retour se trouve dans votre compte client ; le remboursement intervient sous cinq jours ouvrés après réception.',
    ],
    payment: [
      'Moyens de paiement',
      'Payez facilement par carte bancaire, PayPal ou Apple Pay. Tous les paiements sont transmis de manière chiffrée.',
    ],
    faqHeadline: 'Questions fréquentes',
    faq: [
      [
        'Puis-je louer un appareil ?',
        'Oui, de nombreux appareils d’électrostimulation peuvent être loués pour 6 ou 12 mois. Le loyer mensuel est indiqué sur la fiche produit, sous « Louer ».',
      ],
      [
        'Quelle est la durée de la garantie ?',
        'Tous nos appareils bénéficient d’une garantie fabricant d’au moins deux ans, jusqu’à cinq ans pour certains tensiomètres.',
      ],
      [
        'L’électrostimulation convient-elle à tout le monde ?',
        'Aux adultes en bonne santé, oui. En cas de stimulateur cardiaque, de grossesse ou de maladie cardiovasculaire, demandez d’abord l’avis de votre médecin.',
      ],
    ],
  },
  en: {
    title: 'Customer service',
    metaDescription:
      'Contact, delivery, returns, payment methods and answers to frequently asked questions.',
    contact: [
      'We are here for you',
      (phone, email, hours) =>
        `You can reach our service team on ${phone} (${hours}) or by email at ${email}. We usually reply within one working day.`,
    ],
    shipping: [
      'Delivery and lead times',
      'We deliver within 1–3 working days. Delivery is free above the order value shown in your basket; bundles and EMS suits always ship free.',
    ],
    returns: [
      'Returns and money-back guarantee',
      'You can return any item within 30 days without giving a reason. The return label is in your customer account; we refund you within five working days of receiving the parcel.',
    ],
    payment: [
      'Payment methods',
      'Pay conveniently by credit card, PayPal or Apple Pay. All payments are transmitted in encrypted form.',
    ],
    faqHeadline: 'Frequently asked questions',
    faq: [
      [
        'Can I rent a device?',
        'Yes, many EMS devices can be rented for 6 or 12 months. The monthly rate is shown on the product page under “Rent”.',
      ],
      [
        'How long is the warranty?',
        'Every device comes with at least two years’ manufacturer’s warranty, selected blood pressure monitors with up to five years.',
      ],
      [
        'Is EMS training suitable for everyone?',
        'For healthy adults, yes. If you have a pacemaker, are pregnant or have a cardiovascular condition, please talk to your doctor first.',
      ],
    ],
  },
  nl: {
    title: 'Klantenservice',
    metaDescription:
      'Contact, verzending, retourneren, betaalmethoden en antwoorden op veelgestelde vragen.',
    contact: [
      'We staan voor je klaar',
      (phone, email, hours) =>
        `Je bereikt ons serviceteam telefonisch via ${phone} (${hours}) of per e-mail via ${email}. We antwoorden meestal binnen één werkdag.`,
    ],
    shipping: [
      'Verzending en levertijden',
      'We leveren binnen 1–3 werkdagen. Vanaf het in de winkelwagen getoonde bedrag is verzending gratis; voordeelsets en EMS-pakken versturen we altijd gratis.',
    ],
    returns: [
      'Retourneren en geld-terug-garantie',
      'Je kunt elk artikel binnen 30 dagen zonder opgave van redenen terugsturen. Het retourlabel vind je in je klantaccount; we betalen binnen vijf werkdagen na ontvangst terug.',
    ],
    payment: [
      'Betaalmethoden',
      'Betaal eenvoudig met iDEAL, Bancontact, PayPal, creditcard of achteraf met Klarna. Alle betalingen worden versleuteld verstuurd.',
    ],
    faqHeadline: 'Veelgestelde vragen',
    faq: [
      [
        'Kan ik een apparaat ook huren?',
        'Ja, veel EMS-apparaten kun je 6 of 12 maanden huren. Het maandbedrag zie je op de productpagina onder „Huren”.',
      ],
      [
        'Hoe lang geldt de garantie?',
        'Op alle apparaten geven we minimaal twee jaar fabrieksgarantie, op geselecteerde bloeddrukmeters tot vijf jaar.',
      ],
      [
        'Is EMS-training geschikt voor iedereen?',
        'Voor gezonde volwassenen wel. Heb je een pacemaker, ben je zwanger of heb je een hart- of vaatziekte, overleg dan eerst met je arts.',
      ],
    ],
  },
  it: {
    title: 'Assistenza clienti',
    metaDescription:
      'Contatti, spedizione, resi, metodi di pagamento e risposte alle domande frequenti.',
    contact: [
      'Siamo qui per te',
      (phone, email, hours) =>
        `Puoi contattare il nostro servizio clienti al numero ${phone} (${hours}) o via e-mail a ${email}. Di solito rispondiamo entro un giorno lavorativo.`,
    ],
    shipping: [
      'Spedizione e tempi di consegna',
      'Consegniamo in 2–5 giorni lavorativi. La spedizione è gratuita a partire dall’importo indicato nel carrello; i set convenienza e le tute EMS viaggiano sempre gratis.',
    ],
    returns: [
      'Resi e garanzia soddisfatti o rimborsati',
      'Puoi restituire qualsiasi articolo entro 30 giorni senza indicarne il motivo. L’etichetta di reso si trova nel tuo account; il rimborso avviene entro cinque giorni lavorativi dal ricevimento.',
    ],
    payment: [
      'Metodi di pagamento',
      'Paga comodamente con PayPal, carta di credito o Klarna. Tutti i pagamenti vengono trasmessi in forma crittografata.',
    ],
    faqHeadline: 'Domande frequenti',
    faq: [
      [
        'Posso noleggiare un dispositivo?',
        'Sì, molti dispositivi EMS si possono noleggiare per 6 o 12 mesi. La rata mensile è indicata nella pagina del prodotto alla voce «Noleggia».',
      ],
      [
        'Quanto dura la garanzia?',
        'Tutti i dispositivi hanno almeno due anni di garanzia del produttore, alcuni misuratori di pressione fino a cinque anni.',
      ],
      [
        'L’elettrostimolazione è adatta a tutti?',
        'Agli adulti in buona salute sì. In caso di pacemaker, gravidanza o malattie cardiovascolari consulta prima il tuo medico.',
      ],
    ],
  },
  pl: {
    title: 'Obsługa klienta',
    metaDescription:
      'Kontakt, dostawa, zwroty, metody płatności i odpowiedzi na najczęstsze pytania.',
    contact: [
      'Jesteśmy do Twojej dyspozycji',
      (phone, email, hours) =>
        `Nasz zespół obsługi klienta jest dostępny pod numerem ${phone} (${hours}) oraz pod adresem ${email}. Zazwyczaj odpowiadamy w ciągu jednego dnia roboczego.`,
    ],
    shipping: [
      'Dostawa i terminy',
      'Dostarczamy w ciągu 2–5 dni roboczych. Powyżej kwoty widocznej w koszyku dostawa jest bezpłatna; zestawy i kombinezony EMS wysyłamy zawsze za darmo.',
    ],
    returns: [
      'Zwroty i gwarancja zwrotu pieniędzy',
      'Każdy produkt możesz zwrócić w ciągu 30 dni bez podania przyczyny. Etykietę zwrotną znajdziesz na swoim koncie; pieniądze zwracamy w ciągu pięciu dni roboczych od otrzymania przesyłki.',
    ],
    payment: [
      'Metody płatności',
      'Płać wygodnie BLIK-iem, przez PayPal lub kartą płatniczą. Wszystkie płatności są przesyłane w formie szyfrowanej.',
    ],
    faqHeadline: 'Najczęstsze pytania',
    faq: [
      [
        'Czy mogę wypożyczyć urządzenie?',
        'Tak, wiele urządzeń EMS możesz wynająć na 6 lub 12 miesięcy. Miesięczną opłatę zobaczysz na stronie produktu w sekcji „Wynajem”.',
      ],
      [
        'Jak długo obowiązuje gwarancja?',
        'Na wszystkie urządzenia udzielamy co najmniej dwóch lat gwarancji producenta, na wybrane ciśnieniomierze nawet pięciu lat.',
      ],
      [
        'Czy trening EMS jest dla każdego?',
        'Dla zdrowych osób dorosłych tak. Jeśli masz rozrusznik serca, jesteś w ciąży lub chorujesz na serce, najpierw porozmawiaj z lekarzem.',
      ],
    ],
  },
  es: {
    title: 'Atención al cliente',
    metaDescription:
      'Contacto, envío, devoluciones, formas de pago y respuestas a las preguntas frecuentes.',
    contact: [
      'Estamos para ayudarte',
      (phone, email, hours) =>
        `Puedes contactar con nuestro equipo en el ${phone} (${hours}) o por correo electrónico en ${email}. Normalmente respondemos en un día laborable.`,
    ],
    shipping: [
      'Envío y plazos de entrega',
      'Entregamos en 2–5 días laborables. El envío es gratuito a partir del importe indicado en el carrito; los packs ventaja y los trajes EMS se envían siempre gratis.',
    ],
    returns: [
      'Devoluciones y garantía de reembolso',
      'Puedes devolver cualquier artículo en un plazo de 30 días sin indicar el motivo. La etiqueta de devolución está en tu cuenta de cliente; te reembolsamos en cinco días laborables tras recibir el paquete.',
    ],
    payment: [
      'Formas de pago',
      'Paga cómodamente con Bizum, tarjeta o PayPal. Todos los pagos se transmiten cifrados.',
    ],
    faqHeadline: 'Preguntas frecuentes',
    faq: [
      [
        '¿Puedo alquilar un dispositivo?',
        'Sí, muchos dispositivos EMS se pueden alquilar durante 6 o 12 meses. La cuota mensual aparece en la página del producto, en «Alquilar».',
      ],
      [
        '¿Cuánto dura la garantía?',
        'Todos los dispositivos tienen al menos dos años de garantía del fabricante, y algunos tensiómetros hasta cinco años.',
      ],
      [
        '¿La electroestimulación es apta para todos?',
        'Para adultos sanos, sí. Si llevas marcapasos, estás embarazada o tienes una enfermedad cardiovascular, consulta antes a tu médico.',
      ],
    ],
  },
};
