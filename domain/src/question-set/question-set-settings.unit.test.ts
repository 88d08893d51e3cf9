import { describe, expect, it } from 'vitest';
import type { QuestionSetCommand } from './commands.js';
import { expectRejected, given, SET_ID, setCreated, setDeleted } from './test-support/given-when-then.js';

const notFound = { status: 404, code: 'QUESTION_SET_NOT_FOUND', message: '問題集が見つかりません' };
const featured = {
  type: 'QuestionSetFeatured' as const,
  data: { questionSetId: SET_ID, featuredCategory: '人気' },
};

describe('ChangeQuestionSetDetails', () => {
  it('given a set, when the title and image change, then the merged details are recorded', () => {
    const events = given(setCreated()).when({
      type: 'ChangeQuestionSetDetails',
      data: { questionSetId: SET_ID, title: ' 応用情報 ', cardImage: '/uploads/card.png' },
    });
    expect(events).toEqual([
      {
        type: 'QuestionSetDetailsChanged',
        data: {
          questionSetId: SET_ID,
          title: '応用情報',
          description: 'TCP/IP',
          category: 'ネットワーク',
          icon: '🌐',
          cardImage: '/uploads/card.png',
        },
      },
    ]);
  });

  it('given a set, when the same details are sent again, then nothing is recorded (idempotent)', () => {
    const events = given(setCreated()).when({
      type: 'ChangeQuestionSetDetails',
      data: { questionSetId: SET_ID, title: 'ネットワーク基礎', category: 'ネットワーク' },
    });
    expect(events).toEqual([]);
  });

  it('given a set, when the title is blanked, then it is refused', () => {
    expectRejected(
      () =>
        given(setCreated()).when({
          type: 'ChangeQuestionSetDetails',
          data: { questionSetId: SET_ID, title: '' },
        }),
      { status: 400, code: 'QUESTION_SET_TITLE_REQUIRED', message: '問題集のタイトルを入力してください' },
    );
  });
});

describe('ChangeQuestionSetPricing', () => {
  const pricing = (data: Record<string, unknown>): QuestionSetCommand => ({
    type: 'ChangeQuestionSetPricing',
    data: { questionSetId: SET_ID, ...data },
  });
  const changed = (data: Record<string, unknown>) => ({
    type: 'QuestionSetPricingChanged',
    data: { questionSetId: SET_ID, isPaid: false, price: 0, trialQuestions: 0, validityPeriod: 180, ...data },
  });

  it('given a free set, when it becomes paid, then the new pricing is recorded', () => {
    const events = given(setCreated()).when(pricing({ isPaid: true, price: 1200, trialQuestions: 5 }));
    expect(events).toEqual([changed({ isPaid: true, price: 1200, trialQuestions: 5 })]);
  });

  it('given a paid set, when only the price changes, then it stays paid with the other values kept', () => {
    const paid = setCreated({ isPaid: true, price: 1200, trialQuestions: 5, validityPeriod: 90 });
    const events = given(paid).when(pricing({ price: 1500 }));
    expect(events).toEqual([changed({ isPaid: true, price: 1500, trialQuestions: 5, validityPeriod: 90 })]);
  });

  it('given a paid set, when the flag is turned off without a price, then the set is free with price 0', () => {
    const paid = setCreated({ isPaid: true, price: 1200, trialQuestions: 5 });
    const events = given(paid).when(pricing({ isPaid: false }));
    expect(events).toEqual([changed({ isPaid: false, price: 0, trialQuestions: 5 })]);
  });

  it('given a paid set, when the price is emptied, then it stays paid at price 0', () => {
    const paid = setCreated({ isPaid: true, price: 1200 });
    expect(given(paid).when(pricing({ price: null }))).toEqual([changed({ isPaid: true, price: 0 })]);
  });

  it('given a set, when each number is at its bound, then it is accepted as sent (never clamped)', () => {
    expect(
      given(setCreated()).when(
        pricing({ isPaid: true, price: 1_000_000, trialQuestions: 10_000, validityPeriod: 3650 }),
      ),
    ).toEqual([changed({ isPaid: true, price: 1_000_000, trialQuestions: 10_000, validityPeriod: 3650 })]);
  });

  it('given a set, when the same pricing is sent again, then nothing is recorded (idempotent)', () => {
    expect(given(setCreated()).when(pricing({ isPaid: false, price: 0, validityPeriod: 180 }))).toEqual([]);
  });

  it.each([
    [{ price: -100 }, 'PRICE_INVALID', '価格は0〜1,000,000円の整数で入力してください'],
    [{ trialQuestions: -2 }, 'TRIAL_QUESTIONS_INVALID', '試用問題数は0〜10,000の整数で入力してください'],
    [{ validityPeriod: 1.5 }, 'VALIDITY_PERIOD_INVALID', '有効期間は1〜3,650日の整数で入力してください'],
    [{ price: 1e308 }, 'PRICE_INVALID', '価格は0〜1,000,000円の整数で入力してください'],
    [{ price: 1_000_000.1 }, 'PRICE_INVALID', '価格は0〜1,000,000円の整数で入力してください'],
    [{ price: 1.9 }, 'PRICE_INVALID', '価格は0〜1,000,000円の整数で入力してください'],
    [{ price: Number.NaN }, 'PRICE_INVALID', '価格は0〜1,000,000円の整数で入力してください'],
    [{ trialQuestions: 1e9 }, 'TRIAL_QUESTIONS_INVALID', '試用問題数は0〜10,000の整数で入力してください'],
    [{ trialQuestions: 10_001 }, 'TRIAL_QUESTIONS_INVALID', '試用問題数は0〜10,000の整数で入力してください'],
    [{ validityPeriod: 3651 }, 'VALIDITY_PERIOD_INVALID', '有効期間は1〜3,650日の整数で入力してください'],
    [{ validityPeriod: 1e308 }, 'VALIDITY_PERIOD_INVALID', '有効期間は1〜3,650日の整数で入力してください'],
  ])('given a set, when the pricing is %j, then it is refused', (data, code, message) => {
    expectRejected(() => given(setCreated()).when(pricing(data)), { status: 400, code, message });
  });
});

