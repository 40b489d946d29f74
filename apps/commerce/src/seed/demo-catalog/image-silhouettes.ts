/**
 * Simple SVG drawings of each product type on a 225 × 183 canvas: a monitor with display
 * digits, a cuff, a suit outline, a shirt and so on. Colours come from the product's palette.
 */
import type { ProductType } from './types';

export interface Palette {
  main: string;
  dark: string;
  light: string;
  accent: string;
}

/** Display digits differ per product so two monitor images never look the same. */
export interface Reading {
  systolic: number;
  diastolic: number;
  pulse: number;
}

type Draw = (palette: Palette, reading: Reading) => string;

const LCD = '#e6f2e8';
const INK = '#1c2a22';

function display(x: number, y: number, width: number, reading: Reading): string {
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="${width * 0.66}" rx="4" fill="${LCD}"/>`,
    `<text x="${x + width - 6}" y="${y + 19}" font-family="monospace" font-size="18" font-weight="700" text-anchor="end" fill="${INK}">${reading.systolic}</text>`,
    `<text x="${x + width - 6}" y="${y + 38}" font-family="monospace" font-size="14" text-anchor="end" fill="${INK}">${reading.diastolic}</text>`,
    `<text x="${x + 5}" y="${y + 38}" font-family="monospace" font-size="9" fill="${INK}">♥${reading.pulse}</text>`,
  ].join('');
}

const upperArmMonitor: Draw = (p, reading) =>
  [
    `<path d="M160 96 C184 98 188 118 196 126" stroke="${p.dark}" stroke-width="3" fill="none"/>`,
    `<rect x="176" y="118" width="36" height="28" rx="7" fill="${p.accent}"/>`,
    `<rect x="58" y="28" width="104" height="104" rx="16" fill="${p.main}"/>`,
    display(70, 40, 80, reading),
    `<circle cx="110" cy="114" r="9" fill="${p.light}" stroke="${p.dark}" stroke-width="2"/>`,
  ].join('');

const wristMonitor: Draw = (p, reading) =>
  [
    `<rect x="30" y="78" width="165" height="38" rx="19" fill="${p.accent}"/>`,
    `<rect x="76" y="46" width="74" height="96" rx="14" fill="${p.main}"/>`,
    display(84, 56, 58, reading),
    `<circle cx="113" cy="126" r="7" fill="${p.light}" stroke="${p.dark}" stroke-width="2"/>`,
  ].join('');

const cuff: Draw = (p) =>
  [
    `<path d="M36 58 Q112 28 188 58 L188 116 Q112 86 36 116 Z" fill="${p.main}"/>`,
    `<path d="M144 48 L178 54 L178 108 L144 98 Z" fill="${p.light}" opacity="0.7"/>`,
    `<path d="M100 100 C100 134 146 140 168 140" stroke="${p.dark}" stroke-width="4" fill="none"/>`,
    `<rect x="164" y="133" width="18" height="12" rx="3" fill="${p.dark}"/>`,
  ].join('');

const suit: Draw = (p) =>
  [
    `<path d="M78 22 L100 16 Q112 28 125 16 L147 22 L154 92 L71 92 Z" fill="${p.main}"/>`,
    `<path d="M71 96 L154 96 L160 148 L120 148 L112 116 L105 148 L65 148 Z" fill="${p.dark}"/>`,
    `<rect x="86" y="36" width="18" height="14" rx="3" fill="${p.accent}"/>`,
    `<rect x="121" y="36" width="18" height="14" rx="3" fill="${p.accent}"/>`,
    `<rect x="90" y="62" width="45" height="16" rx="3" fill="${p.accent}"/>`,
    `<rect x="76" y="112" width="22" height="18" rx="3" fill="${p.accent}"/>`,
    `<rect x="127" y="112" width="22" height="18" rx="3" fill="${p.accent}"/>`,
    `<rect x="102" y="84" width="21" height="14" rx="3" fill="${p.light}"/>`,
  ].join('');

const emsDevice: Draw = (p, reading) =>
  [
    `<path d="M118 62 C150 50 160 80 176 72" stroke="${p.dark}" stroke-width="3" fill="none"/>`,
    `<path d="M118 96 C150 110 160 128 176 122" stroke="${p.dark}" stroke-width="3" fill="none"/>`,
    `<rect x="170" y="52" width="34" height="34" rx="5" fill="${p.accent}"/>`,
    `<rect x="170" y="106" width="34" height="34" rx="5" fill="${p.accent}"/>`,
    `<rect x="46" y="30" width="74" height="116" rx="14" fill="${p.main}"/>`,
    `<rect x="56" y="42" width="54" height="34" rx="4" fill="${LCD}"/>`,
    `<text x="104" y="66" font-family="monospace" font-size="16" font-weight="700" text-anchor="end" fill="${INK}">P${reading.pulse % 20}</text>`,
    `<circle cx="70" cy="100" r="8" fill="${p.light}"/><circle cx="96" cy="100" r="8" fill="${p.light}"/>`,
    `<circle cx="83" cy="126" r="9" fill="${p.dark}"/>`,
  ].join('');

const SHIRT =
  'M70 30 L95 20 Q112 32 130 20 L155 30 L180 55 L162 72 L150 62 L150 148 L75 148 L75 62 L63 72 L45 55 Z';
const LONG_SLEEVE =
  'M70 30 L95 20 Q112 32 130 20 L155 30 L186 122 L168 128 L150 72 L150 148 L75 148 L75 72 L57 128 L39 122 Z';
const PANTS = 'M75 22 L150 22 L162 150 L126 150 L112 62 L99 150 L63 150 Z';

function garment(path: string): Draw {
  return (p) =>
    [
      `<path d="${path}" fill="${p.main}"/>`,
      `<path d="${path}" fill="none" stroke="${p.dark}" stroke-width="2"/>`,
      `<rect x="92" y="60" width="41" height="10" rx="3" fill="${p.accent}" opacity="0.8"/>`,
    ].join('');
}

const clothingSet: Draw = (p, reading) =>
  [
    `<g transform="translate(-18 8) scale(0.72)">${garment(SHIRT)(p, reading)}</g>`,
    `<g transform="translate(80 12) scale(0.68)">${garment(PANTS)(p, reading)}</g>`,
  ].join('');

const bag: Draw = (p) =>
  [
    `<path d="M88 56 Q112 22 137 56" stroke="${p.dark}" stroke-width="7" fill="none"/>`,
    `<rect x="42" y="54" width="141" height="88" rx="16" fill="${p.main}"/>`,
    `<path d="M54 70 H171" stroke="${p.light}" stroke-width="3" stroke-dasharray="5 3"/>`,
    `<rect x="100" y="64" width="12" height="14" rx="2" fill="${p.accent}"/>`,
  ].join('');

const powerAdapter: Draw = (p) =>
  [
    `<rect x="84" y="26" width="8" height="22" rx="2" fill="#9aa0a6"/>`,
    `<rect x="108" y="26" width="8" height="22" rx="2" fill="#9aa0a6"/>`,
    `<rect x="70" y="44" width="60" height="72" rx="10" fill="${p.main}"/>`,
    `<path d="M100 116 C100 152 160 152 176 120" stroke="${p.dark}" stroke-width="4" fill="none"/>`,
    `<rect x="170" y="106" width="12" height="18" rx="2" fill="${p.accent}"/>`,
  ].join('');

const gel: Draw = (p) =>
  [
    `<rect x="97" y="26" width="32" height="26" rx="4" fill="${p.dark}"/>`,
    `<rect x="84" y="48" width="58" height="98" rx="13" fill="${p.main}"/>`,
    `<rect x="92" y="78" width="42" height="36" rx="4" fill="${p.light}"/>`,
    `<path d="M172 66 Q184 84 172 96 Q160 84 172 66 Z" fill="${p.accent}"/>`,
  ].join('');

const pads: Draw = (p) =>
  [0, 1, 2, 3]
    .map((index) => {
      const x = 58 + (index % 2) * 60;
      const y = 26 + Math.floor(index / 2) * 62;
      return `<rect x="${x}" y="${y}" width="50" height="50" rx="8" fill="${p.main}"/><circle cx="${x + 25}" cy="${y + 25}" r="6" fill="${p.dark}"/>`;
    })
    .join('');

const suitElectrodes: Draw = (p) =>
  [0, 1, 2, 3, 4, 5]
    .map((index) => {
      const x = 40 + (index % 3) * 52;
      const y = 38 + Math.floor(index / 3) * 58;
      return `<rect x="${x}" y="${y}" width="42" height="44" rx="6" fill="${index % 2 ? p.main : p.accent}"/><circle cx="${x + 21}" cy="${y + 22}" r="5" fill="${p.dark}"/>`;
    })
    .join('');

const bundle: Draw = (p) =>
  [
    `<rect x="36" y="60" width="70" height="80" rx="8" fill="${p.main}"/>`,
    `<rect x="120" y="40" width="70" height="60" rx="8" fill="${p.accent}"/>`,
    `<rect x="128" y="106" width="54" height="40" rx="8" fill="${p.dark}"/>`,
    `<path d="M106 98 H120 M113 91 V105" stroke="${p.dark}" stroke-width="4"/>`,
  ].join('');

export const SILHOUETTES: Readonly<Record<ProductType, Draw>> = {
  'upper-arm-monitor': upperArmMonitor,
  'wrist-monitor': wristMonitor,
  'ems-suit': suit,
  'ems-device': emsDevice,
  'ems-shirt': garment(SHIRT),
  'ems-long-sleeve': garment(LONG_SLEEVE),
  'ems-pants': garment(PANTS),
  'ems-set': clothingSet,
  bag,
  'power-adapter': powerAdapter,
  'electrode-gel': gel,
  cuff,
  'electrode-pads': pads,
  'suit-electrodes': suitElectrodes,
  bundle,
};
