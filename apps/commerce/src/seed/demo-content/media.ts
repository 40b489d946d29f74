/**
 * Generated SVG images for the demo content: payment and carrier badges, social and app
 * icons, brand logos and text-free banners, stored in media_files under /media/content/
 * so every image the content references resolves without any image files. Badges show
 * plain names on brand-like colours, not the real trademarks.
 */

type Motif = 'pulse' | 'ems' | 'sale' | 'cuff' | 'guide' | 'service' | 'team' | 'suit';

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

function badge(label: string, background: string, foreground: string): string {
  return svg(
    64,
    40,
    `<rect width="64" height="40" rx="6" fill="${background}"/>` +
      `<text x="32" y="25" font-family="Arial, sans-serif" font-size="${label.length > 8 ? 9 : 11}" font-weight="700" text-anchor="middle" fill="${foreground}">${label}</text>`,
  );
}

/** Round icon with one or two letters, used for social networks in 24 and 27 px (spec 9). */
function roundIcon(letters: string, background: string): string {
  return svg(
    32,
    32,
    `<circle cx="16" cy="16" r="16" fill="${background}"/>` +
      `<text x="16" y="21" font-family="Arial, sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="#ffffff">${letters}</text>`,
  );
}

function storeBadge(line1: string, line2: string): string {
  return svg(
    135,
    40,
    `<rect width="135" height="40" rx="8" fill="#111111"/>` +
      `<circle cx="20" cy="20" r="9" fill="none" stroke="#ffffff" stroke-width="2"/>` +
      `<text x="36" y="16" font-family="Arial, sans-serif" font-size="8" fill="#ffffff">${line1}</text>` +
      `<text x="36" y="30" font-family="Arial, sans-serif" font-size="14" font-weight="700" fill="#ffffff">${line2}</text>`,
  );
}

function logo(name: string, color: string): string {
  return svg(
    160,
    40,
    `<path d="M6 22h8l4-10 6 20 5-14 3 4h8" fill="none" stroke="${color}" stroke-width="3" stroke-linejoin="round"/>` +
      `<text x="50" y="28" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="${color}">${name}</text>`,
  );
}

/** Line icons for the product highlights. */
const HIGHLIGHT_PATHS = {
  truck: 'M4 10h14v12H4zM18 14h6l4 4v4H18zM9 25a2 2 0 1 0 0.1 0M23 25a2 2 0 1 0 0.1 0',
  return: 'M10 8 4 14l6 6M4 14h16a8 8 0 0 1 0 16h-6',
  shield: 'M16 3 5 7v8c0 7 5 12 11 14 6-2 11-7 11-14V7z M11 16l4 4 7-8',
  phone: 'M8 4h6l2 7-4 2a16 16 0 0 0 7 7l2-4 7 2v6a3 3 0 0 1-3 3A22 22 0 0 1 5 7a3 3 0 0 1 3-3z',
} as const;

