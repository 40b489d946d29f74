/**
 * The checkout API's shopper texts in every content language (`{n}` stands for a number):
 * field errors of the address and contact rules (spec 5) and why an order was refused.
 * The storefront shows them as they are, so these are shopper texts, not diagnostics.
 */
import type { LanguageCode } from '@shop/shop-config';
import { type LocalizedTexts, localizedText } from '../../i18n/localized-texts';

export const CHECKOUT_MESSAGES = {
  required: {
    de: 'Bitte füllen Sie dieses Feld aus.',
    fr: 'Veuillez remplir ce champ.',
    en: 'Please fill in this field.',
    nl: 'Vul dit veld in.',
    it: 'Compila questo campo.',
    pl: 'Wypełnij to pole.',
    es: 'Rellena este campo.',
  },
  tooLong: {
    de: 'Bitte höchstens {n} Zeichen eingeben.',
    fr: 'Veuillez saisir au maximum {n} caractères.',
    en: 'Please enter at most {n} characters.',
    nl: 'Voer maximaal {n} tekens in.',
    it: 'Inserisci al massimo {n} caratteri.',
    pl: 'Wpisz maksymalnie {n} znaków.',
    es: 'Introduce como máximo {n} caracteres.',
  },
  invalidText: {
    de: 'Dieses Feld enthält unzulässige Zeichen.',
    fr: 'Ce champ contient des caractères non autorisés.',
    en: 'This field contains characters that are not allowed.',
    nl: 'Dit veld bevat ongeldige tekens.',
    it: 'Questo campo contiene caratteri non consentiti.',
    pl: 'To pole zawiera niedozwolone znaki.',
    es: 'Este campo contiene caracteres no permitidos.',
  },
  invalidEmail: {
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    fr: 'Veuillez saisir une adresse e-mail valide.',
    en: 'Please enter a valid e-mail address.',
    nl: 'Voer een geldig e-mailadres in.',
    it: 'Inserisci un indirizzo e-mail valido.',
    pl: 'Podaj prawidłowy adres e-mail.',
    es: 'Introduce una dirección de correo electrónico válida.',
  },
  invalidPhone: {
    de: 'Bitte geben Sie die Telefonnummer im Format +491511234567 ein.',
    fr: 'Veuillez saisir le numéro au format +33612345678.',
    en: 'Please enter the phone number in the format +441234567890.',
    nl: 'Voer het telefoonnummer in als +31612345678.',
    it: 'Inserisci il numero nel formato +393123456789.',
    pl: 'Podaj numer telefonu w formacie +48123456789.',
    es: 'Introduce el teléfono con el formato +34612345678.',
  },
  countryNotServed: {
    de: 'In dieses Land liefert dieser Shop nicht. Bitte wählen Sie das Lieferland im Shop.',
    fr: 'Cette boutique ne livre pas dans ce pays. Veuillez choisir le pays de livraison dans la boutique.',
    en: 'This shop does not deliver to this country. Please choose the delivery country in the shop.',
    nl: 'Deze winkel levert niet in dit land. Kies het leveringsland in de winkel.',
    it: 'Questo negozio non spedisce in questo paese. Scegli il paese di consegna nel negozio.',
    pl: 'Ten sklep nie dostarcza do tego kraju. Wybierz kraj dostawy w sklepie.',
    es: 'Esta tienda no envía a este país. Elige el país de entrega en la tienda.',
  },
  customerTokenInvalid: {
    de: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
    fr: 'La session a expiré. Veuillez vous reconnecter.',
    en: 'Your session has expired. Please log in again.',
    nl: 'Uw sessie is verlopen. Log opnieuw in.',
    it: 'La sessione è scaduta. Accedi di nuovo.',
    pl: 'Sesja wygasła. Zaloguj się ponownie.',
    es: 'La sesión ha caducado. Vuelve a iniciar sesión.',
  },
  paymentMethodMissing: {
    de: 'Bitte wählen Sie eine Zahlungsart.',
    fr: 'Veuillez choisir un mode de paiement.',
    en: 'Please choose a payment method.',
    nl: 'Kies een betaalmethode.',
    it: 'Scegli un metodo di pagamento.',
    pl: 'Wybierz metodę płatności.',
    es: 'Elige un método de pago.',
  },
  cardMissing: {
    de: 'Bitte geben Sie die Kartendaten ein.',
    fr: 'Veuillez saisir les données de la carte.',
    en: 'Please enter the card details.',
    nl: 'Voer de kaartgegevens in.',
    it: 'Inserisci i dati della carta.',
    pl: 'Podaj dane karty.',
    es: 'Introduce los datos de la tarjeta.',
  },
  consentRequired: {
    de: 'Bitte bestätigen Sie dies, um zu bestellen.',
    fr: 'Veuillez confirmer ceci pour commander.',
    en: 'Please confirm this to order.',
    nl: 'Bevestig dit om te bestellen.',
    it: 'Conferma per ordinare.',
    pl: 'Potwierdź, aby złożyć zamówienie.',
    es: 'Confírmalo para realizar el pedido.',
  },
  cardInvalid: {
    de: 'Bitte prüfen Sie die Kartendaten.',
    fr: 'Veuillez vérifier les données de la carte.',
    en: 'Please check the card details.',
    nl: 'Controleer de kaartgegevens.',
    it: 'Controlla i dati della carta.',
    pl: 'Sprawdź dane karty.',
    es: 'Revisa los datos de la tarjeta.',
  },
  cartEmpty: {
    de: 'Der Warenkorb ist leer.',
    fr: 'Le panier est vide.',
    en: 'The cart is empty.',
    nl: 'De winkelwagen is leeg.',
    it: 'Il carrello è vuoto.',
    pl: 'Koszyk jest pusty.',
    es: 'El carrito está vacío.',
  },
  checkFields: {
    de: 'Bitte prüfen Sie die markierten Angaben.',
    fr: 'Veuillez vérifier les informations signalées.',
    en: 'Please check the highlighted details.',
    nl: 'Controleer de gemarkeerde gegevens.',
    it: 'Controlla i dati evidenziati.',
    pl: 'Sprawdź zaznaczone dane.',
    es: 'Revisa los datos señalados.',
  },
  stockShort: {
    de: 'Einige Artikel sind nicht mehr in der gewünschten Menge auf Lager. Es wurde nichts bestellt oder berechnet.',
    fr: "Certains articles ne sont plus en stock dans la quantité souhaitée. Rien n'a été commandé ni facturé.",
    en: 'Some items are no longer in stock in the quantity you chose. Nothing was ordered or charged.',
    nl: 'Sommige artikelen zijn niet meer in de gewenste hoeveelheid op voorraad. Er is niets besteld of in rekening gebracht.',
    it: 'Alcuni articoli non sono più disponibili nella quantità scelta. Non è stato ordinato né addebitato nulla.',
    pl: 'Niektórych artykułów nie ma już w wybranej ilości. Nic nie zostało zamówione ani pobrane.',
    es: 'Algunos artículos ya no están disponibles en la cantidad elegida. No se ha pedido ni cobrado nada.',
  },
  paymentDeclined: {
    de: 'Die Zahlung wurde abgelehnt. Bitte prüfen Sie die Kartendaten oder wählen Sie eine andere Zahlungsart.',
    fr: 'Le paiement a été refusé. Veuillez vérifier les données de la carte ou choisir un autre mode de paiement.',
    en: 'The payment was declined. Please check the card details or choose another payment method.',
    nl: 'De betaling is geweigerd. Controleer de kaartgegevens of kies een andere betaalmethode.',
    it: 'Il pagamento è stato rifiutato. Controlla i dati della carta o scegli un altro metodo di pagamento.',
    pl: 'Płatność została odrzucona. Sprawdź dane karty lub wybierz inną metodę płatności.',
    es: 'El pago ha sido rechazado. Revisa los datos de la tarjeta o elige otro método de pago.',
  },
  closed: {
    de: 'Diese Bestellung wurde bereits aufgegeben.',
    fr: 'Cette commande a déjà été passée.',
    en: 'This order has already been placed.',
    nl: 'Deze bestelling is al geplaatst.',
    it: 'Questo ordine è già stato effettuato.',
    pl: 'To zamówienie zostało już złożone.',
    es: 'Este pedido ya se ha realizado.',
  },
} as const satisfies Record<string, LocalizedTexts>;

export type CheckoutMessageId = keyof typeof CHECKOUT_MESSAGES;

export function checkoutMessage(id: CheckoutMessageId, language: LanguageCode, n?: number): string {
  return localizedText(CHECKOUT_MESSAGES[id], language, n);
}

/** Texts for the message keys of packages/validation (validation.*). */
const VALIDATION_KEYS: Readonly<Record<string, CheckoutMessageId>> = {
  'validation.required': 'required',
  'validation.tooLong': 'tooLong',
  'validation.invalidText': 'invalidText',
  'validation.invalidEmail': 'invalidEmail',
  'validation.phone': 'invalidPhone',
};

/** A validation rule's message key in the shopper's language; unknown keys read as invalid. */
export function validationMessage(key: string, language: LanguageCode, maxLength?: number): string {
  return checkoutMessage(VALIDATION_KEYS[key] ?? 'invalidText', language, maxLength);
}
