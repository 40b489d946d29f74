/**
 * Per-request state of the Storefront API and the market it runs in. `@inContext(country,
 * language)` picks the store (unknown countries are served by Germany, spec 4) and the
 * language; without it the store named by the access token and its language apply.
 */
import {
  DEFAULT_STORE_KEY,
  getStore,
  isLanguageCode,
  isStoreKey,
  type LanguageCode,
  type Store,
} from '@shop/shop-config';
import type { FastifyBaseLogger } from 'fastify';
import type { StorefrontApiSettings } from '../../config';
import type { Database } from '../../db/client';
import type { CartContext } from '../carts/cart-types';
import type { AccountContext } from '../customers/customer-types';
import type { Mailer } from '../mail/mailer';
import { type GraphQLResolveInfo, getDirectiveValues } from './graphql-js';

export interface Market {
  store: Store;
  language: LanguageCode;
  /** The country as the caller named it, e.g. 'GB' (served by the German store). */
  countryCode: string | null;
}

export interface StorefrontRequestContext {
  db: Database;
  settings: StorefrontApiSettings;
  mailer: Mailer;
  /** Store whose access token the request carried (Germany for the private token). */
  tokenStore: Store;
  /** Address used for rate limits: the socket, or the buyer IP a trusted server named. */
  clientIp: string;
  now: Date;
  log: FastifyBaseLogger;
  market?: Market;
}

export function storeForCountry(countryCode: string): Store {
  const key = countryCode.toLowerCase();
  return getStore(isStoreKey(key) ? key : DEFAULT_STORE_KEY);
}

export function marketOf(context: StorefrontRequestContext, info: GraphQLResolveInfo): Market {
  if (context.market) return context.market;
  const directive = info.schema.getDirective('inContext');
  const values = directive
    ? getDirectiveValues(directive, info.operation, info.variableValues)
    : undefined;
  const country = typeof values?.country === 'string' ? values.country : null;
  const store = country ? storeForCountry(country) : context.tokenStore;
  const requested = typeof values?.language === 'string' ? values.language.toLowerCase() : '';
  const language = isLanguageCode(requested) ? requested : store.defaultLanguage;
  context.market = { store, language, countryCode: country };
  return context.market;
}

export function cartContextOf(
  context: StorefrontRequestContext,
  info: GraphQLResolveInfo,
): CartContext {
  const { store, language } = marketOf(context, info);
  return {
    db: context.db,
    store,
    language,
    now: context.now,
    cartTtlDays: context.settings.cartTtlDays,
  };
}

export function accountContextOf(
  context: StorefrontRequestContext,
  info: GraphQLResolveInfo,
): AccountContext {
  const { store, language } = marketOf(context, info);
  return {
    db: context.db,
    store,
    language,
    now: context.now,
    mailer: context.mailer,
    storefrontUrl: context.settings.storefrontUrl,
    brandName: context.settings.brandName,
    accessTokenTtlDays: context.settings.customerAccessTokenTtlDays,
  };
}
