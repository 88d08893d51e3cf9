import { describe, expect, it } from 'vitest';
import { batchCountBody, createQuestionSetBody, featureBody, updateQuestionSetBody } from './question-set.js';

describe('createQuestionSetBody', () => {
  it('given the admin form payload, when parsed, then flags and numbers are normalised and the questions completed', () => {
    const parsed = createQuestionSetBody.parse({
      title: 'ネットワーク基礎',
      description: 'TCP/IP',
      category: 'ネットワーク',
      icon: '🌐',
      isPaid: 'TRUE',
      price: '1200',
      trialQuestions: '',
      isFeatured: true,
      featuredCategory: '人気',
      unknownField: 'ignored',
      questions: [
        {
          question: 'OSI参照モデルの第3層は？',
          explanation: '<p>ネットワーク層</p>',
          questionType: 'single',
          orderIndex: 1,
          options: [
            { text: 'ネットワーク層', isCorrect: true, optionIndex: 'A' },
            { text: 'トランスポート層', isCorrect: false, optionIndex: 'B' },
          ],
        },
      ],
    });
    expect(parsed).toEqual({
      title: 'ネットワーク基礎',
      description: 'TCP/IP',
      category: 'ネットワーク',
      icon: '🌐',
      isPaid: true,
      price: 1200,
      trialQuestions: null,
      isFeatured: true,
      featuredCategory: '人気',
      questions: [
        {
          text: 'OSI参照モデルの第3層は？',
          explanation: '<p>ネットワーク層</p>',
          questionType: 'single',
          orderIndex: 1,
          options: [
            { text: 'ネットワーク層', isCorrect: true, optionIndex: 'A' },
            { text: 'トランスポート層', isCorrect: false, optionIndex: 'B' },
          ],
        },
      ],
    });
  });

  it('given an empty payload, when parsed, then text fields default to empty so the decider reports them', () => {
    expect(createQuestionSetBody.parse({})).toEqual({ title: '', description: '', category: '', icon: '' });
  });

  it.each([0, '0', 'false', false, null])(
    'given the paid flag %j, when parsed, then it is false',
    (isPaid) => {
      expect(createQuestionSetBody.parse({ isPaid }).isPaid).toBe(false);
    },
  );

  it.each([
    ['a title that is a number', { title: 42 }],
    ['a non-numeric price', { price: 'abc' }],
    ['a price that is an object', { price: {} }],
    ['an unknown question type', { questions: [{ text: 'q', questionType: 'essay' }] }],
    ['options that are not a list', { questions: [{ text: 'q', options: 'A|B' }] }],
    ['isCorrect as a string', { questions: [{ text: 'q', options: [{ text: 'A', isCorrect: 'yes' }] }] }],
  ])('given %s, when parsed, then it fails', (_, payload) => {
    expect(createQuestionSetBody.safeParse(payload).success).toBe(false);
  });
});

describe('updateQuestionSetBody', () => {
  it('given a partial payload, when parsed, then only the sent fields are present', () => {
    expect(updateQuestionSetBody.parse({ title: '新しい題名', price: '0.5', isPaid: 1 })).toEqual({
      title: '新しい題名',
      price: 0.5,
      isPaid: true,
    });
  });

  it('given a cleared card image, when parsed, then null is kept', () => {
    expect(updateQuestionSetBody.parse({ cardImage: null })).toEqual({ cardImage: null });
  });

  it('given a non-boolean featured flag, when parsed, then it fails', () => {
    expect(updateQuestionSetBody.safeParse({ isFeatured: 'yes' }).success).toBe(false);
  });
});

describe('featureBody', () => {
  it('given featuring with a category, when parsed, then both are kept', () => {
    expect(featureBody.parse({ isFeatured: true, featuredCategory: '人気' })).toEqual({
      isFeatured: true,
      featuredCategory: '人気',
    });
  });

  it('given unfeaturing without a category, when parsed, then it is accepted', () => {
    expect(featureBody.parse({ isFeatured: false })).toEqual({ isFeatured: false });
  });

  it('given no flag, when parsed, then it fails', () => {
    expect(featureBody.safeParse({ featuredCategory: '人気' }).success).toBe(false);
  });
});

describe('batchCountBody', () => {
  it('given ids, when parsed, then they are kept', () => {
    expect(batchCountBody.parse({ questionSetIds: ['a', 'b'] })).toEqual({ questionSetIds: ['a', 'b'] });
  });

  it.each([
    ['an empty list', { questionSetIds: [] }],
    ['no list', {}],
    ['a string instead of a list', { questionSetIds: 'a,b' }],
  ])('given %s, when parsed, then it fails with 题库ID列表不能为空', (_, payload) => {
    const result = batchCountBody.safeParse(payload);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('問題集IDのリストを指定してください');
  });
});
