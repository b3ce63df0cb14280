import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endpointPath } from './endpoint.ts';
import {
  moderationQuerySchema,
  reviewEndpoints,
  reviewLimits,
  reviewMessages,
  reviewSubmissionSchema,
} from './reviews.ts';

const messagesOf = (body: unknown) => {
  const result = reviewSubmissionSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('reviewSubmissionSchema', () => {
  it('accepts a 20 to 300 character comment and a 1 to 10 score, trimmed, in English by default', () => {
    expect(reviewSubmissionSchema.parse({ description: '  Fast trade, fair price, thanks!  ', rate: 9 })).toEqual({
      description: 'Fast trade, fair price, thanks!',
      rate: 9,
      language: 'en',
    });
  });

  it("asks for the comment with the spec's words when it is missing or blank", () => {
    expect(messagesOf({ rate: 5 })).toEqual([reviewMessages.commentRequired]);
    expect(messagesOf({ description: '   ', rate: 5 })).toContain(reviewMessages.commentRequired);
    expect(reviewMessages.commentRequired).toBe('Please enter your comment.');
  });

  it('counts the length after trimming, bounds included', () => {
    const padded = (length: number) => ` ${'a'.repeat(length)} `;
    expect(messagesOf({ description: padded(reviewLimits.minLength), rate: 1 })).toEqual([]);
    expect(messagesOf({ description: padded(reviewLimits.minLength - 1), rate: 1 })).toEqual([
      reviewMessages.commentTooShort,
    ]);
    expect(messagesOf({ description: padded(reviewLimits.maxLength), rate: 10 })).toEqual([]);
    expect(messagesOf({ description: padded(reviewLimits.maxLength + 1), rate: 10 })).toEqual([
      reviewMessages.commentTooLong,
    ]);
  });

  it('takes only whole scores from 1 to 10', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -50, max: 50 }), fc.double()), (rate) => {
        const valid = Number.isInteger(rate) && rate >= 1 && rate <= 10;
        expect(messagesOf({ description: 'a'.repeat(30), rate }).length === 0).toBe(valid);
      }),
    );
    expect(messagesOf({ description: 'a'.repeat(30) })).toEqual([reviewMessages.scoreRequired]);
  });

  it('refuses fields it does not know (no status or author through the body)', () => {
    expect(
      reviewSubmissionSchema.safeParse({ description: 'a'.repeat(30), rate: 5, status: 'published' }).success,
    ).toBe(false);
  });
});

describe('moderation paths and query', () => {
  it('put the review id in the path', () => {
    expect(endpointPath(reviewEndpoints.publish, { id: 12 })).toBe('admin/reviews/12/publish/');
    expect(endpointPath(reviewEndpoints.reject, { id: 7 })).toBe('admin/reviews/7/reject/');
  });

  it('default to the first page of pending reviews', () => {
    expect(moderationQuerySchema.parse({})).toEqual({ status: 'pending', page: 1 });
    expect(moderationQuerySchema.parse({ status: 'rejected', page: '3' })).toEqual({ status: 'rejected', page: 3 });
    expect(moderationQuerySchema.safeParse({ status: 'deleted' }).success).toBe(false);
  });
});
