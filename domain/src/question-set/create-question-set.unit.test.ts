import { describe, expect, it } from 'vitest';
import type { CreateQuestionSet, QuestionInput } from './commands.js';
import {
  expectRejected,
  given,
  SET_ID,
  setCreated,
  setDeleted,
  singleQuestion,
  storedQuestion,
} from './test-support/given-when-then.js';

const create = (data: Partial<CreateQuestionSet['data']> = {}): CreateQuestionSet => ({
  type: 'CreateQuestionSet',
  data: {
    questionSetId: SET_ID,
    title: 'ネットワーク基礎',
    description: 'TCP/IP',
    category: 'ネットワーク',
    icon: '🌐',
    cardImage: null,
    isPaid: false,
    price: 0,
    trialQuestions: 0,
    questions: [],
    ...data,
  },
});

const withQuestion = (question: Partial<QuestionInput>) =>
  create({ questions: [singleQuestion('q1', question)] });

describe('CreateQuestionSet', () => {
  describe('given no set', () => {
    it('when created without questions, then only QuestionSetCreated is recorded, with a 180-day validity', () => {
      expect(given().when(create())).toEqual([setCreated()]);
    });

    it('when created featured with questions, then the set, its featuring and each question (in order) are recorded', () => {
      const events = given().when(
        create({
          title: '  ネットワーク基礎  ',
          isFeatured: true,
          featuredCategory: ' 人気 ',
          validityPeriod: 365,
          questions: [
            singleQuestion('q1', { explanation: '<p onclick="x()">Because.</p><script>alert(1)</script>' }),
            singleQuestion('q2'),
          ],
        }),
      );
      expect(events).toEqual([
        setCreated({ validityPeriod: 365 }),
        { type: 'QuestionSetFeatured', data: { questionSetId: SET_ID, featuredCategory: '人気' } },
        {
          type: 'QuestionAdded',
          data: { questionSetId: SET_ID, position: 0, question: storedQuestion('q1') },
        },
        {
          type: 'QuestionAdded',
          data: { questionSetId: SET_ID, position: 1, question: storedQuestion('q2') },
        },
      ]);
    });

    it("when featured without a featured category, then the set's own category is used", () => {
      const events = given().when(create({ isFeatured: true, featuredCategory: '' }));
      expect(events[1]).toEqual({
        type: 'QuestionSetFeatured',
        data: { questionSetId: SET_ID, featuredCategory: 'ネットワーク' },
      });
    });

    it('when the icon and card image are blank, then the icon reads "default" and the image null', () => {
      const [created] = given().when(create({ icon: ' ', cardImage: '' }));
      expect(created).toEqual(setCreated({ icon: 'default', cardImage: null }));
    });

    it('when paid with empty price and trial count, then both are stored as 0', () => {
      const [created] = given().when(create({ isPaid: true, price: null, trialQuestions: undefined }));
      expect(created).toEqual(setCreated({ isPaid: true, price: 0, trialQuestions: 0 }));
    });

    it.each(['1', 'TRUE', 1])('when the paid flag is %j, then the set is paid', (isPaid) => {
      const [created] = given().when(create({ isPaid, price: 980, trialQuestions: 3 }));
      expect(created).toEqual(setCreated({ isPaid: true, price: 980, trialQuestions: 3 }));
    });

    it('when the flag is off but a price is given, then the set is paid (price above 0 means paid)', () => {
      const [created] = given().when(create({ isPaid: false, price: 500 }));
      expect(created).toEqual(setCreated({ isPaid: true, price: 500 }));
    });

    it('when free, then the price is stored as 0', () => {
      const [created] = given().when(create({ isPaid: 'false', price: 0, trialQuestions: 2 }));
      expect(created).toEqual(setCreated({ isPaid: false, price: 0, trialQuestions: 2 }));
    });

    it('when a question has blank options, then they are dropped', () => {
      const options = [
        { id: 'a', text: ' Alpha ', isCorrect: true },
        { id: 'b', text: '   ', isCorrect: false },
        { id: 'c', text: 'Gamma', isCorrect: false },
      ];
      const events = given().when(withQuestion({ options }));
      expect(events[1]).toMatchObject({
        data: {
          question: {
            options: [
              { id: 'a', text: 'Alpha', isCorrect: true },
              { id: 'c', text: 'Gamma', isCorrect: false },
            ],
          },
        },
      });
    });

    it('when a multiple-choice question has several correct options, then it is accepted', () => {
      const options = [
        { id: 'a', text: 'A', isCorrect: true },
        { id: 'b', text: 'B', isCorrect: true },
        { id: 'c', text: 'C', isCorrect: false },
      ];
      const events = given().when(withQuestion({ questionType: 'multiple', options }));
      expect(events[1]).toMatchObject({ data: { question: { questionType: 'multiple', options } } });
    });
  });

  describe('given no set, when the input breaks a rule, then it is refused', () => {
    it.each([
      ['a blank title', { title: '  ' }, 'QUESTION_SET_TITLE_REQUIRED', '問題集のタイトルを入力してください'],
      [
        'a negative price',
        { isPaid: true, price: -1 },
        'PRICE_INVALID',
        '価格は0〜1,000,000円の整数で入力してください',
      ],
      [
        'a fractional trial count',
        { trialQuestions: 1.5 },
        'TRIAL_QUESTIONS_INVALID',
        '試用問題数は0〜10,000の整数で入力してください',
      ],
      [
        'a negative trial count',
        { trialQuestions: -1 },
        'TRIAL_QUESTIONS_INVALID',
        '試用問題数は0〜10,000の整数で入力してください',
      ],
      [
        'a validity of 0 days',
        { validityPeriod: 0 },
        'VALIDITY_PERIOD_INVALID',
        '有効期間は1〜3,650日の整数で入力してください',
      ],
      [
        'a fractional validity',
        { validityPeriod: 30.5 },
        'VALIDITY_PERIOD_INVALID',
        '有効期間は1〜3,650日の整数で入力してください',
      ],
      [
        'featured with no category at all',
        { isFeatured: true, featuredCategory: null, category: '' },
        'FEATURED_CATEGORY_REQUIRED',
        'おすすめカテゴリを入力してください',
      ],
    ] as const)('%s', (_, data, code, message) => {
      expectRejected(() => given().when(create(data)), { status: 400, code, message });
    });
  });

  describe('given no set, when a question breaks an add rule, then the spec message is returned', () => {
    it.each([
      ['blank text', { text: ' ' }, 'QUESTION_TEXT_REQUIRED', '問題内容を入力してください'],
      [
        'one option with text',
        {
          options: [
            { id: 'a', text: 'A', isCorrect: true },
            { id: 'b', text: '', isCorrect: false },
          ],
        },
        'QUESTION_OPTIONS_TOO_FEW',
        '有効な選択肢を少なくとも2つ追加してください',
      ],
      [
        'single choice with no correct option',
        {
          options: [
            { id: 'a', text: 'A', isCorrect: false },
            { id: 'b', text: 'B', isCorrect: false },
          ],
        },
        'SINGLE_CORRECT_ANSWER_REQUIRED',
        '正しい答えを選択してください',
      ],
      [
        'single choice with two correct options',
        {
          options: [
            { id: 'a', text: 'A', isCorrect: true },
            { id: 'b', text: 'B', isCorrect: true },
          ],
        },
        'SINGLE_CORRECT_ANSWER_REQUIRED',
        '正しい答えを選択してください',
      ],
      [
        'multiple choice with no correct option',
        {
          questionType: 'multiple',
          options: [
            { id: 'a', text: 'A', isCorrect: false },
            { id: 'b', text: 'B', isCorrect: false },
          ],
        },
        'MULTIPLE_CORRECT_ANSWER_REQUIRED',
        '正しい答えを少なくとも1つ選択してください',
      ],
      ['an empty explanation', { explanation: '' }, 'EXPLANATION_REQUIRED', '解説を入力してください'],
      [
        'an explanation that is only markup',
        { explanation: '<p><br></p>' },
        'EXPLANATION_REQUIRED',
        '解説を入力してください',
      ],
      [
        'an explanation that is only a script',
        { explanation: '<script>x()</script>' },
        'EXPLANATION_REQUIRED',
        '解説を入力してください',
      ],
      [
        'an unknown question type',
        { questionType: 'essay' },
        'QUESTION_TYPE_INVALID',
        '問題の種類が正しくありません',
      ],
      [
        'two options with one id',
        {
          options: [
            { id: 'a', text: 'A', isCorrect: true },
            { id: 'a', text: 'B', isCorrect: false },
          ],
        },
        'OPTION_ID_DUPLICATE',
        '選択肢のIDが重複しています',
      ],
    ])('%s', (_, question, code, message) => {
      expectRejected(() => given().when(withQuestion(question as Partial<QuestionInput>)), {
        status: 400,
        code,
        message,
      });
    });

    it('two questions with one id', () => {
      const command = create({ questions: [singleQuestion('q1'), singleQuestion('q1')] });
      expectRejected(() => given().when(command), {
        status: 409,
        code: 'QUESTION_EXISTS',
        message: '同じIDの問題が既に存在します',
      });
    });
  });

  describe('given an existing set', () => {
    it('when created again, then it is a conflict', () => {
      expectRejected(() => given(setCreated()).when(create()), {
        status: 409,
        code: 'QUESTION_SET_EXISTS',
        message: '問題集は既に存在します',
      });
    });
  });

  describe('given a deleted set', () => {
    it('when its id is created again, then it is a conflict (ids are never reused)', () => {
      expectRejected(() => given(setCreated(), setDeleted).when(create()), {
        status: 409,
        code: 'QUESTION_SET_EXISTS',
        message: '問題集は既に存在します',
      });
    });
  });
});
