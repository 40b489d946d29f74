'use client';

import type { ProductDetail, ProductType } from '@shop/search-contract';
import type { LanguageCode, Store } from '@shop/shop-config';
// The buy box's rules alone: the package's index would bring zod (about 115 KB) to the page.
import { type BuyboxIssue, buyboxIssues } from '@shop/validation/buybox';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import {
  type FormEvent,
  type ReactNode,
  useActionState,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { addToCart } from '../../lib/cart/add-to-cart';
import { ADD_TO_CART_FIELDS, ADD_TO_CART_IDLE } from '../../lib/cart/add-to-cart-state';
import { trackCartEvent } from '../../lib/cart/cart-tracking';
import { rentalOptionFor } from '../../lib/product/price-block';
import { type PriceTexts, priceText } from '../../lib/product/price-texts';
import {
  choose,
  cuffSizes,
  initialSelection,
  needsSize,
  sizesComplete,
  type VariantSelection,
  variantForSelection,
} from '../../lib/product/variant-selection';
import styles from './buybox.module.css';
import { ChoiceGroup } from './choice-group';
import { PriceBlockView } from './price-block-view';
import { SizePickers } from './size-pickers';
import { StockStatusLine } from './stock-status-line';

export type BuyboxProduct = Pick<
  ProductDetail,
  | 'id'
  | 'variants'
  | 'sizes'
  | 'colors'
  | 'versions'
  | 'selectedVariantId'
  | 'productTypes'
  | 'rentalOptions'
  | 'recyclingFee'
  | 'stockStatus'
>;

interface BuyboxProps {
  language: LanguageCode;
  store: Pick<Store, 'prices' | 'deliveryTime'>;
  vatPercent: number | null;
  product: BuyboxProduct;
  /** The variant the URL named (?variant=), if any. */
  requestedVariantId: number | undefined;
  cartPath: string;
  /** Catalogue mode (storefront-settings): no add to cart. */
  catalogueMode?: boolean;
  /** The back-in-stock form of each sold-out variant, rendered by its own feature. */
  backInStockForms: Readonly<Record<number, ReactNode>>;
  /** Every amount the buy box can show, formatted on the server (lib/product/price-texts.ts). */
  priceTexts: PriceTexts;
}

/** Keeps the chosen variant in the address (spec 4), so reload and sharing keep it. */
function rememberVariant(variantId: number | undefined): void {
  const url = new URL(window.location.href);
  if (variantId === undefined) url.searchParams.delete('variant');
  else url.searchParams.set('variant', String(variantId));
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/**
 * The buy box (spec 2.6, 4, 5, 9): colour, version and cuff size, top and bottom sizes, buy
 * or rent with the rental period, price block, stock status, back-in-stock on a sold-out
 * variant, and add to cart. The size and rental rules are checked here for a quick answer
 * and again by the server action.
 */
export function Buybox(props: BuyboxProps) {
  const { product, store, language } = props;
  const t = useTranslations('buybox');
  const id = useId();
  const [selection, setSelection] = useState<VariantSelection>(() =>
    initialSelection(product, props.requestedVariantId),
  );
  const [touched, setTouched] = useState(false);
  const [productType, setProductType] = useState<ProductType>('purchase');
  const [rentalMonths, setRentalMonths] = useState<number | null>(null);
  const [issues, setIssues] = useState<readonly BuyboxIssue[]>([]);
  const [state, formAction, pending] = useActionState(addToCart, ADD_TO_CART_IDLE);
  const [dismissed, setDismissed] = useState<typeof state | null>(null);
  const sizeGroupRef = useRef<HTMLDivElement>(null);
  const rentalGroupRef = useRef<HTMLFieldSetElement>(null);

  const variant = variantForSelection(product, selection);
  const complete = sizesComplete(product, selection);
  const chosen = complete ? variant : undefined;
  const rental =
    productType === 'rent'
      ? (rentalOptionFor(product.rentalOptions, rentalMonths) ?? null)
      : undefined;
  const serverError = state.status === 'error' && state !== dismissed ? state : undefined;
  const sizeError =
    issues.includes('sizeRequired') || serverError?.field === 'size'
      ? t('sizeRequired')
      : undefined;
  const rentalError =
    issues.includes('rentalPeriodRequired') || serverError?.field === 'rentalPeriod'
      ? t('rentalPeriodRequired')
      : undefined;
  const generalError =
    serverError && serverError.field === undefined ? serverError.message : undefined;

  useEffect(() => {
    if (touched) rememberVariant(chosen?.id);
  }, [touched, chosen?.id]);

  useEffect(() => {
    if (state.status !== 'added') return;
    trackCartEvent('add_to_cart', [state.trackingItem], state.trackingItem.currency);
    // The header's cart count reads the quantityInCart cookie again on this event, and the
    // cart state reloads and opens the flyout with the added-to-cart confirmation.
    window.dispatchEvent(
      new CustomEvent('cart:add-item', { detail: { totalQuantity: state.totalQuantity } }),
    );
  }, [state]);

  function pick(part: keyof VariantSelection, value: string) {
    setSelection((current) => choose(product, current, part, value));
    setTouched(true);
    setDismissed(state);
    if (part === 'sizeTop' || part === 'sizeBottom') {
      setIssues((current) => current.filter((issue) => issue !== 'sizeRequired'));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const found = buyboxIssues({
      sizesComplete: complete,
      productType,
      rentalMonths,
      offeredRentalMonths: product.rentalOptions.map((option) => option.months),
    });
    setIssues(found);
    setDismissed(state);
    if (found.length === 0) return;
    event.preventDefault();
    const group = found[0] === 'sizeRequired' ? sizeGroupRef.current : rentalGroupRef.current;
    group?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  }

  const format = (amountMinor: number, currency: Store['prices']['currency']) =>
    priceText(props.priceTexts, { amountMinor, currency }, store.prices.locale);
  const shownVariant = chosen ?? variant;
  const stockStatus = chosen?.stockStatus ?? product.stockStatus;
  const buyable =
    stockStatus !== 'notAvailableOnline' &&
    (chosen === undefined || chosen.stockStatus !== 'outOfStock');
  const cuffs = cuffSizes(product);

  return (
    <form className={styles.buybox} action={formAction} onSubmit={onSubmit} noValidate>
      <input type="hidden" name={ADD_TO_CART_FIELDS.language} value={language} />
      <input type="hidden" name={ADD_TO_CART_FIELDS.productId} value={product.id} />
      <input type="hidden" name={ADD_TO_CART_FIELDS.variantId} value={chosen?.id ?? ''} />
      <input type="hidden" name={ADD_TO_CART_FIELDS.productType} value={productType} />
      <input type="hidden" name={ADD_TO_CART_FIELDS.quantity} value="1" />

      {product.colors.length > 1 && (
        <ChoiceGroup
          legend={t('colorLabel')}
          name={`${id}-color`}
          options={product.colors.map((color) => ({
            value: color,
            label: t('colorName', { color }),
          }))}
          selected={selection.color}
          onChange={(value) => pick('color', value)}
        />
      )}
      {product.versions.length > 1 && (
        <ChoiceGroup
          legend={t('versionLabel')}
          name={`${id}-version`}
          options={product.versions.map((version) => ({ value: version, label: version }))}
          selected={selection.version}
          onChange={(value) => pick('version', value)}
        />
      )}
      {cuffs.length > 1 && (
        <ChoiceGroup
          legend={t('cuffSizeLabel')}
          name={`${id}-cuff`}
          options={cuffs.map((cuff) => ({ value: cuff, label: cuff.replace(/cm$/, ' cm') }))}
          selected={selection.cuffSize}
          onChange={(value) => pick('cuffSize', value)}
        />
      )}
      {needsSize(product) && (
        <div ref={sizeGroupRef} className={styles.sizes}>
          <SizePickers
            idPrefix={id}
            product={product}
            selection={selection}
            onPick={pick}
            errorId={sizeError === undefined ? undefined : `${id}-size-error`}
          />
          {sizeError !== undefined && (
            <p id={`${id}-size-error`} className={styles.fieldError}>
              {sizeError}
            </p>
          )}
        </div>
      )}

      {product.productTypes.includes('rent') && (
        <ChoiceGroup
          legend={t('purchaseOrRent')}
          name={`${id}-type`}
          options={[
            { value: 'purchase', label: t('purchase') },
            { value: 'rent', label: t('rent') },
          ]}
          selected={productType}
          onChange={(value) => {
            setProductType(value === 'rent' ? 'rent' : 'purchase');
            setDismissed(state);
          }}
        />
      )}
      {productType === 'rent' && (
        <>
          <ChoiceGroup
            groupRef={rentalGroupRef}
            legend={t('rentalPeriodLabel')}
            name={ADD_TO_CART_FIELDS.rentalMonths}
            options={product.rentalOptions.map((option) => ({
              value: String(option.months),
              label: t('rentalMonths', { months: option.months }),
              note: t('perMonth', {
                price: format(option.monthlyPrice.amountMinor, option.monthlyPrice.currency),
              }),
            }))}
            selected={rentalMonths === null ? null : String(rentalMonths)}
            onChange={(value) => {
              setRentalMonths(Number(value));
              setIssues((current) => current.filter((issue) => issue !== 'rentalPeriodRequired'));
              setDismissed(state);
            }}
            errorId={rentalError === undefined ? undefined : `${id}-rental-error`}
          />
          {rentalError !== undefined && (
            <p id={`${id}-rental-error`} className={styles.fieldError}>
              {rentalError}
            </p>
          )}
        </>
      )}

      {shownVariant && (
        <PriceBlockView
          pricing={shownVariant}
          recyclingFee={product.recyclingFee}
          store={store}
          vatPercent={props.vatPercent}
          rental={rental}
          rentalOptions={product.rentalOptions}
          priceTexts={props.priceTexts}
        />
      )}
      <StockStatusLine status={stockStatus} />

      {chosen !== undefined && chosen.stockStatus === 'outOfStock' && (
        <div className={styles.backInStock}>
          <p>{t('comingBackSoon')}</p>
          {props.backInStockForms[chosen.id]}
        </div>
      )}

      {buyable && !props.catalogueMode && (
        <button type="submit" className={styles.addToCart} disabled={pending}>
          {pending ? t('adding') : t('addToCart')}
        </button>
      )}
      <div role="status" className={styles.status}>
        {state.status === 'added' && state !== dismissed && (
          <p className={styles.added}>
            {t('added')} <Link href={props.cartPath}>{t('toCart')}</Link>
          </p>
        )}
      </div>
      {generalError !== undefined && (
        <p role="alert" className={styles.fieldError}>
          {generalError}
        </p>
      )}
    </form>
  );
}
