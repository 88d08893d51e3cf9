import { QuestionSetMessages } from '@exam/domain';
import { WEB_CATALOGUES } from '@exam/domain/i18n';
import { describe, expect, it } from 'vitest';

const messages = WEB_CATALOGUES.ja.authoringQuestions;

import {
  type DraftProblem,
  draftProblem,
  draftWarning,
  emptyDraft,
  finalDraft,
  optionLetter,
  type QuestionDraft,
  withCorrect,
  withOptionAdded,
  withOptionRemoved,
  withType,
} from './question-draft';

const good = (overrides: Partial<QuestionDraft> = {}): QuestionDraft => ({
  text: '主キーの性質はどれか',
  questionType: 'single',
  options: [
    { text: '一意', isCorrect: true },
    { text: '重複可', isCorrect: false },
    { text: '', isCorrect: false },
    { text: '', isCorrect: false },
  ],
  explanation: '<p>一意です</p>',
  ...overrides,
});

describe('question draft rules (admin spec §5)', () => {
  it('given a new draft, then four empty options lettered A to D and single choice', () => {
    const draft = emptyDraft();
    expect(draft.options).toHaveLength(4);
    expect(draft.options.map((_, index) => optionLetter(index))).toEqual(['A', 'B', 'C', 'D']);
    expect(optionLetter(26)).toBe('AA');
  });

  it.each<[string, Partial<QuestionDraft>, 'add' | 'edit', DraftProblem]>([
    ['blank text', { text: '  ' }, 'add', 'textRequired'],
    [
      'one filled option',
      {
        options: [
          { text: 'x', isCorrect: true },
          { text: '', isCorrect: false },
        ],
      },
      'add',
      'optionsTooFew',
    ],
    [
      'no correct single answer',
      {
        options: [
          { text: 'a', isCorrect: false },
          { text: 'b', isCorrect: false },
        ],
      },
      'add',
      'singleAnswerRequiredOnAdd',
    ],
    [
      'no correct multiple answer',
      {
        questionType: 'multiple',
        options: [
          { text: 'a', isCorrect: false },
          { text: 'b', isCorrect: false },
        ],
      },
      'add',
      'multipleAnswerRequiredOnAdd',
    ],
    ['an empty explanation', { explanation: '<p></p>' }, 'add', 'explanationRequired'],
    ['a blank option', {}, 'edit', 'optionTextRequired'],
    [
      'two correct single answers',
      {
        options: [
          { text: 'a', isCorrect: true },
          { text: 'b', isCorrect: true },
        ],
      },
      'edit',
      'singleAnswerRequiredOnEdit',
    ],
    [
      'no correct multiple answer',
      {
        questionType: 'multiple',
        options: [
          { text: 'a', isCorrect: false },
          { text: 'b', isCorrect: false },
        ],
      },
      'edit',
      'multipleAnswerRequiredOnEdit',
    ],
  ])('given %s (%s mode), then the spec message', (_, overrides, mode, problem) => {
    expect(draftProblem(good(overrides), mode)).toBe(problem);
  });

  it('given a good draft, when finalised for add, then blank options are dropped', () => {
    expect(draftProblem(good(), 'add')).toBeNull();
    expect(finalDraft(good(), 'add').options.map((option) => option.text)).toEqual(['一意', '重複可']);
  });

  it('given an edit with an empty explanation, then it is accepted and saved as 解説なし', () => {
    const draft = good({ explanation: '<p><br></p>', options: good().options.slice(0, 2) });
    expect(draftProblem(draft, 'edit')).toBeNull();
    expect(finalDraft(draft, 'edit').explanation).toBe('解説なし');
  });

  it('given a chosen answer, when the type changes, then the selection is cleared', () => {
    const changed = withType(good(), 'multiple');
    expect(changed.options.every((option) => !option.isCorrect)).toBe(true);
    expect(withType(good(), 'single')).toEqual(good());
  });

  it('given single choice, when another option is marked, then it is the only correct one; multiple toggles', () => {
    expect(withCorrect(good(), 1).options.map((option) => option.isCorrect)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    const multiple = withCorrect(withType(good(), 'multiple'), 0);
    expect(withCorrect(multiple, 1).options.map((option) => option.isCorrect)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(withCorrect(multiple, 0).options.every((option) => !option.isCorrect)).toBe(true);
  });

  it('given two options, when one is removed, then nothing changes; more may always be added', () => {
    const two = good({ options: good().options.slice(0, 2) });
    expect(withOptionRemoved(two, 0)).toBe(two);
    expect(withOptionRemoved(good(), 3).options).toHaveLength(3);
    expect(withOptionAdded(good()).options).toHaveLength(5);
  });

  it('given the form messages, then they are the server words of the domain, letter for letter', () => {
    const rules = messages.authoringQuestions.rules;
    expect(rules).toMatchObject({
      textRequired: QuestionSetMessages.questionTextRequired,
      optionsTooFew: QuestionSetMessages.optionsTooFew,
      optionTextRequired: QuestionSetMessages.optionTextRequired,
      singleAnswerRequiredOnAdd: QuestionSetMessages.singleAnswerRequiredOnAdd,
      multipleAnswerRequiredOnAdd: QuestionSetMessages.multipleAnswerRequiredOnAdd,
      singleAnswerRequiredOnEdit: QuestionSetMessages.singleAnswerRequiredOnEdit,
      multipleAnswerRequiredOnEdit: QuestionSetMessages.multipleAnswerRequiredOnEdit,
      explanationRequired: QuestionSetMessages.explanationRequired,
    });
  });
});

describe('identical options and one answer of a 複数選択 question (issue 39)', () => {
  it('given two options that read the same, when checked, then refused', () => {
    const draft = good({
      options: [
        { text: '一意', isCorrect: true },
        { text: ' 一意 ', isCorrect: false },
      ],
    });
    expect(draftProblem(draft, 'add')).toBe('optionsDuplicate');
    expect(
      draftProblem(
        good({
          options: [
            { text: 'ＡＢ', isCorrect: true },
            { text: 'ab', isCorrect: false },
          ],
        }),
        'edit',
      ),
    ).toBe('optionsDuplicate');
    expect(messages.authoringQuestions.rules.optionsDuplicate).toBe(QuestionSetMessages.optionTextDuplicate);
  });

  it('given a multiple-choice question with one correct option, then a warning (not a refusal)', () => {
    const draft = good({ questionType: 'multiple' });
    expect(draftWarning(draft)).toBe('multipleOneCorrect');
    expect(draftProblem(draft, 'add')).toBeNull();
    expect(draftWarning(good())).toBeNull();
  });
});
