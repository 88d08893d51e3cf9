import { describe, expect, it } from 'vitest';
import type { ChangeQuestion, QuestionInput, QuestionSetCommand } from './commands.js';
import {
  expectRejected,
  given,
  questionAdded,
  SET_ID,
  setCreated,
  setDeleted,
  singleQuestion,
  storedQuestion,
} from './test-support/given-when-then.js';

const withQuestions = [setCreated(), questionAdded('q1', 0), questionAdded('q2', 1)];
const questionNotFound = { status: 404, code: 'QUESTION_NOT_FOUND', message: '問題が見つかりません' };

describe('AddQuestion', () => {
  const add = (question: QuestionInput, position?: number): QuestionSetCommand => ({
    type: 'AddQuestion',
    data: { questionSetId: SET_ID, question, ...(position === undefined ? {} : { position }) },
  });

  it('given a set with two questions, when a question is added without a position, then it goes at the end', () => {
    expect(given(...withQuestions).when(add(singleQuestion('q3')))).toEqual([questionAdded('q3', 2)]);
  });

  it('given a set with two questions, when a question is added at position 0, then it goes first', () => {
    expect(given(...withQuestions).when(add(singleQuestion('q3'), 0))).toEqual([questionAdded('q3', 0)]);
  });

  it('given a set with two questions, when the position is past the end, then it goes at the end', () => {
    expect(given(...withQuestions).when(add(singleQuestion('q3'), 99))).toEqual([questionAdded('q3', 2)]);
  });

  it('given a set, when a question with blank options is added, then they are dropped and the explanation sanitised', () => {
    const question = singleQuestion('q3', {
      options: [
        { id: 'a', text: 'A', isCorrect: false },
        { id: 'b', text: '', isCorrect: false },
        { id: 'c', text: 'C', isCorrect: true },
      ],
      explanation: '<a href="javascript:alert(1)">見て</a>',
    });
    expect(given(setCreated()).when(add(question))).toEqual([
      {
        type: 'QuestionAdded',
        data: {
          questionSetId: SET_ID,
          position: 0,
          question: storedQuestion('q3', {
            options: [
              { id: 'a', text: 'A', isCorrect: false },
              { id: 'c', text: 'C', isCorrect: true },
            ],
            explanation: '<a rel="noopener noreferrer">見て</a>',
          }),
        },
      },
    ]);
  });

  it('given a set holding the id, when a question with that id is added, then it is a conflict', () => {
    expectRejected(() => given(...withQuestions).when(add(singleQuestion('q1'))), {
      status: 409,
      code: 'QUESTION_EXISTS',
      message: '同じIDの問題が既に存在します',
    });
  });

  it('given a set, when a question breaks an add rule, then the add-form message is returned', () => {
    expectRejected(() => given(setCreated()).when(add(singleQuestion('q3', { explanation: ' ' }))), {
      status: 400,
      code: 'EXPLANATION_REQUIRED',
      message: '解説を入力してください',
    });
  });

  it('given a deleted set, when a question is added, then the set is not found', () => {
    expectRejected(() => given(setCreated(), setDeleted).when(add(singleQuestion('q3'))), {
      status: 404,
      code: 'QUESTION_SET_NOT_FOUND',
      message: '問題集が見つかりません',
    });
  });
});