function lineIcon(path: string): string {
  return svg(
    32,
    32,
    `<path d="${path}" fill="none" stroke="#0f766e" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

const MOTIFS: Record<Motif, (width: number, height: number) => string> = {
  pulse: (w, h) =>
    `<path d="M0 ${h / 2}h${w * 0.3}l${w * 0.05}-${h * 0.25} ${w * 0.07} ${h * 0.45} ${w * 0.06}-${h * 0.3} ${w * 0.04} ${h * 0.1}H${w}" fill="none" stroke="#ffffff" stroke-width="6" stroke-linejoin="round" opacity="0.9"/>`,
  ems: (w, h) =>
    `<circle cx="${w / 2}" cy="${h * 0.22}" r="${h * 0.09}" fill="#ffffff"/>` +
    `<path d="M${w / 2} ${h * 0.32}v${h * 0.33}M${w / 2 - h * 0.2} ${h * 0.42}h${h * 0.4}M${w / 2} ${h * 0.65}l-${h * 0.12} ${h * 0.25}M${w / 2} ${h * 0.65}l${h * 0.12} ${h * 0.25}" stroke="#ffffff" stroke-width="${h * 0.05}" stroke-linecap="round"/>` +
    `<path d="M${w * 0.2} ${h * 0.5}l${w * 0.05}-${h * 0.1} ${w * 0.02} ${h * 0.2} ${w * 0.05}-${h * 0.1}M${w * 0.68} ${h * 0.5}l${w * 0.05}-${h * 0.1} ${w * 0.02} ${h * 0.2} ${w * 0.05}-${h * 0.1}" fill="none" stroke="#fde047" stroke-width="4"/>`,
  sale: (w, h) =>
    `<circle cx="${w * 0.38}" cy="${h * 0.35}" r="${h * 0.1}" fill="none" stroke="#ffffff" stroke-width="8"/>` +
    `<circle cx="${w * 0.62}" cy="${h * 0.68}" r="${h * 0.1}" fill="none" stroke="#ffffff" stroke-width="8"/>` +
    `<path d="M${w * 0.64} ${h * 0.22}L${w * 0.36} ${h * 0.82}" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/>`,
  cuff: (w, h) =>
    `<rect x="${w * 0.2}" y="${h * 0.3}" width="${w * 0.6}" height="${h * 0.4}" rx="${h * 0.08}" fill="none" stroke="#ffffff" stroke-width="6"/>` +
    `<path d="M${w * 0.8} ${h / 2}C${w * 0.9} ${h / 2} ${w * 0.9} ${h * 0.85} ${w * 0.7} ${h * 0.85}" fill="none" stroke="#ffffff" stroke-width="4"/>`,
  guide: (w, h) =>
    `<path d="M${w / 2} ${h * 0.25}C${w * 0.4} ${h * 0.18} ${w * 0.28} ${h * 0.18} ${w * 0.2} ${h * 0.25}v${h * 0.5}c${w * 0.08}-${h * 0.07} ${w * 0.2}-${h * 0.07} ${w * 0.3} 0zM${w / 2} ${h * 0.25}c${w * 0.1}-${h * 0.07} ${w * 0.22}-${h * 0.07} ${w * 0.3} 0v${h * 0.5}c-${w * 0.08}-${h * 0.07}-${w * 0.2}-${h * 0.07}-${w * 0.3} 0z" fill="none" stroke="#ffffff" stroke-width="5"/>`,
  service: (w, h) =>
    `<path d="M${w * 0.32} ${h * 0.55}a${w * 0.18} ${w * 0.18} 0 0 1 ${w * 0.36} 0" fill="none" stroke="#ffffff" stroke-width="6"/>` +
    `<rect x="${w * 0.28}" y="${h * 0.52}" width="${w * 0.08}" height="${h * 0.2}" rx="4" fill="#ffffff"/>` +
    `<rect x="${w * 0.64}" y="${h * 0.52}" width="${w * 0.08}" height="${h * 0.2}" rx="4" fill="#ffffff"/>`,
  team: (w, h) =>
    [0.3, 0.5, 0.7]
      .map(
        (x) =>
          `<circle cx="${w * x}" cy="${h * 0.38}" r="${h * 0.08}" fill="#ffffff"/><path d="M${w * x - h * 0.13} ${h * 0.7}a${h * 0.13} ${h * 0.15} 0 0 1 ${h * 0.26} 0" fill="#ffffff"/>`,
      )
      .join(''),
  suit: (w, h) =>
    `<path d="M${w * 0.38} ${h * 0.18}h${w * 0.24}l${w * 0.1} ${h * 0.12}-${w * 0.06} ${h * 0.08}v${h * 0.5}H${w * 0.34}v-${h * 0.5}l-${w * 0.06}-${h * 0.08}z" fill="none" stroke="#ffffff" stroke-width="5" stroke-linejoin="round"/>` +
    `<rect x="${w * 0.42}" y="${h * 0.4}" width="${w * 0.06}" height="${h * 0.1}" fill="#fde047"/><rect x="${w * 0.52}" y="${h * 0.4}" width="${w * 0.06}" height="${h * 0.1}" fill="#fde047"/>`,
};

/** A text-free picture: a gradient in the hue plus the motif, so it suits every language. */
function scene(motif: Motif, hue: number, width: number, height: number): string {
  return svg(
    width,
    height,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue}, 60%, 45%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360}, 65%, 30%)"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<circle cx="${width * 0.85}" cy="${height * 0.15}" r="${height * 0.35}" fill="#ffffff" opacity="0.08"/>` +
      MOTIFS[motif](width, height),
  );
}

/*
 * The demo shop embeds no third-party player (nothing may load from the internet), so its
 * video is a still with a play symbol served like any other content medium.
 */
const videoStill = (motif: Motif, hue: number) => () =>
  scene(motif, hue, 640, 360).replace(
    '</svg>',
    '<circle cx="320" cy="180" r="44" fill="#000000" opacity="0.55"/><path d="M306 156v48l40-24z" fill="#ffffff"/></svg>',
  );
const banner = (motif: Motif, hue: number) => () => scene(motif, hue, 400, 300);
const teaser = (motif: Motif, hue: number) => () => scene(motif, hue, 360, 240);
const hero = (motif: Motif, hue: number) => () => scene(motif, hue, 1200, 480);

