/**
 * Cart user-error messages in every content language; `{n}` stands for a number.
 * The storefront shows the first message as it is (spec 7), so these are shopper texts.
 */
import type { LanguageCode } from '@shop/shop-config';
import { type LocalizedTexts, localizedText } from '../../i18n/localized-texts';

export const CART_MESSAGES = {
  cartNotFound: {
    de: 'Der Warenkorb existiert nicht.',
    fr: "Le panier n'existe pas.",
    en: 'The cart does not exist.',
    nl: 'De winkelwagen bestaat niet.',
    it: 'Il carrello non esiste.',
    pl: 'Koszyk nie istnieje.',
    es: 'El carrito no existe.',
  },
  merchandiseNotFound: {
    de: 'Dieser Artikel ist in diesem Land nicht erhältlich.',
    fr: "Cet article n'est pas disponible dans ce pays.",
    en: 'This item is not available in this country.',
    nl: 'Dit artikel is in dit land niet verkrijgbaar.',
    it: 'Questo articolo non è disponibile in questo paese.',
    pl: 'Ten artykuł nie jest dostępny w tym kraju.',
    es: 'Este artículo no está disponible en este país.',
  },
  quantityInvalid: {
    de: 'Die Menge muss eine ganze Zahl ab 1 sein.',
    fr: 'La quantité doit être un nombre entier supérieur ou égal à 1.',
    en: 'The quantity must be a whole number of at least 1.',
    nl: 'Het aantal moet een geheel getal van minstens 1 zijn.',
    it: 'La quantità deve essere un numero intero di almeno 1.',
    pl: 'Ilość musi być liczbą całkowitą równą co najmniej 1.',
    es: 'La cantidad debe ser un número entero de al menos 1.',
  },
  quantityTooHigh: {
    de: 'Pro Artikel sind höchstens {n} Stück möglich.',
    fr: 'Au maximum {n} pièces par article.',
    en: 'At most {n} pieces per item are possible.',
    nl: 'Maximaal {n} stuks per artikel.',
    it: 'Al massimo {n} pezzi per articolo.',
    pl: 'Maksymalnie {n} sztuk na artykuł.',
    es: 'Como máximo {n} unidades por artículo.',
  },
  notEnoughStock: {
    de: 'Von diesem Artikel sind nur noch {n} Stück auf Lager.',
    fr: 'Il ne reste que {n} pièces de cet article en stock.',
    en: 'Only {n} of this item are left in stock.',
    nl: 'Van dit artikel zijn nog maar {n} stuks op voorraad.',
    it: 'Di questo articolo restano solo {n} pezzi in magazzino.',
    pl: 'Tego artykułu zostało w magazynie tylko {n} szt.',
    es: 'Solo quedan {n} unidades de este artículo en stock.',
  },
  outOfStock: {
    de: 'Dieser Artikel ist zurzeit nicht auf Lager.',
    fr: 'Cet article est actuellement en rupture de stock.',
    en: 'This item is currently out of stock.',
    nl: 'Dit artikel is momenteel niet op voorraad.',
    it: 'Questo articolo al momento non è disponibile in magazzino.',
    pl: 'Tego artykułu obecnie nie ma w magazynie.',
    es: 'Este artículo está agotado en este momento.',
  },
  lineNotFound: {
    de: 'Diese Warenkorbposition existiert nicht.',
    fr: "Cette ligne du panier n'existe pas.",
    en: 'This cart line does not exist.',
    nl: 'Deze regel van de winkelwagen bestaat niet.',
    it: 'Questa riga del carrello non esiste.',
    pl: 'Ta pozycja koszyka nie istnieje.',
    es: 'Esta línea del carrito no existe.',
  },
  tooManyLines: {
    de: 'Der Warenkorb kann höchstens {n} Positionen enthalten.',
    fr: 'Le panier peut contenir au maximum {n} lignes.',
    en: 'The cart can hold at most {n} lines.',
    nl: 'De winkelwagen kan maximaal {n} regels bevatten.',
    it: 'Il carrello può contenere al massimo {n} righe.',
    pl: 'Koszyk może zawierać maksymalnie {n} pozycji.',
    es: 'El carrito puede contener como máximo {n} líneas.',
  },
  attributeInvalid: {
    de: 'Ein Attribut braucht einen Schlüssel und darf höchstens {n} Zeichen lang sein.',
    fr: 'Un attribut doit avoir une clé et ne pas dépasser {n} caractères.',
    en: 'An attribute needs a key and may be at most {n} characters long.',
    nl: 'Een attribuut heeft een sleutel nodig en mag maximaal {n} tekens lang zijn.',
    it: 'Un attributo richiede una chiave e può avere al massimo {n} caratteri.',
    pl: 'Atrybut musi mieć klucz i może mieć maksymalnie {n} znaków.',
    es: 'Un atributo necesita una clave y puede tener como máximo {n} caracteres.',
  },
  emailInvalid: {
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    fr: 'Veuillez saisir une adresse e-mail valide.',
    en: 'Please enter a valid e-mail address.',
    nl: 'Voer een geldig e-mailadres in.',
    it: 'Inserisci un indirizzo e-mail valido.',
    pl: 'Podaj prawidłowy adres e-mail.',
    es: 'Introduce una dirección de correo electrónico válida.',
  },
  phoneInvalid: {
    de: 'Bitte geben Sie die Telefonnummer im Format +491511234567 ein.',
    fr: 'Veuillez saisir le numéro au format +33612345678.',
    en: 'Please enter the phone number in the format +441234567890.',
    nl: 'Voer het telefoonnummer in als +31612345678.',
    it: 'Inserisci il numero nel formato +393123456789.',
    pl: 'Podaj numer telefonu w formacie +48123456789.',
    es: 'Introduce el teléfono con el formato +34612345678.',
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
  rentalPeriodUnavailable: {
    de: 'Diese Mietdauer wird für diesen Artikel nicht angeboten.',
    fr: "Cette durée de location n'est pas proposée pour cet article.",
    en: 'This rental period is not offered for this item.',
    nl: 'Deze huurperiode wordt voor dit artikel niet aangeboden.',
    it: 'Questa durata di noleggio non è disponibile per questo articolo.',
    pl: 'Ten okres wynajmu nie jest oferowany dla tego artykułu.',
    es: 'Este periodo de alquiler no está disponible para este artículo.',
  },
  catalogueMode: {
    de: 'Der Shop nimmt zurzeit keine Bestellungen an.',
    fr: "La boutique n'accepte pas de commandes pour le moment.",
    en: 'The shop is not taking orders at the moment.',
    nl: 'De winkel neemt momenteel geen bestellingen aan.',
    it: 'Il negozio al momento non accetta ordini.',
    pl: 'Sklep obecnie nie przyjmuje zamówień.',
    es: 'La tienda no acepta pedidos en este momento.',
  },
  noteTooLong: {
    de: 'Die Notiz darf höchstens {n} Zeichen lang sein.',
    fr: 'La note ne doit pas dépasser {n} caractères.',
    en: 'The note may be at most {n} characters long.',
    nl: 'De notitie mag maximaal {n} tekens lang zijn.',
    it: 'La nota può avere al massimo {n} caratteri.',
    pl: 'Notatka może mieć maksymalnie {n} znaków.',
    es: 'La nota puede tener como máximo {n} caracteres.',
  },
} as const satisfies Record<string, LocalizedTexts>;

export type CartMessageId = keyof typeof CART_MESSAGES;

export function cartMessage(id: CartMessageId, language: LanguageCode, n?: number): string {
  return localizedText(CART_MESSAGES[id], language, n);
}
