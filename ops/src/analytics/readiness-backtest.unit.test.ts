import { DEFAULT_PASS_RULE } from '@exam/domain';
import type { RecordedEvent } from '@exam/platform';
import { describe, expect, it } from 'vitest';
import { generatePopulation, type PopulationSet } from '../demo/population/generate.js';
import { backtestCsv, backtestReadiness, baselineOf, formatBacktest } from './readiness-backtest.js';
import type { CatalogueSet } from './replay-state.js';

const sets: PopulationSet[] = ['s1', 's2'].map((id) => ({
  id,
  category: `field-${id}`,
  questions: Array.from({ length: 20 }, (_, i) => ({
    id: `${id}-q${i}`,
    questionSetId: id,
    orderIndex: i,
    questionType: 'single' as const,
    options: [0, 1, 2, 3].map((o) => ({ id: `${id}-q${i}-o${o}`, isCorrect: o === 0 })),
  })),
}));
const catalogue = new Map<string, CatalogueSet>(
  sets.map((set) => [set.id, { ...set, passRule: DEFAULT_PASS_RULE }]),
);
const recorded = (events: ReturnType<typeof generatePopulation>): RecordedEvent[] =>
  events.map((event, index) => ({
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: { at: event.at, userId: event.userId },
    streamName: event.stream,
    revision: 0,
    position: index + 1,
  }));

/** A learner id per place of the population (each set's learners in turn). */
const learnerIds = (perSet: number) =>
  Array.from({ length: sets.length * perSet }, (_, index) => `learner-${index + 1}`);

describe('readiness backtest', () => {
  it('given a generated population, when replayed, then every submitted exam is predicted from its past and scored', () => {
    const events = generatePopulation({
      sets,
      learnersPerSet: 12,
      learnerIds: learnerIds(12),
      end: new Date('2026-03-01T00:00:00Z'),
      days: 42,
    });
    const exams = events.filter((event) => event.type === 'MockExamSubmitted').length;
    expect(exams).toBeGreaterThanOrEqual(30);
    const report = backtestReadiness(recorded(events), catalogue);
    expect(report.rows).toHaveLength(exams);
    expect(report.skipped).toBe(0);
    // Passes and failures both happen, so the scores mean something.
    const passed = report.rows.filter((row) => row.passed).length;
    expect(passed).toBeGreaterThan(0);
    expect(passed).toBeLessThan(exams);
    // Both forecasts beat a coin (Brier 0.25); the figures are reported, whichever wins.
    expect(report.brierModel).toBeLessThan(0.25);
    expect(report.brierBaseline).toBeLessThan(0.3);
    expect(report.calibration.reduce((sum, bin) => sum + bin.exams, 0)).toBe(exams);
    expect(formatBacktest(report).split('\n')[0]).toMatch(
      /^readiness backtest: \d+ exams, Brier model 0\.\d{3}, baseline 0\.\d{3}$/,
    );
    expect(backtestCsv(report).split('\n')).toHaveLength(exams + 1);
  });

  it('given a prediction, then it uses only what happened before the exam began', () => {
    const events = generatePopulation({
      sets,
      learnersPerSet: 4,
      learnerIds: learnerIds(4),
      end: new Date('2026-03-01T00:00:00Z'),
      days: 30,
    });
    const full = backtestReadiness(recorded(events), catalogue);
    const [first] = full.rows;
    if (!first) throw new Error('no exam');
    // Cutting the log at the end of the first exam changes nothing of its prediction.
    const cut = events.findIndex(
      (event) =>
        event.type === 'MockExamSubmitted' && (event.data as { examId: string }).examId === first.examId,
    );
    expect(backtestReadiness(recorded(events.slice(0, cut + 1)), catalogue).rows[0]).toEqual(first);
  });

  it('baseline: an accuracy well above the mark passes nearly surely, one well under nearly never', () => {
    expect(baselineOf({ correct: 45, answers: 50 }, 10, 60)).toBeGreaterThan(0.95);
    expect(baselineOf({ correct: 10, answers: 50 }, 10, 60)).toBeLessThan(0.01);
    expect(baselineOf({ correct: 0, answers: 0 }, 10, 60)).toBeCloseTo(0.377, 2);
  });
});
