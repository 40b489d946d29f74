import type { LanguageCode } from '@shop/shop-config';

interface BackInStockFormProps {
  language: LanguageCode;
  /** The sold-out variant the shopper wants to hear about. */
  variantId: number;
}

/** Back-in-stock request on sold-out variants (issue 6). Placeholder until built. */
export function BackInStockForm(_props: BackInStockFormProps) {
  return null;
}
