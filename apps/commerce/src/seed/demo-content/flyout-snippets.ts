/**
 * The header's smaller snippets: flyout-snippet (the default marketing banner and advice
 * hint of the menu flyouts, shown where a menu item has no banner of its own),
 * cart-flyout-snippet (benefits and payment badges in the cart flyout) and
 * product-highlight-snippet (the promises beside the buy box).
 */
import type { SnippetOf } from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';
import type { BrandProfile } from './brands';
import { categoryPath, type Localized } from './links';
import { mediaUrl } from './media';
import { paymentImages } from './shared-texts';

interface FlyoutTexts {
  banner: [altText: string, caption: string, linkText: string];
  advice: [headline: string, text: (phone: string) => string];
  benefitsHeadline: string;
  benefits: [string, string, string, string];
  securePayment: string;
  highlights: Record<
    'delivery' | 'moneyBack' | 'warranty' | 'advice',
    [title: string, text: string]
  >;
}

const TEXTS: Localized<FlyoutTexts> = {
  de: {
    banner: [
      'Blutdruckmessgerät mit Manschette und Tasche',
      'Vorteilssets: Gerät und Zubehör zum Sparpreis',
      'Zu den Vorteilssets',
    ],
    advice: [
      'Beratung gewünscht?',
      (phone) =>
        `Unser Service-Team hilft Ihnen, das passende Gerät zu finden: ${phone}, Mo–Fr 8–18 Uhr.`,
    ],
    benefitsHeadline: 'Ihre Vorteile',
    benefits: [
      '30 Tage Geld-zurück-Garantie',
      'Lieferung in 1–3 Werktagen',
      'Sichere, verschlüsselte Zahlung',
      'Mindestens 2 Jahre Garantie',
    ],
    securePayment: 'Sicher bezahlen',
    highlights: {
      delivery: ['Schnelle Lieferung', 'In 1–3 Werktagen bei Ihnen'],
      moneyBack: ['30 Tage Geld zurück', 'Nicht zufrieden? Einfach zurücksenden.'],
      warranty: ['Herstellergarantie', 'Mindestens 2 Jahre auf alle Geräte'],
      advice: ['Persönliche Beratung', 'Mo–Fr 8–18 Uhr am Telefon'],
    },
  },
  fr: {
    banner: [
      'Tensiomètre avec brassard et étui',
      'Packs avantage : appareil et accessoires à prix réduit',
      'Voir les packs avantage',
    ],
    advice: [
      'Besoin de conseils ?',
      (phone) =>
        `Notre service client vous aide à choisir l’appareil adapté : ${phone}, du lundi au vendredi de 8 h à 18 h.`,
    ],
    benefitsHeadline: 'Vos avantages',
    benefits: [
      'Satisfait ou remboursé 30 jours',
      'Livraison en 2 à 4 jours ouvrés',
      'Paiement sécurisé et chiffré',
      'Garantie de 2 ans minimum',
    ],
    securePayment: 'Paiement sécurisé',
    highlights: {
      delivery: ['Livraison rapide', 'Chez vous en 2 à 4 jours ouvrés'],
      moneyBack: ['Remboursé sous 30 jours', 'Pas satisfait ? Renvoyez-le simplement.'],
      warranty: ['Garantie fabricant', '2 ans minimum sur tous les appareils'],
      advice: ['Conseil personnalisé', 'Par téléphone, lun.–ven. 8 h–18 h'],
    },
  },
  en: {
    banner: [
      'Blood pressure monitor with cuff and case',
      'Bundles: device and accessories at a saving',
      'Shop bundles',
    ],
    advice: [
      'Need advice?',
      (phone) =>
        `Our service team will help you find the right device: ${phone}, Monday to Friday, 8 am to 6 pm.`,
    ],
    benefitsHeadline: 'Your benefits',
    benefits: [
      '30-day money-back guarantee',
      'Delivery in 1–3 working days',
      'Secure, encrypted payment',
      'At least 2 years’ warranty',
    ],
    securePayment: 'Secure payment',
    highlights: {
      delivery: ['Fast delivery', 'With you in 1–3 working days'],
      moneyBack: ['30 days money back', 'Not happy? Simply send it back.'],
      warranty: ['Manufacturer’s warranty', 'At least 2 years on every device'],
      advice: ['Personal advice', 'By phone, Mon–Fri 8 am–6 pm'],
    },
  },
  nl: {
    banner: [
      'Bloeddrukmeter met manchet en etui',
      'Voordeelsets: apparaat en accessoires voordelig',
      'Naar de voordeelsets',
    ],
    advice: [
      'Advies nodig?',
      (phone) =>
        `Ons serviceteam helpt je het juiste apparaat te vinden: ${phone}, ma–vr 8–18 uur.`,
    ],
    benefitsHeadline: 'Jouw voordelen',
    benefits: [
      '30 dagen geld-terug-garantie',
      'Levering in 1–3 werkdagen',
      'Veilig, versleuteld betalen',
      'Minimaal 2 jaar garantie',
    ],
    securePayment: 'Veilig betalen',
    highlights: {
      delivery: ['Snelle levering', 'Binnen 1–3 werkdagen in huis'],
      moneyBack: ['30 dagen geld terug', 'Niet tevreden? Gewoon terugsturen.'],
      warranty: ['Fabrieksgarantie', 'Minimaal 2 jaar op alle apparaten'],
      advice: ['Persoonlijk advies', 'Telefonisch, ma–vr 8–18 uur'],
    },
  },
  it: {
    banner: [
      'Misuratore di pressione con bracciale e custodia',
      'Set convenienza: dispositivo e accessori a prezzo ridotto',
      'Scopri i set convenienza',
    ],
    advice: [
      'Serve un consiglio?',
      (phone) =>
        `Il nostro servizio clienti ti aiuta a scegliere il dispositivo giusto: ${phone}, lun–ven 8–18.`,
    ],
    benefitsHeadline: 'I tuoi vantaggi',
    benefits: [
      'Soddisfatti o rimborsati entro 30 giorni',
      'Consegna in 2–5 giorni lavorativi',
      'Pagamento sicuro e crittografato',
      'Almeno 2 anni di garanzia',
    ],
    securePayment: 'Pagamento sicuro',
    highlights: {
      delivery: ['Consegna rapida', 'Da te in 2–5 giorni lavorativi'],
      moneyBack: ['Rimborso entro 30 giorni', 'Non sei soddisfatto? Restituiscilo.'],
      warranty: ['Garanzia del produttore', 'Almeno 2 anni su tutti i dispositivi'],
      advice: ['Consulenza personale', 'Al telefono, lun–ven 8–18'],
    },
  },
  pl: {
    banner: [
      'Ciśnieniomierz z mankietem i etui',
      'Zestawy: urządzenie i akcesoria w niższej cenie',
      'Zobacz zestawy',
    ],
    advice: [
      'Potrzebujesz porady?',
      (phone) => `Nasz zespół pomoże Ci wybrać odpowiednie urządzenie: ${phone}, pon.–pt. 8–18.`,
    ],
    benefitsHeadline: 'Twoje korzyści',
    benefits: [
      '30 dni gwarancji zwrotu pieniędzy',
      'Dostawa w 2–5 dni roboczych',
      'Bezpieczne, szyfrowane płatności',
      'Co najmniej 2 lata gwarancji',
    ],
    securePayment: 'Bezpieczne płatności',
    highlights: {
      delivery: ['Szybka dostawa', 'U Ciebie w 2–5 dni roboczych'],
      moneyBack: ['30 dni na zwrot', 'Nie jesteś zadowolony? Po prostu odeślij.'],
      warranty: ['Gwarancja producenta', 'Co najmniej 2 lata na wszystkie urządzenia'],
      advice: ['Osobiste doradztwo', 'Telefonicznie, pon.–pt. 8–18'],
    },
  },
  es: {
    banner: [
      'Tensiómetro con manguito y funda',
      'Packs ventaja: dispositivo y accesorios a precio reducido',
      'Ver packs ventaja',
    ],
    advice: [
      '¿Necesitas asesoramiento?',
      (phone) =>
        `Nuestro equipo te ayuda a elegir el dispositivo adecuado: ${phone}, de lunes a viernes de 8 a 18 h.`,
    ],
    benefitsHeadline: 'Tus ventajas',
    benefits: [
      'Garantía de devolución de 30 días',
      'Entrega en 2–5 días laborables',
      'Pago seguro y cifrado',
      'Al menos 2 años de garantía',
    ],
    securePayment: 'Pago seguro',
    highlights: {
      delivery: ['Entrega rápida', 'En tu casa en 2–5 días laborables'],
      moneyBack: ['30 días de devolución', '¿No te convence? Devuélvelo sin más.'],
      warranty: ['Garantía del fabricante', 'Al menos 2 años en todos los dispositivos'],
      advice: ['Asesoramiento personal', 'Por teléfono, lun.–vie. 8–18 h'],
    },
  },
};

