import { describe, expect, it } from 'vitest';
import type { SetProgressStats, WrongAnswer } from '../../entities/progress';
import {
  completionPercent,
  isCompleted,
  isResumable,
  progressColor,
  RESUMABLE_WITHIN_MS,
  resumeUrl,
  sortByLastAccessed,
} from './progress-view';
import {
  groupWrongAnswers,
  optionLetters,
  pageCountOf,
  pageRange,
  setChoices,
  setTotalOf,
  wrongAnswerPracticeUrl,
} from './wrong-answer-groups';

const now = Date.parse('2026-03-01T12:00:00Z');
const stats = (overrides: Partial<SetProgressStats>): SetProgressStats => ({
  questionSetId: 's1',
  title: 'Set',
  completedQuestions: 5,
  totalQuestions: 20,
  correctAnswers: 3,
  totalTimeSpent: 0,
  averageTimeSpent: 0,
  accuracy: 60,
  lastAccessed: new Date(now - 1_000).toISOString(),
  lastQuestionIndex: 4,
  ...overrides,
});

describe('progress view', () => {
  it('given progress updated within 24 h, then it is resumable; older or epoch is not', () => {
    expect(isResumable(stats({}), now)).toBe(true);
    expect(isResumable(stats({ lastAccessed: new Date(now - RESUMABLE_WITHIN_MS).toISOString() }), now)).toBe(
      false,
    );
    expect(isResumable(stats({ lastAccessed: new Date(0).toISOString() }), now)).toBe(false);
  });

  it('given completed equal to total and above 0, then the set is completed', () => {
    expect(isCompleted(stats({ completedQuestions: 20 }))).toBe(true);
    expect(isCompleted(stats({ completedQuestions: 0, totalQuestions: 0 }))).toBe(false);
    expect(isCompleted(stats({}))).toBe(false);
  });

  it('given percentages, then colours follow the spec thresholds', () => {
    expect(progressColor(19)).toBe('red');
    expect(progressColor(20)).toBe('yellow');
    expect(progressColor(49)).toBe('yellow');
    expect(progressColor(50)).toBe('green');
    expect(completionPercent(stats({}))).toBe(25);
  });

  it('given stats, then the resume link opens the saved question', () => {
    expect(resumeUrl(stats({ lastQuestionIndex: 4 }))).toBe('/quiz/s1?lastQuestion=4');
  });

  it('given several sets, then the most recent comes first', () => {
    const older = stats({ questionSetId: 'old', lastAccessed: '2026-01-01T00:00:00Z' });
    const newer = stats({ questionSetId: 'new', lastAccessed: '2026-02-01T00:00:00Z' });
    expect(sortByLastAccessed([older, newer]).map((s) => s.questionSetId)).toEqual(['new', 'old']);
  });
});

const wrong = (id: string, setId: string, questionId: string): WrongAnswer => ({
  id,
  questionSetId: setId,
  questionId,
  question: 'Q',
  options: [
    { id: 'a', text: 'A', isCorrect: false },
    { id: 'b', text: 'B', isCorrect: true },
    { id: 'c', text: 'C', isCorrect: false },
    { id: 'd', text: 'D', isCorrect: true },
  ],
  questionType: 'multiple',
  correctOptionIds: ['b', 'd'],
  selectedOptionIds: ['a'],
  explanation: '',
  memo: '',
  createdAt: '2026-01-01T00:00:00Z',
  questionSet: { id: setId, title: `title ${setId}` },
});

describe('wrong answer groups', () => {
  it('given wrong answers of two sets, then they group by set in order of appearance', () => {
    const groups = groupWrongAnswers([
      wrong('1', 's2', 'q1'),
      wrong('2', 's1', 'q2'),
      wrong('3', 's2', 'q3'),
    ]);
    expect(groups.map((g) => [g.questionSetId, g.title, g.items.map((i) => i.id)])).toEqual([
      ['s2', 'title s2', ['1', '3']],
      ['s1', 'title s1', ['2']],
    ]);
  });

  it('given a group, then its practice link lists its question ids once each', () => {
    const url = wrongAnswerPracticeUrl({
      questionSetId: 's1',
      items: [wrong('1', 's1', 'q1'), wrong('2', 's1', 'q2'), wrong('3', 's1', 'q1')],
    });
    expect(url).toBe('/quiz/s1?mode=wrong-answers&questions=q1,q2');
  });

  it('given a set with more open entries than the page shows, then its practice link names only the mode', () => {
    const items = [wrong('1', 's1', 'q1'), wrong('2', 's1', 'q2')];
    expect(wrongAnswerPracticeUrl({ questionSetId: 's1', items }, 2)).toBe(
      '/quiz/s1?mode=wrong-answers&questions=q1,q2',
    );
    expect(wrongAnswerPracticeUrl({ questionSetId: 's1', items }, 450)).toBe('/quiz/s1?mode=wrong-answers');
  });

  it('given the counts, then the set picker lists the sets the filter has entries in, with their counts', () => {
    const counts = {
      unresolved: 3,
      resolved: 1,
      sets: [
        { questionSetId: 's1', title: 'A', unresolved: 3, resolved: 0 },
        { questionSetId: 's2', title: 'B', unresolved: 0, resolved: 1 },
      ],
    };
    expect(setChoices(counts, 'unresolved')).toEqual([{ value: 's1', title: 'A', count: 3 }]);
    expect(setChoices(counts, 'resolved')).toEqual([{ value: 's2', title: 'B', count: 1 }]);
    expect(setChoices(undefined, 'unresolved')).toEqual([]);
    expect(setTotalOf(counts, 's1', 'unresolved')).toBe(3);
    expect(setTotalOf(counts, 'gone', 'unresolved')).toBeUndefined();
  });

  it('given a book of 450 in pages of 20, then it has 23 pages and the last shows 441 to 450', () => {
    expect(pageCountOf(450)).toBe(23);
    expect(pageCountOf(0)).toBe(1);
    expect(pageRange(1, 450)).toEqual({ from: 1, to: 20, total: 450 });
    expect(pageRange(23, 450)).toEqual({ from: 441, to: 450, total: 450 });
    expect(pageRange(1, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });

  it('given option ids, then their letters come in option order', () => {
    expect(optionLetters(wrong('1', 's', 'q').options, ['d', 'b'])).toBe('B, D');
    expect(optionLetters(wrong('1', 's', 'q').options, [])).toBe('');
  });
});
