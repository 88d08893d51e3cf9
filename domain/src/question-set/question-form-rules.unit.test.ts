import { describe, expect, it } from 'vitest';
import type { OptionInput, QuestionInput, QuestionSetCommand } from './commands.js';
import {
  expectRejected,
  given,
  questionAdded,
  SET_ID,
  setCreated,
  singleQuestion,
  storedQuestion,
} from './test-support/given-when-then.js';

/*
 * Admin spec §5 has two forms with different words for the same faults. The server knows which form spoke
 * from the command: AddQuestion (and the questions of CreateQuestionSet) answer with the "Add question" texts,
 * ChangeQuestion with the "Edit question" texts. These tests put the same faulty input through both.
 */
const withQuestion = [setCreated(), questionAdded('q1', 0)];

const add = (question: Partial<QuestionInput>): QuestionSetCommand => ({
  type: 'AddQuestion',
  data: { questionSetId: SET_ID, question: { ...singleQuestion('q2'), ...question } },
});
const change = (question: Partial<Omit<QuestionInput, 'id'>>): QuestionSetCommand => ({
  type: 'ChangeQuestion',
  data: { questionSetId: SET_ID, questionId: 'q1', question },
});

const options = (...specs: Array<[text: string, isCorrect: boolean]>): OptionInput[] =>
  specs.map(([text, isCorrect], index) => ({ id: `o${index}`, text, isCorrect }));

describe('question rules: the add form and the edit form speak their own words', () => {
  it.each([
    {
      fault: 'a blank question text',
      input: { text: '  ' },
      add: ['QUESTION_TEXT_REQUIRED', '問題内容を入力してください'],
      edit: ['QUESTION_TEXT_REQUIRED', '問題内容を入力してください'],
    },
    {
      fault: 'single choice without a correct option',
      input: { questionType: 'single' as const, options: options(['A', false], ['B', false]) },
      add: ['SINGLE_CORRECT_ANSWER_REQUIRED', '正しい答えを選択してください'],
      edit: ['SINGLE_CORRECT_ANSWER_REQUIRED', '正しい答えを一つ選択してください'],
    },
    {
      fault: 'single choice with two correct options',
      input: { questionType: 'single' as const, options: options(['A', true], ['B', true]) },
      add: ['SINGLE_CORRECT_ANSWER_REQUIRED', '正しい答えを選択してください'],
      edit: ['SINGLE_CORRECT_ANSWER_REQUIRED', '正しい答えを一つ選択してください'],
    },
    {
      fault: 'multiple choice without a correct option',
      input: { questionType: 'multiple' as const, options: options(['A', false], ['B', false]) },
      add: ['MULTIPLE_CORRECT_ANSWER_REQUIRED', '正しい答えを少なくとも1つ選択してください'],
      edit: ['MULTIPLE_CORRECT_ANSWER_REQUIRED', '少なくとも一つの正しい答えを選択してください'],
    },
    {
      fault: 'a single option',
      input: { options: options(['A', true]) },
      add: ['QUESTION_OPTIONS_TOO_FEW', '有効な選択肢を少なくとも2つ追加してください'],
      edit: ['QUESTION_OPTIONS_TOO_FEW', '有効な選択肢を少なくとも2つ追加してください'],
    },
  ])('given a set, when $fault is added or edited, then each form gets its own message', (rule) => {
    const [addCode, addMessage] = rule.add as [string, string];
    const [editCode, editMessage] = rule.edit as [string, string];
    expectRejected(() => given(...withQuestion).when(add(rule.input)), {
      status: 400,
      code: addCode,
      message: addMessage,
    });
    expectRejected(() => given(...withQuestion).when(change(rule.input)), {
      status: 400,
      code: editCode,
      message: editMessage,
    });
  });

  describe('a blank option', () => {
    const blank = options(['A', true], ['  ', false], ['C', false]);

    it('given a set, when a question with a blank option is added, then the blank one is dropped (the add form keeps only filled options)', () => {
      expect(given(...withQuestion).when(add({ options: blank }))).toMatchObject([
        {
          type: 'QuestionAdded',
          data: { question: { options: [{ text: 'A' }, { text: 'C' }] } },
        },
      ]);
    });

    it('given a question, when it is edited with a blank option, then 選択肢の内容は空にできません', () => {
      expectRejected(() => given(...withQuestion).when(change({ options: blank })), {
        status: 400,
        code: 'OPTION_TEXT_REQUIRED',
        message: '選択肢の内容は空にできません',
      });
    });
  });

  describe('the explanation', () => {
    it.each(['', '  ', '<p><br></p>', '<p>&nbsp;</p>'])(
      'given a set, when a question is added with the explanation %j, then 解説を入力してください',
      (explanation) => {
        expectRejected(() => given(...withQuestion).when(add({ explanation })), {
          status: 400,
          code: 'EXPLANATION_REQUIRED',
          message: '解説を入力してください',
        });
      },
    );

    it.each(['', '  ', '<p><br></p>', '<p>&nbsp;</p>'])(
      'given a question, when it is edited with the explanation %j, then it is saved as 解説なし',
      (explanation) => {
        expect(given(...withQuestion).when(change({ explanation }))).toEqual([
          {
            type: 'QuestionChanged',
            data: { questionSetId: SET_ID, question: storedQuestion('q1', { explanation: '解説なし' }) },
          },
        ]);
      },
    );
  });

  it('given a single-choice question, when the edit turns it multiple with its one correct option, then it is accepted (the type change keeps what is valid)', () => {
    const [event] = given(...withQuestion).when(change({ questionType: 'multiple' }));
    expect(event).toMatchObject({
      type: 'QuestionChanged',
      data: { question: { id: 'q1', questionType: 'multiple' } },
    });
  });
});