const DEFINITIONS = {
  'payment/paypal': () => badge('PayPal', '#003087', '#ffffff'),
  'payment/visa': () => badge('VISA', '#1a1f71', '#ffffff'),
  'payment/mastercard': () => badge('Mastercard', '#eb001b', '#ffffff'),
  'payment/amex': () => badge('AMEX', '#2e77bc', '#ffffff'),
  'payment/klarna': () => badge('Klarna', '#ffb3c7', '#17120f'),
  'payment/apple-pay': () => badge('Apple Pay', '#000000', '#ffffff'),
  'payment/ideal': () => badge('iDEAL', '#cc0066', '#ffffff'),
  'payment/bancontact': () => badge('Bancontact', '#005498', '#ffffff'),
  'payment/blik': () => badge('BLIK', '#000000', '#ffffff'),
  'payment/twint': () => badge('TWINT', '#1d1d1b', '#ffffff'),
  'payment/cartes-bancaires': () => badge('CB', '#1e4d8c', '#ffffff'),
  'payment/bizum': () => badge('Bizum', '#05c3dd', '#ffffff'),
  'shipping/dhl': () => badge('DHL', '#ffcc00', '#d40511'),
  'shipping/dpd': () => badge('DPD', '#dc0032', '#ffffff'),
  'shipping/ups': () => badge('UPS', '#351c15', '#ffb500'),
  'shipping/gls': () => badge('GLS', '#061ab1', '#ffd100'),
  'shipping/postnl': () => badge('PostNL', '#ff6200', '#ffffff'),
  'shipping/colissimo': () => badge('Colissimo', '#ffd200', '#1c1c1c'),
  'shipping/brt': () => badge('BRT', '#d6001c', '#ffffff'),
  'shipping/inpost': () => badge('InPost', '#ffcd00', '#1d1d1b'),
  'shipping/correos': () => badge('Correos', '#ffcd00', '#003b79'),
  'social/facebook': () => roundIcon('f', '#1877f2'),
  'social/instagram': () => roundIcon('IG', '#c13584'),
  'social/youtube': () => roundIcon('YT', '#ff0000'),
  'social/pinterest': () => roundIcon('P', '#e60023'),
  'app/app-store': () => storeBadge('Download on the', 'App Store'),
  'app/google-play': () => storeBadge('GET IT ON', 'Google Play'),
  'logo/vitalora': () => logo('Vitalora', '#0f766e'),
  'logo/vitalora-inverted': () => logo('Vitalora', '#ffffff'),
  'logo/nordpuls': () => logo('Nordpuls', '#1e3a8a'),
  'highlight/truck': () => lineIcon(HIGHLIGHT_PATHS.truck),
  'highlight/return': () => lineIcon(HIGHLIGHT_PATHS.return),
  'highlight/shield': () => lineIcon(HIGHLIGHT_PATHS.shield),
  'highlight/phone': () => lineIcon(HIGHLIGHT_PATHS.phone),
  'banner/blood-pressure': banner('pulse', 200),
  'banner/ems': banner('ems', 265),
  'banner/clothing': banner('suit', 300),
  'banner/spare-parts': banner('cuff', 160),
  'banner/sale': banner('sale', 350),
  'teaser/measuring-guide': teaser('pulse', 185),
  'teaser/ems-guide': teaser('guide', 250),
  'teaser/service': teaser('service', 140),
  'teaser/ems-suits': teaser('suit', 280),
  'teaser/ems-devices': teaser('ems', 230),
  'teaser/ems-clothing': teaser('suit', 320),
  'hero/ems-guide': hero('ems', 255),
  'hero/about': hero('team', 175),
  'hero/ems-suits': hero('suit', 270),
  'video/ems-guide': videoStill('ems', 240),
} as const satisfies Record<string, () => string>;

export type ContentMediaName = keyof typeof DEFINITIONS;

const urlOf = (name: string) => `/media/content/${name}.svg`;

/** Path under which a generated content image is served, e.g. '/media/content/payment/visa.svg'. */
export function mediaUrl(name: ContentMediaName): string {
  return urlOf(name);
}

export interface ContentMediaFile {
  url: string;
  mimeType: 'image/svg+xml';
  body: string;
  encoding: 'utf8';
}

export function contentMediaFiles(): ContentMediaFile[] {
  return Object.entries(DEFINITIONS).map(([name, build]) => ({
    url: urlOf(name),
    mimeType: 'image/svg+xml',
    body: build(),
    encoding: 'utf8',
  }));
}
