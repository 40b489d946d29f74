/** MoneyV2 from integer minor units: amounts leave the service as decimal strings. */
export interface MoneyV2 {
  amount: string;
  currencyCode: string;
}

export function money(minor: number, currencyCode: string): MoneyV2 {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  const fraction = String(absolute % 100).padStart(2, '0');
  return { amount: `${sign}${Math.trunc(absolute / 100)}.${fraction}`, currencyCode };
}
