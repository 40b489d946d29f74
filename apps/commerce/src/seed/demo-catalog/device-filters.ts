/** Predicates over device seeds, used to link accessories and spare parts to what they fit. */
import { POWER_SUPPLIES, type PowerSupply, ROW } from './texts/technical-labels';
import type { ProductSeed, ProductType, RelationSeed } from './types';

export type DeviceFilter = (device: ProductSeed) => boolean;

export const ofType =
  (...types: readonly ProductType[]): DeviceFilter =>
  (device) =>
    types.includes(device.type);

export const byBrand =
  (brand: string): DeviceFilter =>
  (device) =>
    device.manufacturer === brand;

export const poweredBy =
  (supply: PowerSupply): DeviceFilter =>
  (device) =>
    device.technicalRows.some(
      (row) => row.rowId === ROW.powerSupply && row.value.en === POWER_SUPPLIES[supply].en,
    );

export const withAtLeastElectrodes =
  (count: number): DeviceFilter =>
  (device) =>
    device.technicalRows.some(
      (row) => row.rowId === ROW.electrodes && Number(row.value.en) >= count,
    );

export function allOf(...filters: readonly DeviceFilter[]): DeviceFilter {
  return (device) => filters.every((filter) => filter(device));
}

export function anyOf(...filters: readonly DeviceFilter[]): DeviceFilter {
  return (device) => filters.some((filter) => filter(device));
}

/** The relations from every matching device to an accessory or spare part. */
export function fitting(
  devices: readonly ProductSeed[],
  filter: DeviceFilter,
  kind: RelationSeed['kind'],
): RelationSeed[] {
  return devices.filter(filter).map((device) => ({ deviceKey: device.key, kind }));
}
