/**
 * The attributes a cart line carries (spec 3 "Cart"): _url, _id, _trackingProduct (the
 * tracking item as JSON), _recycling_class, _recycling_price, _strikethrough_price and
 * _title, plus the rental choice of spec 4 buy or rent and the product's article number
 * (for the free-shipping list). Attributes with an empty value are
 * dropped before sending (spec 3).
 */
import type { ProductDetail, ProductVariant, RentalOption } from '@shop/search-contract';
import type { Store } from '@shop/shop-config';
import { decimalAmount } from '../product/price-block';
import type { TrackingItem } from '../tracking/data-layer';

export interface CartAttribute {
  key: string;
  value: string;
}

export interface CartLineChoice {
  product: ProductDetail;
  variant: ProductVariant;
  quantity: number;
  /** The rental period when renting; undefined when buying. */
  rental: RentalOption | undefined;
  store: Pick<Store, 'shopDomain'>;
}

/** The tracking item of spec 3, with the variant's price in the store's currency. */
export function trackingItem(choice: CartLineChoice): TrackingItem {
  const { product, variant, quantity, store } = choice;
  const item: TrackingItem & Record<string, string | number | undefined> = {
    item_id: variant.articleNumber,
    item_name: product.title,
    affiliation: store.shopDomain,
    currency: variant.price.currency,
    price: Number(decimalAmount(variant.price)),
    quantity,
    item_brand: product.manufacturer,
    fit_type: product.genderFit ?? '',
  };
  product.categories.slice(0, 5).forEach((category, index) => {
    item[index === 0 ? 'item_category' : `item_category${index + 1}`] = category.name;
  });
  return item;
}

export function cartLineAttributes(choice: CartLineChoice): CartAttribute[] {
  const { product, variant, rental } = choice;
  const reduced =
    variant.strikethroughPrice !== null &&
    variant.strikethroughPrice.amountMinor > variant.price.amountMinor;
  const attributes: CartAttribute[] = [
    { key: '_url', value: `${product.url}?variant=${variant.id}` },
    { key: '_id', value: String(product.id) },
    // The free-shipping list of cart-snippets names products, not variants (spec 9).
    { key: '_article_number', value: product.articleNumber },
    { key: '_trackingProduct', value: JSON.stringify(trackingItem(choice)) },
    { key: '_recycling_class', value: product.recyclingClass ?? '' },
    {
      key: '_recycling_price',
      value: product.recyclingFee === null ? '' : decimalAmount(product.recyclingFee),
    },
    {
      key: '_strikethrough_price',
      value: reduced && variant.strikethroughPrice ? decimalAmount(variant.strikethroughPrice) : '',
    },
    { key: '_title', value: product.title },
    { key: '_product_type', value: rental ? 'rent' : 'purchase' },
    { key: '_rental_period_months', value: rental ? String(rental.months) : '' },
    { key: '_rental_monthly_price', value: rental ? decimalAmount(rental.monthlyPrice) : '' },
  ];
  return attributes.filter((attribute) => attribute.value !== '');
}

/** Every key cartLineAttributes writes; a market change writes them anew, others are kept. */
export const CART_LINE_ATTRIBUTE_KEYS: ReadonlySet<string> = new Set([
  '_url',
  '_id',
  '_trackingProduct',
  '_recycling_class',
  '_recycling_price',
  '_strikethrough_price',
  '_title',
  '_product_type',
  '_rental_period_months',
  '_rental_monthly_price',
]);
