/**
 * Mails the shoppers waiting for a variant once its stock is above zero again, and marks
 * their requests done. Requests are only taken for sold-out variants, so "pending and now
 * in stock" is exactly "stock rose from zero": the check needs no memory of the old stock
 * and works the same after a stock command, a catalog import or a failed earlier attempt.
 *
 * Each request is claimed (notified_at set) in the transaction that puts its mail into the
 * outbox, so two processes never mail the same shopper twice and an SMTP outage loses nothing.
 */
import { DEFAULT_LANGUAGE, isLanguageCode, productPath } from '@shop/shop-config';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productTranslations, variants } from '../catalog/schema';
import type { Mailer } from '../mail/mailer';
import { buildBackInStockMail } from './notice-mail';
import { backInStockRequests } from './schema';

export interface NoticeSettings {
  storefrontUrl: string;
  brandName: string;
  now: Date;
}

export interface NoticeSummary {
  sent: number;
  failed: number;
}

export async function sendBackInStockNotices(
  db: Database,
  mailer: Pick<Mailer, 'queue'>,
  settings: NoticeSettings,
  variantIds?: readonly number[],
): Promise<NoticeSummary> {
  if (variantIds?.length === 0) return { sent: 0, failed: 0 };
  const due = await db
    .select({
      id: backInStockRequests.id,
      email: backInStockRequests.email,
      language: backInStockRequests.language,
      productId: variants.productId,
      articleNumber: variants.articleNumber,
      color: variants.color,
      version: variants.version,
      sizeTop: variants.sizeTop,
      sizeBottom: variants.sizeBottom,
      cuffSize: variants.cuffSize,
    })
    .from(backInStockRequests)
    .innerJoin(variants, eq(variants.id, backInStockRequests.variantId))
    .where(
      and(
        isNull(backInStockRequests.notifiedAt),
        gt(variants.stockQuantity, 0),
        variantIds ? inArray(backInStockRequests.variantId, [...variantIds]) : undefined,
      ),
    )
    .orderBy(backInStockRequests.id);
  const summary: NoticeSummary = { sent: 0, failed: 0 };
  for (const request of due) {
    const language = isLanguageCode(request.language) ? request.language : DEFAULT_LANGUAGE;
    const mail = buildBackInStockMail({
      language,
      brandName: settings.brandName,
      to: request.email,
      productTitle: await productTitle(db, request.productId, language),
      variantLabel: variantLabel(request),
      link: `${settings.storefrontUrl}${productPath(language, String(request.productId))}`,
    });
    try {
      // The claim and the mail commit together: the outbox then delivers it, retrying while
      // SMTP is down, so a notice is neither lost nor sent twice.
      const queued = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(backInStockRequests)
          .set({ notifiedAt: settings.now })
          .where(
            and(eq(backInStockRequests.id, request.id), isNull(backInStockRequests.notifiedAt)),
          )
          .returning({ id: backInStockRequests.id });
        if (!claimed) return false;
        await mailer.queue(tx, mail);
        return true;
      });
      if (queued) summary.sent += 1;
    } catch {
      summary.failed += 1;
    }
  }
  return summary;
}

async function productTitle(db: Database, productId: number, language: string): Promise<string> {
  const texts = await db
    .select({ locale: productTranslations.locale, title: productTranslations.title })
    .from(productTranslations)
    .where(eq(productTranslations.productId, productId));
  return (
    texts.find((text) => text.locale === language)?.title ??
    texts.find((text) => text.locale === DEFAULT_LANGUAGE)?.title ??
    texts[0]?.title ??
    ''
  );
}

/** Colour, version and sizes as the size picker shows them; the article number otherwise. */
function variantLabel(variant: {
  articleNumber: string;
  color: string | null;
  version: string | null;
  sizeTop: string | null;
  sizeBottom: string | null;
  cuffSize: string | null;
}): string {
  const parts = [
    variant.color,
    variant.version,
    variant.sizeTop,
    variant.sizeBottom,
    variant.cuffSize,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : variant.articleNumber;
}
