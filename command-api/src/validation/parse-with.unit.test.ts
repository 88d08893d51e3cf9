import { questionBody, updateQuestionSetBody } from '@exam/domain';
import { ValidationError } from '@exam/domain/errors';
import { describe, expect, it } from 'vitest';
import { parseWith } from './index.js';

const failureOf = (run: () => unknown): ValidationError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('expected a ValidationError');
};

describe('parseWith', () => {
  it('given a valid body, when parsed, then the normalised value comes back', () => {
    expect(parseWith(updateQuestionSetBody, { price: '500' })).toEqual({ price: 500 });
  });

  it('given a wrongly typed field, when parsed, then a 400 names the field in Japanese', () => {
    const error = failureOf(() => parseWith(updateQuestionSetBody, { isFeatured: 'yes' }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('isFeatured の形式が正しくありません');
    expect(error.details).toMatchObject({ issues: [{ path: 'isFeatured' }] });
  });

  it("given a schema's own message, when it fails, then that message is kept", () => {
    expect(failureOf(() => parseWith(updateQuestionSetBody, { price: 'abc' })).message).toBe(
      '数値を入力してください',
    );
  });

  it('given no body, when parsed, then it is read as an empty object', () => {
    expect(failureOf(() => parseWith(questionBody, undefined)).message).toBe(
      'questionSetId の形式が正しくありません',
    );
  });
});
