/**
 * POST /newsletter/subscriptions and POST /newsletter/confirmations: the commerce side of
 * the shop's `POST /api/newsletter/subscribe` (spec 7) and of the confirmation page. Open
 * to any caller like the search service; only a caller holding the private server token
 * may name the shopper's IP for the rate limit (the storefront does).
 */

import { createHash } from 'node:crypto';
import { DELIVERY_COUNTRIES, LANGUAGE_CODES, NEWSLETTER } from '@shop/shop-config';
import { emailSchema } from '@shop/validation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StorefrontApiSettings } from '../../config';
import type { Database } from '../../db/client';
import { RequestError } from '../../plugins/error-handler';
import { createMailer } from '../mail/mailer';
import { identifyCaller } from '../storefront-api/access';
import { countAttempt } from '../storefront-api/rate-limits';
import { confirmSubscription } from './confirm';
import type { NewsletterContext } from './newsletter-types';
import { subscribeToNewsletter } from './subscribe';

const COUNTRY_CODES = DELIVERY_COUNTRIES.map((country) => country.code);

const subscriptionBodySchema = z.object({
  email: emailSchema,
  createVoucher: z.boolean().default(false),
  country: z
    .string()
    .transform((code) => code.trim().toLowerCase())
    .pipe(z.enum(COUNTRY_CODES)),
  language: z.enum(LANGUAGE_CODES),
});

const confirmationBodySchema = z.object({ token: z.string().regex(/^[0-9a-f]{64}$/) });

export interface NewsletterRouteOptions {
  db: Database;
  settings: StorefrontApiSettings;
}

export async function newsletterRoutes(app: FastifyInstance, options: NewsletterRouteOptions) {
  const { db, settings } = options;
  const mailer = createMailer({
    smtpUrl: settings.smtpUrl,
    from: settings.mailFrom,
    db,
    onError: (error) => app.log.error({ err: error }, 'sending a newsletter mail failed'),
  });
  app.addHook('onClose', () => mailer.close());

  const contextFor = (): NewsletterContext => ({
    db,
    mailer,
    storefrontUrl: settings.storefrontUrl,
    brandName: settings.brandName,
    now: new Date(),
  });

  app.post('/newsletter/subscriptions', async (request, reply) => {
    const body = subscriptionBodySchema.parse(request.body);
    const context = contextFor();
    const clientIp = identifyCaller(request, settings)?.clientIp ?? request.ip;
    const emailDigest = createHash('sha256').update(body.email.toLowerCase()).digest('hex');
    const { perIp, perEmail } = NEWSLETTER.rateLimits;
    const withinIp = await countAttempt(context, `newsletter:ip:${clientIp}`, perIp);
    const withinEmail = await countAttempt(context, `newsletter:email:${emailDigest}`, perEmail);
    if (!withinIp || !withinEmail) {
      throw new RequestError(429, 'Too many newsletter requests. Please try again later.');
    }
    await subscribeToNewsletter(context, body);
    // The same answer for new, pending and confirmed addresses (nothing is revealed).
    return reply.code(202).send({ status: 'confirmation-sent' });
  });

  app.post('/newsletter/confirmations', async (request, reply) => {
    const parsed = confirmationBodySchema.safeParse(request.body);
    const result = parsed.success
      ? await confirmSubscription(contextFor(), parsed.data.token)
      : ({ kind: 'unknown-link' } as const);
    if (result.kind === 'unknown-link') {
      return reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: 'This confirmation link is unknown or no longer valid.',
      });
    }
    return { status: 'confirmed', language: result.language, voucher: result.voucher };
  });
}
