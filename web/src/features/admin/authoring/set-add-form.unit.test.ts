import { WEB_CATALOGUES } from '@exam/domain/i18n';
import { Bounds } from '@exam/domain/rules';
import { describe, expect, it } from 'vitest';

const authoringSetsJa = WEB_CATALOGUES.ja.authoringSets;

import {
  type AddSetForm,
  createSetBody,
  EMPTY_ADD_SET_FORM,
  freeInEffect,
  validateAddSet,
} from './set-add-form';

const form = (change: Partial<AddSetForm>): AddSetForm => ({
  ...EMPTY_ADD_SET_FORM,
  title: 'SQL',
  ...change,
});

const question = {
  text: 'SELECT は？',
  questionType: 'single' as const,
  options: [
    { text: '取得', isCorrect: true },
    { text: '削除', isCorrect: false },
  ],
  explanation: '<p>取得です</p>',
};

describe('validateAddSet', () => {
  it('given a blank title, when checked, then 問題集のタイトルを入力してください', () => {
    expect(validateAddSet(form({ title: '   ' }))).toEqual({
      title: 'authoringSets.validation.titleRequired',
    });
  });

  it('given featured without a category, when checked, then the category is asked for', () => {
    expect(validateAddSet(form({ isFeatured: true, featuredCategory: ' ' }))).toEqual({
      featuredCategory: 'authoringSets.validation.featuredCategoryRequired',
    });
  });

  it('given a paid set with a negative price or a fractional trial count, when checked, then both are refused', () => {
    expect(validateAddSet(form({ isPaid: true, price: -1, trialQuestions: 1.5 }))).toEqual({
      price: 'numberInput.negative',
      trialQuestions: 'numberInput.notWhole',
    });
  });

  it('given prices typed the Japanese way, when checked and sent, then 1,980 and １９８０ are 1980', () => {
    expect(validateAddSet(form({ isPaid: true, price: '1,980', trialQuestions: '３' }))).toEqual({});
    expect(
      createSetBody(form({ isPaid: true, price: '１，９８０', trialQuestions: '３' }), []),
    ).toMatchObject({
      price: 1980,
      trialQuestions: 3,
    });
  });

  it('given 1e3, 1.5 or -5 as price, when checked, then each is refused, never read as another number', () => {
    expect(validateAddSet(form({ isPaid: true, price: '1e3' })).price).toBe('numberInput.notNumber');
    expect(validateAddSet(form({ isPaid: true, price: '1.5' })).price).toBe('numberInput.notWhole');
    expect(validateAddSet(form({ isPaid: true, price: '-5' })).price).toBe('numberInput.negative');
  });

  it('given a paid set with price and trial left empty, when checked, then it passes (they default to 0)', () => {
    expect(validateAddSet(form({ isPaid: true, price: '', trialQuestions: '' }))).toEqual({});
  });
});

describe('createSetBody', () => {
  it('given a paid set left empty, when sent, then price and trial count are 0', () => {
    const body = createSetBody(form({ isPaid: true, price: '', trialQuestions: '' }), []);
    expect(body).toMatchObject({ isPaid: true, price: 0, trialQuestions: 0 });
  });

  it('given a paid set with price 990 and 3 trial questions, when sent, then they are numbers', () => {
    const body = createSetBody(form({ isPaid: true, price: '990', trialQuestions: 3 }), []);
    expect(body).toMatchObject({ isPaid: true, price: 990, trialQuestions: 3 });
  });

  it('given a free set with a leftover price, when sent, then price and trial are 0', () => {
    expect(createSetBody(form({ isPaid: false, price: 50, trialQuestions: 2 }), [])).toMatchObject({
      isPaid: false,
      price: 0,
      trialQuestions: 0,
    });
  });

  it('given featured off with a leftover category, when sent, then the category is cleared', () => {
    expect(createSetBody(form({ isFeatured: false, featuredCategory: 'IT' }), [])).toMatchObject({
      isFeatured: false,
      featuredCategory: null,
    });
  });

  it('given a chosen image not yet uploaded, when sent, then the set is created with the default icon', () => {
    expect(createSetBody(form({ icon: 'pending_upload' }), []).icon).toBe('default');
    expect(createSetBody(form({ icon: '🤖' }), []).icon).toBe('🤖');
  });

  it('given two local questions, when sent, then they are numbered in order with lettered options', () => {
    const body = createSetBody(form({}), [question, { ...question, text: '二問目' }]);
    expect(body.questions).toEqual([
      {
        text: 'SELECT は？',
        explanation: '<p>取得です</p>',
        questionType: 'single',
        orderIndex: 0,
        options: [
          { text: '取得', isCorrect: true, optionIndex: 'A' },
          { text: '削除', isCorrect: false, optionIndex: 'B' },
        ],
      },
      expect.objectContaining({ text: '二問目', orderIndex: 1 }),
    ]);
  });

  it('given surrounding spaces, when sent, then title and description are trimmed', () => {
    expect(createSetBody(form({ title: '  SQL  ', description: ' 基礎 ' }), [])).toMatchObject({
      title: 'SQL',
      description: '基礎',
    });
  });
});

describe('bounds of the set forms (issue 23: refused, never clamped)', () => {
  it('given a price or trial count above its bound, when checked, then refused with the bound message', () => {
    expect(validateAddSet(form({ isPaid: true, price: 1_000_001, trialQuestions: 10_001 }))).toEqual({
      price: 'authoringSets.validation.priceInvalid',
      trialQuestions: 'authoringSets.validation.trialQuestionsInvalid',
    });
    expect(validateAddSet(form({ isPaid: true, price: 1_000_000, trialQuestions: 10_000 }))).toEqual({});
  });

  it('given the form messages, then they are the domain bounds messages word for word', () => {
    expect(authoringSetsJa.authoringSets.validation.priceInvalid).toBe(Bounds.price.message);
    expect(authoringSetsJa.authoringSets.validation.trialQuestionsInvalid).toBe(
      Bounds.trialQuestions.message,
    );
  });
});

describe('freeInEffect', () => {
  it('given a paid 2-question set with 3 trial questions, then it warns with both counts', () => {
    expect(freeInEffect({ isPaid: true, trialQuestions: 3 }, 2)).toEqual({ trial: 3, count: 2 });
    expect(freeInEffect({ isPaid: true, trialQuestions: '2' }, 2)).toEqual({ trial: 2, count: 2 });
  });

  it('given a trial below the count, no trial, or a free set, then no warning', () => {
    expect(freeInEffect({ isPaid: true, trialQuestions: 1 }, 2)).toBeNull();
    expect(freeInEffect({ isPaid: true, trialQuestions: 0 }, 0)).toBeNull();
    expect(freeInEffect({ isPaid: true, trialQuestions: '' }, 2)).toBeNull();
    expect(freeInEffect({ isPaid: false, trialQuestions: 5 }, 2)).toBeNull();
  });
});