describe('FeatureQuestionSet / UnfeatureQuestionSet', () => {
  const feature = (featuredCategory: string): QuestionSetCommand => ({
    type: 'FeatureQuestionSet',
    data: { questionSetId: SET_ID, featuredCategory },
  });
  const unfeature: QuestionSetCommand = { type: 'UnfeatureQuestionSet', data: { questionSetId: SET_ID } };

  it('given a set, when featured under a category, then QuestionSetFeatured is recorded', () => {
    expect(given(setCreated()).when(feature(' 人気 '))).toEqual([featured]);
  });

  it('given a featured set, when featured under another category, then the move is recorded', () => {
    expect(given(setCreated(), featured).when(feature('新着'))).toEqual([
      { type: 'QuestionSetFeatured', data: { questionSetId: SET_ID, featuredCategory: '新着' } },
    ]);
  });

  it('given a featured set, when featured under the same category, then nothing is recorded', () => {
    expect(given(setCreated(), featured).when(feature('人気'))).toEqual([]);
  });

  it('given a set, when featured with a blank category, then it is refused', () => {
    expectRejected(() => given(setCreated()).when(feature('  ')), {
      status: 400,
      code: 'FEATURED_CATEGORY_REQUIRED',
      message: 'おすすめカテゴリを入力してください',
    });
  });

  it('given a featured set, when unfeatured, then QuestionSetUnfeatured is recorded', () => {
    expect(given(setCreated(), featured).when(unfeature)).toEqual([
      { type: 'QuestionSetUnfeatured', data: { questionSetId: SET_ID } },
    ]);
  });

  it('given a set that is not featured, when unfeatured, then nothing is recorded', () => {
    expect(given(setCreated()).when(unfeature)).toEqual([]);
  });
});

describe('DeleteQuestionSet', () => {
  const remove: QuestionSetCommand = { type: 'DeleteQuestionSet', data: { questionSetId: SET_ID } };

  it('given a set, when deleted, then QuestionSetDeleted is recorded', () => {
    expect(given(setCreated()).when(remove)).toEqual([setDeleted]);
  });

  it('given a deleted set, when deleted again, then it is not found', () => {
    expectRejected(() => given(setCreated(), setDeleted).when(remove), notFound);
  });
});

describe('any command but CreateQuestionSet', () => {
  const commands: QuestionSetCommand[] = [
    { type: 'ChangeQuestionSetDetails', data: { questionSetId: SET_ID, title: 'x' } },
    { type: 'ChangeQuestionSetPricing', data: { questionSetId: SET_ID, price: 1 } },
    { type: 'FeatureQuestionSet', data: { questionSetId: SET_ID, featuredCategory: '人気' } },
    { type: 'UnfeatureQuestionSet', data: { questionSetId: SET_ID } },
    { type: 'RemoveQuestion', data: { questionSetId: SET_ID, questionId: 'q1' } },
    { type: 'ReorderQuestions', data: { questionSetId: SET_ID, questionIds: [] } },
    { type: 'DeleteQuestionSet', data: { questionSetId: SET_ID } },
  ];

  it.each(commands.map((command) => [command.type, command] as const))(
    'given no set, when %s arrives, then the set is not found',
    (_, command) => {
      expectRejected(() => given().when(command), notFound);
    },
  );

  it.each(commands.map((command) => [command.type, command] as const))(
    'given a deleted set, when %s arrives, then the set is not found',
    (_, command) => {
      expectRejected(() => given(setCreated(), setDeleted).when(command), notFound);
    },
  );
});