export function flyoutSnippet(
  language: LanguageCode,
  brand: BrandProfile,
): SnippetOf<'flyout-snippet'> {
  const [altText, caption, linkText] = TEXTS[language].banner;
  const [headline, text] = TEXTS[language].advice;
  return {
    snippetId: 'flyout-snippet',
    config: {
      main: {
        elements: [
          {
            component: 'flyout-banner',
            properties: {
              content: {
                image: mediaUrl('banner/sale'),
                altText,
                caption,
                linkText,
                linkURL: categoryPath('bundles', language),
              },
            },
          },
          {
            component: 'text',
            properties: { content: { headline, paragraphs: [text(brand.phone[language])] } },
          },
        ],
      },
    },
  };
}

export function cartFlyoutSnippet(language: LanguageCode): SnippetOf<'cart-flyout-snippet'> {
  const texts = TEXTS[language];
  return {
    snippetId: 'cart-flyout-snippet',
    config: {
      main: {
        elements: [
          {
            component: 'benefits',
            properties: {
              content: { headline: texts.benefitsHeadline, items: [...texts.benefits] },
            },
          },
          {
            component: 'payment',
            properties: {
              content: { heading: texts.securePayment, images: paymentImages(language) },
            },
          },
        ],
      },
    },
  };
}

export function productHighlightSnippet(
  language: LanguageCode,
): SnippetOf<'product-highlight-snippet'> {
  const { delivery, moneyBack, warranty, advice } = TEXTS[language].highlights;
  const item = (icon: Parameters<typeof mediaUrl>[0], [title, text]: [string, string]) => ({
    icon: mediaUrl(icon),
    title,
    text,
  });
  return {
    snippetId: 'product-highlight-snippet',
    config: {
      main: {
        elements: [
          {
            component: 'product-highlights',
            properties: {
              content: {
                items: [
                  item('highlight/truck', delivery),
                  item('highlight/return', moneyBack),
                  item('highlight/shield', warranty),
                  item('highlight/phone', advice),
                ],
              },
            },
          },
        ],
      },
    },
  };
}
