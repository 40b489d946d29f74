/**
 * Texts of the order confirmation and the shipping mail in every content language.
 * Placeholders: {order} order name (#1001), {n} months, {amount} a formatted price,
 * {rate} the VAT rate, {carrier} the parcel service, {number} the tracking number.
 */
import type { LanguageCode } from '@shop/shop-config';

export interface OrderMailTexts {
  confirmationSubject: string;
  greeting: string;
  confirmationBody: string;
  orderNumber: string;
  quantity: string;
  rental: string;
  subtotal: string;
  shipping: string;
  freeShipping: string;
  total: string;
  vatNote: string;
  shippingAddress: string;
  payment: string;
  invoice: string;
  testCard: string;
  rentalNote: string;
  closing: string;
  shippedSubject: string;
  shippedBody: string;
  trackingNumber: string;
  trackButton: string;
}

export const ORDER_MAIL_TEXTS: Readonly<Record<LanguageCode, OrderMailTexts>> = {
  de: {
    confirmationSubject: 'Ihre Bestellung {order}',
    greeting: 'Hallo,',
    confirmationBody:
      'vielen Dank für Ihre Bestellung. Wir haben sie erhalten und bereiten den Versand vor.',
    orderNumber: 'Bestellnummer',
    quantity: 'Menge',
    rental: 'Miete für {n} Monate, {amount} pro Monat',
    subtotal: 'Zwischensumme',
    shipping: 'Versand',
    freeShipping: 'kostenlos',
    total: 'Gesamtsumme',
    vatNote: 'inkl. {rate} % MwSt.: {amount}',
    shippingAddress: 'Lieferadresse',
    payment: 'Zahlungsart',
    invoice: 'Rechnung',
    testCard: 'Kreditkarte',
    rentalNote:
      'Bei Mietartikeln wird heute die erste Monatsmiete berechnet, die weiteren monatlich.',
    closing: 'Bei Fragen antworten Sie einfach auf diese E-Mail.',
    shippedSubject: 'Ihre Bestellung {order} ist unterwegs',
    shippedBody: 'Ihre Bestellung {order} wurde an {carrier} übergeben.',
    trackingNumber: 'Sendungsnummer',
    trackButton: 'Sendung verfolgen',
  },
  fr: {
    confirmationSubject: 'Votre commande {order}',
    greeting: 'Bonjour,',
    confirmationBody:
      "merci pour votre commande. Nous l'avons bien reçue et préparons l'expédition.",
    orderNumber: 'Numéro de commande',
    quantity: 'Quantité',
    rental: 'Location pour {n} mois, {amount} par mois',
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    freeShipping: 'gratuite',
    total: 'Total',
    vatNote: 'dont TVA {rate} % : {amount}',
    shippingAddress: 'Adresse de livraison',
    payment: 'Mode de paiement',
    invoice: 'Facture',
    testCard: 'Carte bancaire',
    rentalNote:
      "Pour les articles loués, le premier loyer mensuel est facturé aujourd'hui, les suivants chaque mois.",
    closing: 'Pour toute question, répondez simplement à cet e-mail.',
    shippedSubject: 'Votre commande {order} est en route',
    shippedBody: 'Votre commande {order} a été remise à {carrier}.',
    trackingNumber: 'Numéro de suivi',
    trackButton: 'Suivre le colis',
  },
  en: {
    confirmationSubject: 'Your order {order}',
    greeting: 'Hello,',
    confirmationBody:
      'thank you for your order. We have received it and are preparing it for shipping.',
    orderNumber: 'Order number',
    quantity: 'Quantity',
    rental: 'Rented for {n} months, {amount} per month',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    freeShipping: 'free',
    total: 'Total',
    vatNote: 'incl. {rate}% VAT: {amount}',
    shippingAddress: 'Shipping address',
    payment: 'Payment method',
    invoice: 'Invoice',
    testCard: 'Credit card',
    rentalNote:
      'For rented items the first monthly rent is charged today, the following ones monthly.',
    closing: 'If you have any questions, simply reply to this e-mail.',
    shippedSubject: 'Your order {order} is on its way',
    shippedBody: 'Your order {order} has been handed over to {carrier}.',
    trackingNumber: 'Tracking number',
    trackButton: 'Track parcel',
  },
  nl: {
    confirmationSubject: 'Uw bestelling {order}',
    greeting: 'Hallo,',
    confirmationBody:
      'hartelijk dank voor uw bestelling. We hebben hem ontvangen en bereiden de verzending voor.',
    orderNumber: 'Bestelnummer',
    quantity: 'Aantal',
    rental: 'Huur voor {n} maanden, {amount} per maand',
    subtotal: 'Subtotaal',
    shipping: 'Verzending',
    freeShipping: 'gratis',
    total: 'Totaal',
    vatNote: 'incl. {rate}% btw: {amount}',
    shippingAddress: 'Afleveradres',
    payment: 'Betaalmethode',
    invoice: 'Factuur',
    testCard: 'Creditcard',
    rentalNote:
      'Voor huurartikelen wordt vandaag de eerste maandhuur berekend, de volgende maandelijks.',
    closing: 'Heeft u vragen? Beantwoord dan gewoon deze e-mail.',
    shippedSubject: 'Uw bestelling {order} is onderweg',
    shippedBody: 'Uw bestelling {order} is overgedragen aan {carrier}.',
    trackingNumber: 'Trackingnummer',
    trackButton: 'Zending volgen',
  },
  it: {
    confirmationSubject: 'Il tuo ordine {order}',
    greeting: 'Ciao,',
    confirmationBody:
      'grazie per il tuo ordine. Lo abbiamo ricevuto e ne stiamo preparando la spedizione.',
    orderNumber: 'Numero ordine',
    quantity: 'Quantità',
    rental: 'Noleggio per {n} mesi, {amount} al mese',
    subtotal: 'Subtotale',
    shipping: 'Spedizione',
    freeShipping: 'gratuita',
    total: 'Totale',
    vatNote: 'IVA {rate}% inclusa: {amount}',
    shippingAddress: 'Indirizzo di consegna',
    payment: 'Metodo di pagamento',
    invoice: 'Fattura',
    testCard: 'Carta di credito',
    rentalNote:
      'Per gli articoli a noleggio oggi viene addebitato il primo canone mensile, i successivi ogni mese.',
    closing: 'Per qualsiasi domanda, rispondi semplicemente a questa e-mail.',
    shippedSubject: 'Il tuo ordine {order} è in viaggio',
    shippedBody: 'Il tuo ordine {order} è stato affidato a {carrier}.',
    trackingNumber: 'Numero di tracciamento',
    trackButton: 'Traccia la spedizione',
  },
  pl: {
    confirmationSubject: 'Twoje zamówienie {order}',
    greeting: 'Dzień dobry,',
    confirmationBody: 'dziękujemy za zamówienie. Otrzymaliśmy je i przygotowujemy wysyłkę.',
    orderNumber: 'Numer zamówienia',
    quantity: 'Ilość',
    rental: 'Wynajem na {n} mies., {amount} miesięcznie',
    subtotal: 'Suma częściowa',
    shipping: 'Wysyłka',
    freeShipping: 'bezpłatna',
    total: 'Razem',
    vatNote: 'w tym {rate}% VAT: {amount}',
    shippingAddress: 'Adres dostawy',
    payment: 'Metoda płatności',
    invoice: 'Faktura',
    testCard: 'Karta kredytowa',
    rentalNote:
      'Za wynajmowane artykuły dziś pobierana jest pierwsza miesięczna opłata, kolejne co miesiąc.',
    closing: 'W razie pytań po prostu odpowiedz na tę wiadomość.',
    shippedSubject: 'Twoje zamówienie {order} jest w drodze',
    shippedBody: 'Twoje zamówienie {order} zostało przekazane firmie {carrier}.',
    trackingNumber: 'Numer przesyłki',
    trackButton: 'Śledź przesyłkę',
  },
  es: {
    confirmationSubject: 'Tu pedido {order}',
    greeting: 'Hola:',
    confirmationBody: 'gracias por tu pedido. Lo hemos recibido y estamos preparando el envío.',
    orderNumber: 'Número de pedido',
    quantity: 'Cantidad',
    rental: 'Alquiler por {n} meses, {amount} al mes',
    subtotal: 'Subtotal',
    shipping: 'Envío',
    freeShipping: 'gratis',
    total: 'Total',
    vatNote: 'IVA del {rate} % incluido: {amount}',
    shippingAddress: 'Dirección de entrega',
    payment: 'Método de pago',
    invoice: 'Factura',
    testCard: 'Tarjeta de crédito',
    rentalNote:
      'En los artículos de alquiler hoy se cobra la primera cuota mensual y las siguientes cada mes.',
    closing: 'Si tienes alguna pregunta, responde a este correo.',
    shippedSubject: 'Tu pedido {order} está en camino',
    shippedBody: 'Tu pedido {order} se ha entregado a {carrier}.',
    trackingNumber: 'Número de seguimiento',
    trackButton: 'Seguir el envío',
  },
};
