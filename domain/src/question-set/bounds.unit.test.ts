import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/index.js';
import { Bounds, LengthBounds } from '../rules/bounds.js';
import type { QuestionInput, QuestionSetCommand } from './commands.js';
import { given, questionAdded, SET_ID, setCreated, singleQuestion } from './test-support/given-when-then.js';

const refusal = (decision: () => unknown) => {
  try {
    decision();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const { status, code, message, details } = error as DomainError;
    return { status, code, message, field: details?.field };
  }
  throw new Error('expected a refusal');
};

const long = (length: number) => 'あ'.repeat(length);
const add = (question: QuestionInput): QuestionSetCommand => ({
  type: 'AddQuestion',
  data: { questionSetId: SET_ID, question },
});
const options = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `o${index}`,
    text: `選択肢${index}`,
    isCorrect: index === 0,
  }));

describe('the stored sizes of a set and its questions (rules/bounds.ts)', () => {
  it.each([
    ['title', { title: long(LengthBounds.setTitle.max + 1) }, LengthBounds.setTitle.message],
    [
      'description',
      { description: long(LengthBounds.setDescription.max + 1) },
      LengthBounds.setDescription.message,
    ],
    ['category', { category: long(LengthBounds.category.max + 1) }, LengthBounds.category.message],
  ])(
    'given a set, when its %s is one character too long, then the change is refused naming the field',
    (field, change, message) => {
      const command: QuestionSetCommand = {
        type: 'ChangeQuestionSetDetails',
        data: { questionSetId: SET_ID, ...change },
      };
      expect(refusal(() => given(setCreated()).when(command))).toMatchObject({ status: 400, message, field });
    },
  );

  it('given a set, when every text is at its bound, then the change is accepted as sent', () => {
    const title = long(LengthBounds.setTitle.max);
    const command: QuestionSetCommand = {
      type: 'ChangeQuestionSetDetails',
      data: { questionSetId: SET_ID, title },
    };
    expect(given(setCreated()).when(command)[0]?.data).toMatchObject({ title });
  });

  it.each([
    [
      'text',
      singleQuestion('q1', { text: long(LengthBounds.questionText.max + 1) }),
      LengthBounds.questionText.message,
    ],
    [
      'options',
      singleQuestion('q1', { options: options(Bounds.optionsPerQuestion.max + 1) }),
      Bounds.optionsPerQuestion.message,
    ],
    [
      'options.1.text',
      singleQuestion('q1', {
        options: [
          { id: 'a', text: 'A', isCorrect: true },
          { id: 'b', text: long(LengthBounds.optionText.max + 1), isCorrect: false },
        ],
      }),
      LengthBounds.optionText.message,
    ],
    [
      'explanation',
      singleQuestion('q1', { explanation: `<p>${long(LengthBounds.explanationHtml.max)}</p>` }),
      LengthBounds.explanationHtml.message,
    ],
  ])(
    "given a set, when a question's %s is out of bounds, then adding it is refused naming the field",
    (field, question, message) => {
      expect(refusal(() => given(setCreated()).when(add(question)))).toMatchObject({
        status: 400,
        message,
        field,
      });
    },
  );

  it('given a set, when a question has as many options as allowed, then it is added', () => {
    const question = singleQuestion('q1', { options: options(Bounds.optionsPerQuestion.max) });
    expect(given(setCreated()).when(add(question))).toHaveLength(1);
  });

  it('given a question, when an edit makes its text too long, then the edit is refused', () => {
    const command: QuestionSetCommand = {
      type: 'ChangeQuestion',
      data: {
        questionSetId: SET_ID,
        questionId: 'q1',
        question: { text: long(LengthBounds.questionText.max + 1) },
      },
    };
    expect(refusal(() => given(setCreated(), questionAdded('q1', 0)).when(command))).toMatchObject({
      status: 400,
      field: 'text',
    });
  });

  it('given no set, when a create carries more questions than allowed, then it is refused naming the field', () => {
    const questions = Array.from({ length: Bounds.questionsPerCreate.max + 1 }, (_, index) =>
      singleQuestion(`q${index}`),
    );
    const command: QuestionSetCommand = {
      type: 'CreateQuestionSet',
      data: { questionSetId: SET_ID, title: '題', questions },
    };
    expect(refusal(() => given().when(command))).toMatchObject({
      status: 400,
      message: Bounds.questionsPerCreate.message,
      field: 'questions',
    });
  });
});
