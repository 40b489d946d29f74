/**
 * Operator commands for reviews (spec 4: checked before publication): list the pending
 * ones, approve or reject one by id. Approval rebuilds the product's search documents and
 * tells the storefront to refresh the product page.
 */
import { parseArgs } from 'node:util';
import type { CommerceConfig } from '../config';
import { ConfigError } from '../config';
import type { Database } from '../db/client';
import { createStorefrontNotifier } from '../modules/catalog/storefront-notifier';
import { approveReview, listPendingReviews, rejectReview } from '../modules/reviews/moderation';

export const REVIEW_USAGE = `  reviews:list-pending                   reviews waiting for a check, oldest first
  reviews:approve <id>                   publishes a review
  reviews:reject <id>                    keeps a review from ever showing`;

const ONE_LINE = 70;

function reviewId(value: string | undefined): number {
  const id = Number(value);
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value) || id > 2_147_483_647)
    throw new ConfigError(
      `Name the review by its id, e.g. reviews:approve 12 (got '${value ?? ''}')`,
    );
  return id;
}

function shortened(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > ONE_LINE ? `${line.slice(0, ONE_LINE - 1)}…` : line;
}

export async function runReviewCommand(
  argv: string[],
  deps: { db: Database; config: CommerceConfig; print: (line: string) => void },
): Promise<void> {
  const [command, ...rest] = argv;
  const { positionals } = parseArgs({ args: rest, options: {}, allowPositionals: true });
  if (command === 'reviews:list-pending') {
    const pending = await listPendingReviews(deps.db);
    if (pending.length === 0) deps.print('No reviews are waiting.');
    for (const review of pending) {
      deps.print(
        `#${review.id} product ${review.productId} · ${review.rating}★ · ${review.language} · ${review.email}${review.verifiedPurchase ? ' · verified purchase' : ''} · ${review.createdAt.toISOString()}\n    ${shortened(review.title)} — ${shortened(review.comment)}`,
      );
    }
    return;
  }
  const moderate =
    command === 'reviews:approve'
      ? approveReview
      : command === 'reviews:reject'
        ? rejectReview
        : undefined;
  if (!moderate) throw new ConfigError(`Unknown command '${command}'.\n${REVIEW_USAGE}`);
  const id = reviewId(positionals[0]);
  const notify = createStorefrontNotifier({
    storefrontUrl: deps.config.storefrontApi.storefrontUrl,
    secret: deps.config.revalidationSecret,
    log: deps.print,
  });
  const result = await moderate(deps.db, notify, id);
  if (result.status === 'unknown-review') throw new ConfigError(`No review #${id}`);
  const state = command === 'reviews:approve' ? 'published' : 'rejected';
  deps.print(
    result.status === 'changed'
      ? `Review #${id} of product ${result.productId} is ${state}.`
      : `Review #${id} of product ${result.productId} was already ${state}.`,
  );
}
