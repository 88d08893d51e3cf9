import { Bounds, checkLength, checkNumber, LengthBounds } from '@exam/domain/rules';
import { describe, expect, it } from 'vitest';
import { demoQuestionSets } from './index.js';
import type { DemoQuestion, DemoQuestionSet } from './types.js';

const correctCount = (question: DemoQuestion) => question.options.filter((option) => option.isCorrect).length;
const label = (set: DemoQuestionSet, index: number) => `${set.key} #${index + 1}`;
const allQuestions = demoQuestionSets.flatMap((set) =>
  set.questions.map((question, index) => ({ where: label(set, index), question })),
);

describe('demo content catalogue', () => {
  it('given the seeded catalogue, then it offers at least 4 sets of at least 20 questions each', () => {
    expect(demoQuestionSets.length).toBeGreaterThanOrEqual(4);
    for (const set of demoQuestionSets) {
      expect(set.questions.length, set.key).toBeGreaterThanOrEqual(20);
    }
  });

  it('given the seeded catalogue, then it mixes free and paid sets across several categories', () => {
    expect(demoQuestionSets.some((set) => set.isPaid)).toBe(true);
    expect(demoQuestionSets.some((set) => !set.isPaid)).toBe(true);
    expect(new Set(demoQuestionSets.map((set) => set.category)).size).toBeGreaterThanOrEqual(2);
  });

  it('given the seeded catalogue, then at least 2 sets are featured, each with a featured category', () => {
    const featured = demoQuestionSets.filter((set) => set.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(2);
    for (const set of demoQuestionSets) {
      // Spec: featuring a set sets its category; unfeaturing clears it.
      if (set.isFeatured) expect(set.featuredCategory?.trim(), set.key).toBeTruthy();
      else expect(set.featuredCategory, set.key).toBeNull();
    }
  });

  it('given each set, then keys are unique and details are filled in', () => {
    const keys = demoQuestionSets.map((set) => set.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const set of demoQuestionSets) {
      for (const field of [set.key, set.title, set.description, set.category, set.icon]) {
        expect(field.trim(), set.key).not.toBe('');
      }
      expect(set.validityPeriod, set.key).toBeGreaterThan(0);
    }
  });

  it('given each set, then pricing is consistent with the paid flag', () => {
    for (const set of demoQuestionSets) {
      if (set.isPaid) {
        expect(set.price, set.key).toBeGreaterThan(0);
        expect(set.trialQuestions, set.key).toBeLessThan(set.questions.length);
      } else {
        expect(set.price, set.key).toBe(0);
        expect(set.trialQuestions, set.key).toBe(0);
      }
    }
  });

  it('given each set, then it has at least 4 multiple-choice questions and question texts are unique', () => {
    for (const set of demoQuestionSets) {
      expect(
        set.questions.filter((q) => q.questionType === 'multiple').length,
        set.key,
      ).toBeGreaterThanOrEqual(4);
      const texts = set.questions.map((q) => q.text.trim());
      expect(new Set(texts).size, set.key).toBe(texts.length);
    }
  });
});

describe('demo questions', () => {
  it('given a single-choice question, then exactly one option is correct', () => {
    for (const { where, question } of allQuestions.filter(
      ({ question }) => question.questionType === 'single',
    )) {
      expect(correctCount(question), where).toBe(1);
    }
  });

  it('given a multiple-choice question, then at least two options are correct and at least one is wrong', () => {
    for (const { where, question } of allQuestions.filter(
      ({ question }) => question.questionType === 'multiple',
    )) {
      expect(correctCount(question), where).toBeGreaterThanOrEqual(2);
      expect(correctCount(question), where).toBeLessThan(question.options.length);
    }
  });

  it('given any question, then it has text and at least 2 non-blank, unique options', () => {
    for (const { where, question } of allQuestions) {
      expect(question.text.trim(), where).not.toBe('');
      expect(question.options.length, where).toBeGreaterThanOrEqual(2);
      const texts = question.options.map((option) => option.text.trim());
      expect(
        texts.every((text) => text !== ''),
        where,
      ).toBe(true);
      expect(new Set(texts).size, where).toBe(texts.length);
    }
  });

  it('given any question, then its explanation is non-empty HTML', () => {
    for (const { where, question } of allQuestions) {
      expect(question.explanation.trim(), where).not.toBe('');
      expect(question.explanation, where).toMatch(/<(p|strong|ul|li|code)\b[^>]*>/);
    }
  });

  it('given the seeded catalogue, then every number, text and list fits its bound (rules/bounds.ts)', () => {
    for (const set of demoQuestionSets) {
      expect(checkNumber(Bounds.price, set.price), set.key).toBeUndefined();
      expect(checkNumber(Bounds.trialQuestions, set.trialQuestions), set.key).toBeUndefined();
      expect(checkNumber(Bounds.validityPeriod, set.validityPeriod), set.key).toBeUndefined();
      expect(checkLength(LengthBounds.setTitle, set.title), set.key).toBeUndefined();
      expect(checkLength(LengthBounds.setDescription, set.description), set.key).toBeUndefined();
      expect(checkLength(LengthBounds.category, set.category), set.key).toBeUndefined();
      expect(checkLength(LengthBounds.category, set.featuredCategory ?? ''), set.key).toBeUndefined();
      expect(set.questions.length, set.key).toBeLessThanOrEqual(Bounds.questionsPerCreate.max);
    }
    for (const { where, question } of allQuestions) {
      expect(checkLength(LengthBounds.questionText, question.text), where).toBeUndefined();
      expect(checkLength(LengthBounds.explanationHtml, question.explanation), where).toBeUndefined();
      expect(question.options.length, where).toBeLessThanOrEqual(Bounds.optionsPerQuestion.max);
      for (const option of question.options)
        expect(checkLength(LengthBounds.optionText, option.text), where).toBeUndefined();
    }
  });

  it('given the written order, then correct options sit at every place, and the first option alone is rarely right', () => {
    for (const place of [0, 1, 2, 3]) {
      const withCorrectThere = allQuestions.filter(
        ({ question }) => question.options[place]?.isCorrect,
      ).length;
      expect(withCorrectThere / allQuestions.length, `place ${place}`).toBeGreaterThanOrEqual(0.2);
    }
    const firstAloneRight = allQuestions.filter(
      ({ question }) => question.options[0]?.isCorrect && correctCount(question) === 1,
    ).length;
    expect(firstAloneRight / allQuestions.length).toBeLessThanOrEqual(0.4);
  });

  it('given any explanation, then it names options by their content, never by their place (learners see their own order)', () => {
    for (const { where, question } of allQuestions)
      expect(question.explanation, where).not.toMatch(/[1-9１-９]番目|[A-DＡ-Ｄ]の選択肢|選択肢[A-DＡ-Ｄ]/);
  });
});
