/**
 * Parcel services the shop's countries use and where a shopper follows a parcel. The
 * tracking link is built from the number; a carrier not listed here gets no link (the
 * shipping mail then names carrier and number only).
 */
export interface Carrier {
  name: string;
  trackingUrl: (trackingNumber: string) => string;
}

const carrier = (name: string, prefix: string): Carrier => ({
  name,
  trackingUrl: (trackingNumber) => `${prefix}${encodeURIComponent(trackingNumber)}`,
});

export const CARRIERS: readonly Carrier[] = [
  carrier('DHL', 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode='),
  carrier('DPD', 'https://tracking.dpd.de/status/de_DE/parcel/'),
  carrier('GLS', 'https://gls-group.com/track/'),
  carrier('UPS', 'https://www.ups.com/track?tracknum='),
  carrier('PostNL', 'https://jouw.postnl.nl/track-and-trace/'),
  carrier('bpost', 'https://track.bpost.cloud/btr/web/#/search?itemCode='),
  carrier('La Poste', 'https://www.laposte.fr/outils/suivre-vos-envois?code='),
  carrier('Poste Italiane', 'https://www.poste.it/cerca/index.html#/risultati-spedizioni/'),
  carrier('InPost', 'https://inpost.pl/sledzenie-przesylek?number='),
  carrier(
    'Correos',
    'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=',
  ),
  carrier('Swiss Post', 'https://service.post.ch/ekp-web/ui/entry/search/'),
  carrier('An Post', 'https://www.anpost.com/Post-Parcels/Track/History?item='),
];

const comparable = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** The listed carrier with this name, ignoring case, spaces and dashes. */
export function findCarrier(name: string): Carrier | undefined {
  return CARRIERS.find((candidate) => comparable(candidate.name) === comparable(name));
}
