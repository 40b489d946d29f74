/**
 * POST /newsletter/subscriptions and POST /newsletter/confirmations: the commerce side of
 * the shop's `POST /api/newsletter/subscribe` (spec 7) and of the confirmation page. Open
 * to any caller like the search service; only a caller holding the private server token
 * may name the shopper's IP for the rate limit (the storefront does).
 */

import { createHash } from 'node:crypto';
import {
  NEWSLETTER_PATHS,
  newsletterConfirmationRequestSchema,
  newsletterSubscriptionRequestSchema,
} from '@shop/search-contract';
import { NEWSLETTER } from '@shop/shop-config';
import type { FastifyInstance } from 'fastify';
import type { StorefrontApiSettings } from '../../config';
import type { Database } from '../../db/client';
import { tooManyRequests } from '../../plugins/shopper-ip';
import { createMailer } from '../mail/mailer';
import { identifyCaller } from '../storefront-api/access';
import { weighAttempt } from '../storefront-api/rate-limits';
import { confirmSubscription } from './confirm';
import type { NewsletterContext } from './newsletter-types';
import { subscribeToNewsletter } from './subscribe';

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
    // Both workers share one outbox: with different retry settings one would push the
    // other's retries out by up to an hour (found by the SMTP outage fault test).
    delivery: settings.mailDelivery,
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

  app.post(NEWSLETTER_PATHS.subscriptions, async (request, reply) => {
    const body = newsletterSubscriptionRequestSchema.parse(request.body);
    const context = contextFor();
    const clientIp = identifyCaller(request, settings)?.clientIp ?? request.ip;
    const emailDigest = createHash('sha256').update(body.email.toLowerCase()).digest('hex');
    const { perIp, perEmail } = NEWSLETTER.rateLimits;
    const byIp = await weighAttempt(context, `newsletter:ip:${clientIp}`, perIp);
    const byEmail = await weighAttempt(context, `newsletter:email:${emailDigest}`, perEmail);
    if (!byIp.within || !byEmail.within) {
      const waits = [byIp, byEmail].filter((verdict) => !verdict.within);
      throw tooManyRequests(request, Math.max(...waits.map((v) => v.retryAfterSeconds)));
    }
    await subscribeToNewsletter(context, body);
    // The same answer for new, pending and confirmed addresses (nothing is revealed).
    return reply.code(202).send({ status: 'confirmation-sent' });
  });

  app.post(NEWSLETTER_PATHS.confirmations, async (request, reply) => {
    const parsed = newsletterConfirmationRequestSchema.safeParse(request.body);
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