describe('ChangeQuestion', () => {
  const change = (question: ChangeQuestion['data']['question'], questionId = 'q1'): QuestionSetCommand => ({
    type: 'ChangeQuestion',
    data: { questionSetId: SET_ID, questionId, question },
  });
  const changed = (overrides: Parameters<typeof storedQuestion>[1]) => ({
    type: 'QuestionChanged',
    data: { questionSetId: SET_ID, question: storedQuestion('q1', overrides) },
  });

  it('given a question, when only its text changes, then the question is recorded with its other fields kept', () => {
    expect(given(...withQuestions).when(change({ text: ' 新しい問題 ' }))).toEqual([
      changed({ text: '新しい問題' }),
    ]);
  });

  it('given a question, when it becomes multiple choice with two answers, then the change is recorded', () => {
    const options = [
      { id: 'x', text: 'X', isCorrect: true },
      { id: 'y', text: 'Y', isCorrect: true },
      { id: 'z', text: 'Z', isCorrect: false },
    ];
    expect(given(...withQuestions).when(change({ questionType: 'multiple', options }))).toEqual([
      changed({ questionType: 'multiple', options }),
    ]);
  });

  it('given a question, when the explanation is emptied, then it is saved as 解説なし', () => {
    expect(given(...withQuestions).when(change({ explanation: '' }))).toEqual([
      changed({ explanation: '解説なし' }),
    ]);
  });

  it('given a question, when the explanation carries a script, then it is sanitised', () => {
    expect(
      given(...withQuestions).when(change({ explanation: '<b>ok</b><img src=x onerror=alert(1)>' })),
    ).toEqual([changed({ explanation: '<b>ok</b><img>' })]);
  });

  it('given a question, when the same content is sent, then nothing is recorded (idempotent)', () => {
    const { id: _id, ...same } = singleQuestion('q1');
    expect(given(...withQuestions).when(change(same))).toEqual([]);
  });

  it.each([
    ['blank text', { text: '' }, 'QUESTION_TEXT_REQUIRED', '問題内容を入力してください'],
    [
      'a blank option',
      {
        options: [
          { id: 'a', text: 'A', isCorrect: true },
          { id: 'b', text: ' ', isCorrect: false },
          { id: 'c', text: 'C', isCorrect: false },
        ],
      },
      'OPTION_TEXT_REQUIRED',
      '選択肢の内容は空にできません',
    ],
    [
      'a single option',
      { options: [{ id: 'a', text: 'A', isCorrect: true }] },
      'QUESTION_OPTIONS_TOO_FEW',
      '有効な選択肢を少なくとも2つ追加してください',
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
      '正しい答えを一つ選択してください',
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
      '少なくとも一つの正しい答えを選択してください',
    ],
  ] as const)(
    'given a question, when the edit has %s, then the edit-form message is returned',
    (_, question, code, message) => {
      expectRejected(
        () => given(...withQuestions).when(change(question as ChangeQuestion['data']['question'])),
        {
          status: 400,
          code,
          message,
        },
      );
    },
  );

  it('given a set without the question, when it is changed, then the question is not found', () => {
    expectRejected(() => given(...withQuestions).when(change({ text: 'x' }, 'q9')), questionNotFound);
  });
});

describe('RemoveQuestion', () => {
  const remove = (questionId: string): QuestionSetCommand => ({
    type: 'RemoveQuestion',
    data: { questionSetId: SET_ID, questionId },
  });

  it('given a question, when removed, then QuestionRemoved is recorded', () => {
    expect(given(...withQuestions).when(remove('q2'))).toEqual([
      { type: 'QuestionRemoved', data: { questionSetId: SET_ID, questionId: 'q2' } },
    ]);
  });

  it('given a removed question, when removed again, then the question is not found', () => {
    const removed = { type: 'QuestionRemoved' as const, data: { questionSetId: SET_ID, questionId: 'q2' } };
    expectRejected(() => given(...withQuestions, removed).when(remove('q2')), questionNotFound);
  });
});

describe('ReorderQuestions', () => {
  const reorder = (questionIds: string[]): QuestionSetCommand => ({
    type: 'ReorderQuestions',
    data: { questionSetId: SET_ID, questionIds },
  });
  const withThree = [...withQuestions, questionAdded('q3', 2)];

  it('given three questions, when a new order is sent, then QuestionsReordered is recorded', () => {
    expect(given(...withThree).when(reorder(['q3', 'q1', 'q2']))).toEqual([
      { type: 'QuestionsReordered', data: { questionSetId: SET_ID, questionIds: ['q3', 'q1', 'q2'] } },
    ]);
  });

  it('given three questions, when the current order is sent, then nothing is recorded', () => {
    expect(given(...withThree).when(reorder(['q1', 'q2', 'q3']))).toEqual([]);
  });

  it.each([
    ['a missing id', ['q1', 'q2']],
    ['an unknown id', ['q1', 'q2', 'q9']],
    ['a repeated id', ['q1', 'q2', 'q2']],
    ['an extra id', ['q1', 'q2', 'q3', 'q4']],
  ])('given three questions, when the order has %s, then it is refused', (_, questionIds) => {
    expectRejected(() => given(...withThree).when(reorder(questionIds)), {
      status: 400,
      code: 'QUESTION_ORDER_INVALID',
      message: '問題の並び順が現在の問題と一致しません',
    });
  });
});
