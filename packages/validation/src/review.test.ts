import { describe, expect, it } from 'vitest';
import { backInStockFormSchema, REVIEW_COMMENT_MAX_LENGTH, reviewFormSchema } from './review';

const review = { rating: 5, title: 'Top', comment: 'Misst genau.', email: 'a@example.com' };

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('review form rules (spec 5)', () => {
  it('accepts a complete review and trims its texts', () => {
    const parsed = reviewFormSchema.parse({ ...review, title: '  Top  ' });
    expect(parsed.title).toBe('Top');
  });

  it.each([
    [{ rating: undefined }, 'validation.ratingRequired'],
    [{ rating: 0 }, 'validation.ratingRequired'],
    [{ rating: 4.5 }, 'validation.ratingRequired'],
    [{ title: ' ' }, 'validation.required'],
    [{ comment: '' }, 'validation.required'],
    [{ comment: 'x'.repeat(REVIEW_COMMENT_MAX_LENGTH + 1) }, 'validation.tooLong'],
    [{ comment: 'a\u0000' }, 'validation.invalidText'],
    [{ email: '' }, 'validation.required'],
    [{ email: 'a@b' }, 'validation.invalidEmail'],
  ])('rejects %o with %s', (change, message) => {
    expect(firstMessage(reviewFormSchema.safeParse({ ...review, ...change }))).toBe(message);
  });
});

describe('back-in-stock form rules (spec 5)', () => {
  it('needs the consent text accepted', () => {
    expect(backInStockFormSchema.safeParse({ email: 'a@example.com', consent: true }).success).toBe(
      true,
    );
    expect(
      firstMessage(backInStockFormSchema.safeParse({ email: 'a@example.com', consent: false })),
    ).toBe('validation.consentRequired');
  });
});
