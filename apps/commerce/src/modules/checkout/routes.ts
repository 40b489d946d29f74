/**
 * The checkout API (issue 7; contract in @shop/search-contract checkout.ts): read a
 * checkout, save a step, place the order. Only the storefront's server calls it, with the
 * private server token; the cart token in the path is what authorises the shopper, as with
 * Shopify's hosted checkout. Thin: validate with the contract, call one service, map the
 * outcome to a status.
 */
import {
  type CheckoutRefusal,
  checkoutDetailsUpdateSchema,
  checkoutTokenSchema,
  languageSchema,
  placeOrderRequestSchema,
} from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StorefrontApiSettings } from '../../config';
import type { Database } from '../../db/client';
import { RequestError } from '../../plugins/error-handler';
import { enforceShopFormLimit, shopFormContext } from '../../plugins/shopper-ip';
import { cartMessage } from '../carts/cart-messages';
import { createStorefrontNotifier } from '../catalog/storefront-notifier';
import { isCatalogueMode } from '../content/storefront-settings';
import { createMailer } from '../mail/mailer';
import { hasPrivateToken } from '../storefront-api/access';
import { fieldErrorsOf, fieldsRefusal } from './checkout-fields';
import { type CheckoutContext, checkoutSummary, loadCheckout } from './checkout-state';
import { placeOrder } from './place-order';
import { saveCheckoutDetails } from './save-checkout-details';

const paramsSchema = z.object({ token: checkoutTokenSchema });
/** The language is read first, so that every later refusal can be localized. */
const languageSchemaOnly = z.object({ language: languageSchema });
const languageField = (value: unknown) =>
  typeof value === 'object' && value !== null && 'language' in value ? value.language : undefined;
/** Consent and card fields are the shopper's to fix: told beside the field, not a 400. */
const SHOPPER_FIELDS = new Set(['email', 'acceptTerms', 'acceptWithdrawalNotice', 'card']);

export async function checkoutRoutes(
  app: FastifyInstance,
  options: { db: Database; settings: StorefrontApiSettings },
) {
  const { db, settings } = options;
  const mailer = createMailer({
    smtpUrl: settings.smtpUrl,
    from: settings.mailFrom,
    db,
    onError: (error) => app.log.error({ err: error }, 'sending an order mail failed'),
    ...(settings.mailDelivery ? { delivery: settings.mailDelivery } : {}),
  });
  app.addHook('onClose', () => mailer.close());
  const notifyStorefront = createStorefrontNotifier({
    storefrontUrl: settings.storefrontUrl,
    secret: settings.revalidationSecret ?? null,
    log: (message) => app.log.warn(message),
  });

  const contextFor = (language: LanguageCode): CheckoutContext => ({
    db,
    language,
    now: new Date(),
    cartTtlDays: settings.cartTtlDays,
    publicUrl: settings.publicUrl,
    storefrontUrl: settings.storefrontUrl,
    brandName: settings.brandName,
    mailer,
    notifyStorefront,
  });

  /** Token check, path and language, and the catalogue-mode refusal every call shares. */
  async function begin(
    request: FastifyRequest,
    reply: FastifyReply,
    languageOf: (request: FastifyRequest) => unknown,
  ): Promise<{ token: string; context: CheckoutContext } | null> {
    if (!hasPrivateToken(request, settings)) {
      throw new RequestError(401, 'The checkout API needs the private server token.');
    }
    const { token } = paramsSchema.parse(request.params);
    const { language } = languageSchemaOnly.parse({ language: languageOf(request) });
    const context = contextFor(language);
    if (await isCatalogueMode(context)) {
      await refuse(reply, 423, {
        kind: 'catalogue-mode',
        message: cartMessage('catalogueMode', context.language),
      });
      return null;
    }
    return { token, context };
  }

  const refuse = (reply: FastifyReply, status: number, refusal: CheckoutRefusal) =>
    reply.code(status).header('cache-control', 'no-store').send(refusal);
  /**
   * A body that breaks only shopper-fixable rules (e-mail typo, missing consent, card
   * format) gets a localized 422 per field; anything else is the caller's mistake: 400.
   */
  const refuseBody = (reply: FastifyReply, error: z.ZodError, language: LanguageCode) => {
    if (!error.issues.every((issue) => SHOPPER_FIELDS.has(String(issue.path[0])))) throw error;
    return refuse(reply, 422, fieldsRefusal(fieldErrorsOf(error, '', language), language));
  };
  const notFound = (token: string) => new RequestError(404, `No open checkout ${token}`);

  app.get('/api/checkouts/:token', async (request, reply) => {
    const started = await begin(request, reply, (request) => languageField(request.query));
    if (!started) return reply;
    const loaded = await loadCheckout(started.context, started.token, { lock: false });
    if (!loaded) throw notFound(started.token);
    reply.header('cache-control', 'no-store');
    return checkoutSummary(started.context, loaded);
  });

  app.put('/api/checkouts/:token', async (request, reply) => {
    const started = await begin(request, reply, (request) => languageField(request.body));
    if (!started) return reply;
    const { context, token } = started;
    const parsed = checkoutDetailsUpdateSchema.safeParse(request.body);
    if (!parsed.success) return refuseBody(reply, parsed.error, context.language);
    const { language: _language, ...update } = parsed.data;
    const result = await saveCheckoutDetails(context, token, update);
    if (result.kind === 'unknown') throw notFound(token);
    if (result.kind === 'refused') return refuse(reply, result.status, result.refusal);
    reply.header('cache-control', 'no-store');
    return result.summary;
  });

  app.post('/api/checkouts/:token/orders', async (request, reply) => {
    const started = await begin(request, reply, (request) => languageField(request.body));
    if (!started) return reply;
    const { context, token } = started;
    await enforceShopFormLimit(
      request,
      shopFormContext(request, options.db, options.settings),
      'checkoutPlacement',
      `cart:${token}`,
    );
    const parsed = placeOrderRequestSchema.safeParse(request.body);
    if (!parsed.success) return refuseBody(reply, parsed.error, context.language);
    const { language: _language, ...order } = parsed.data;
    const result = await placeOrder(context, token, order);
    if (result.kind === 'unknown') throw notFound(token);
    if (result.kind === 'refused') return refuse(reply, result.status, result.refusal);
    return reply.code(201).header('cache-control', 'no-store').send(result.order);
  });
}
