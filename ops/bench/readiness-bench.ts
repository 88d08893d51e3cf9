// Issue 41: the pass estimate is computed when read, over what one learner has for one set. Its cost against the
// set's size and the learner's history (the 100-question set is the baseline, same run): the ability grid grows
// with the learner's answers, the simulated draws with the exam's size only.
import { DEFAULT_PASS_RULE, estimateReadiness, type ItemFigures, readinessInputOf } from '@exam/domain';
import { now, printTable, round } from './measure.js';

const SIZES = [100, 1_000, 10_000];

const factsOf = (questions: number) => {
  const ids = Array.from({ length: questions }, (_, i) => `q${i}`);
  const answered = ids.slice(0, Math.floor(questions / 2));
  return {
    userId: 'bench-user',
    questionSetId: 'bench-set',
    questions: ids.map((questionId, i) => ({ questionId, field: `field-${i % 4}` })),
    passRule: DEFAULT_PASS_RULE,
    items: new Map<string, ItemFigures>(ids.map((id, i) => [id, { answers: 200, correct: 60 + (i % 120) }])),
    firstAnswers: answered.map((questionId, i) => ({
      questionId,
      isCorrect: i % 3 !== 0,
      at: '2026-11-01T00:00:00Z',
    })),
    cards: answered
      .filter((_, i) => i % 3 === 0)
      .map((questionId) => ({
        questionId,
        stability: 5,
        lastReview: '2026-11-10T00:00:00Z',
        state: 'review',
      })),
    exams: [],
    now: new Date('2026-11-20T00:00:00Z'),
  };
};

export async function readinessBenchmark(): Promise<void> {
  const rows = [];
  let baseline = 0;
  for (const size of SIZES) {
    const input = { ...readinessInputOf(factsOf(size)), examSize: 50 };
    estimateReadiness(input); // warm-up
    const runs = 5;
    const started = now();
    for (let run = 0; run < runs; run++) estimateReadiness(input);
    const ms = (now() - started) / runs;
    baseline ||= ms;
    rows.push({
      questions: size,
      'answers seen': Math.floor(size / 2),
      'ms / estimate': round(ms),
      'vs 100': round(ms / baseline, 2),
    });
  }
  printTable('Readiness estimate at read time (2,000 simulated 50-question exams, 4 fields)', rows);
}
