import { describe, expect, it } from 'vitest';
import type { AnsweredQuestion, QuizQuestion } from '../../entities/progress';
import { sheetItemState, summarizeQuiz, truncateText } from './quiz-summary';

const open = (id: string, number: number, text = `question ${number}`): QuizQuestion => ({
  id,
  number,
  orderIndex: number - 1,
  text,
  questionType: 'single',
  options: [],
  locked: false,
});
const locked = (id: string, number: number): QuizQuestion => ({
  id,
  number,
  orderIndex: number - 1,
  locked: true,
});
const answer = (isCorrect: boolean, timeSpentMs: number): AnsweredQuestion => ({
  selectedOptionIds: ['a'],
  isCorrect,
  correctOptionIds: ['a'],
  explanation: '',
  timeSpentMs,
});

describe('summarizeQuiz', () => {
  it('given 3 of 4 questions answered, 2 right, then counts, accuracy and times follow', () => {
    const questions = [open('q1', 1), open('q2', 2), open('q3', 3), open('q4', 4)];
    const summary = summarizeQuiz(questions, {
      q1: answer(true, 10_000),
      q2: answer(false, 20_000),
      q4: answer(true, 30_000),
      other: answer(true, 99_000),
    });
    expect(summary).toMatchObject({
      answered: 3,
      correct: 2,
      wrong: 1,
      accuracy: 67,
      totalMs: 60_000,
      averageMs: 20_000,
    });
    expect(summary.items.map((item) => item.number)).toEqual([1, 2, 4]);
  });

  it('given nothing answered, then everything is zero', () => {
    expect(summarizeQuiz([open('q1', 1)], {})).toMatchObject({ answered: 0, accuracy: 0, averageMs: 0 });
  });

  it('given a long question, then the list shows its first 100 characters', () => {
    const text = 'あ'.repeat(150);
    const summary = summarizeQuiz([open('q1', 1, text)], { q1: answer(true, 0) });
    expect(summary.items[0]?.text).toBe(`${'あ'.repeat(100)}…`);
  });
});

describe('truncateText', () => {
  it('given text of at most 100 characters, then it is unchanged', () => {
    expect(truncateText('x'.repeat(100))).toBe('x'.repeat(100));
  });
});

describe('sheetItemState', () => {
  const answers = { q1: answer(true, 0), q2: answer(false, 0) };
  it.each([
    [open('q1', 1), 0, 1, 'answered-correct'],
    [open('q2', 2), 1, 0, 'answered-wrong'],
    [open('q3', 3), 2, 0, 'unanswered'],
    [open('q1', 1), 0, 0, 'current'],
    [locked('q9', 9), 8, 8, 'locked'],
  ] as const)(
    'given %o at %i with current %i, then the state is %s',
    (question, index, current, expected) => {
      expect(sheetItemState(question, index, current, answers[question.id as 'q1']?.isCorrect)).toBe(
        expected,
      );
    },
  );

  it('given a place whose window has not arrived, then its saved outcome colours it (no lock known yet)', () => {
    expect(sheetItemState(undefined, 9_998, 0, false)).toBe('answered-wrong');
    expect(sheetItemState(undefined, 9_998, 9_998, undefined)).toBe('current');
    expect(sheetItemState(undefined, 9_997, 9_998, undefined)).toBe('unanswered');
  });
});
