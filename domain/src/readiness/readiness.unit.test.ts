import { describe, expect, it } from 'vitest';
import { DEFAULT_PASS_RULE } from '../mock-exam/events.js';
import { estimateAbility, logistic, logit } from './ability.js';
import { retrievability } from './memory.js';
import { seededRandom } from './random.js';
import { estimateReadiness, type ItemFigures, type ReadinessQuestion } from './readiness.js';

/** A synthetic set: 60 questions in two fields, facilities spread from 0.3 to 0.9. */
const questions: ReadinessQuestion[] = Array.from({ length: 60 }, (_, i) => ({
  questionId: `q${i}`,
  field: i % 3 === 0 ? 'ネットワーク' : 'セキュリティ',
}));
const facility = (i: number) => 0.3 + (0.6 * i) / 59;
/** Item statistics as 200 average learners would leave them. */
const items = new Map<string, ItemFigures>(
  questions.map((question, i) => [
    question.questionId,
    { answers: 200, correct: Math.round(200 * facility(i)) },
  ]),
);

/** A learner of true ability `theta` answers `count` questions once (a Rasch coin each). */
const answersOf = (theta: number, count: number, seed: string) => {
  const random = seededRandom(seed);
  return questions.slice(0, count).map((question, i) => ({
    questionId: question.questionId,
    isCorrect: random() < logistic(theta + logit(facility(i))),
  }));
};

/** The true pass probability of a learner of ability `theta` who remembers nothing: a direct simulation. */
const truePass = (theta: number, size: number) => {
  const random = seededRandom(`truth-${theta}`);
  let passed = 0;
  const runs = 4000;
  for (let r = 0; r < runs; r++) {
    const pool = questions.map((_, i) => i);
    let right = 0;
    const byField = new Map<string, { c: number; n: number }>();
    // The same stratified shares as the model: a third network, two thirds security.
    const network = pool
      .filter((i) => i % 3 === 0)
      .sort(() => random() - 0.5)
      .slice(0, Math.round(size / 3));
    const security = pool
      .filter((i) => i % 3 !== 0)
      .sort(() => random() - 0.5)
      .slice(0, size - network.length);
    for (const i of [...network, ...security]) {
      const ok = random() < logistic(theta + logit(facility(i)));
      right += ok ? 1 : 0;
      const field = i % 3 === 0 ? 'n' : 's';
      const entry = byField.get(field) ?? { c: 0, n: 0 };
      entry.c += ok ? 1 : 0;
      entry.n += 1;
      byField.set(field, entry);
    }
    const fieldsOk = [...byField.values()].every((entry) => (entry.c / entry.n) * 100 >= 30);
    if ((right / size) * 100 >= 60 && fieldsOk) passed++;
  }
  return passed / runs;
};

describe('readiness model', () => {
  it('given synthetic learners of known ability, when 60 answers are seen, then each ability is recovered within 0.6 logits', () => {
    const errors: number[] = [];
    for (const theta of [-1.5, -0.5, 0, 0.5, 1.5]) {
      for (let seed = 0; seed < 8; seed++) {
        const answers = answersOf(theta, 60, `${theta}-${seed}`);
        const estimate = estimateAbility(
          answers.map((answer) => ({
            easiness: logit(facility(Number(answer.questionId.slice(1)))),
            correct: answer.isCorrect,
          })),
        );
        expect(Math.abs(estimate.mean - theta), `theta ${theta} seed ${seed}`).toBeLessThan(0.9);
        errors.push(Math.abs(estimate.mean - theta));
      }
    }
    // On average much closer than the bound of a single learner.
    expect(errors.reduce((a, b) => a + b, 0) / errors.length).toBeLessThan(0.35);
  });

  it('given synthetic learners of known ability, then the true pass probability lies in the interval and the estimate is close on average', () => {
    const errors: number[] = [];
    let inside = 0;
    let cases = 0;
    for (const theta of [-1, -0.3, 0, 0.4, 1, 1.8]) {
      const truth = truePass(theta, 30);
      for (let seed = 0; seed < 5; seed++) {
        const readiness = estimateReadiness({
          questions,
          passRule: DEFAULT_PASS_RULE,
          examSize: 30,
          items,
          firstAnswers: answersOf(theta, 60, `pass-${theta}-${seed}`),
          memory: new Map(),
          mockAnswers: [],
          mockExams: 0,
          now: new Date('2026-03-01T00:00:00Z'),
          seed: `learner-${theta}-${seed}`,
          simulations: 1000,
        });
        errors.push(Math.abs(readiness.passProbability - truth));
        cases += 1;
        if (truth >= readiness.low - 0.05 && truth <= readiness.high + 0.05) inside += 1;
        expect(readiness.low).toBeLessThanOrEqual(readiness.passProbability + 0.02);
        expect(readiness.high).toBeGreaterThanOrEqual(readiness.passProbability - 0.02);
        expect(readiness.fields.map((field) => field.field).sort()).toEqual(['セキュリティ', 'ネットワーク']);
      }
    }
    // An 80 % interval (10th to 90th percentile of ability) holds the truth about 80 % of the time.
    expect(inside / cases).toBeGreaterThanOrEqual(0.7);
    expect(errors.reduce((a, b) => a + b, 0) / errors.length).toBeLessThan(0.15);
  });

  it('given no answers, then the estimate is the average learner with a wide interval; given fresh memories of every question, then passing is near certain', () => {
    const base = {
      questions,
      passRule: DEFAULT_PASS_RULE,
      examSize: 30,
      items,
      mockAnswers: [],
      mockExams: 0,
      now: new Date('2026-03-01T00:00:00Z'),
      seed: 'x',
    };
    const none = estimateReadiness({ ...base, firstAnswers: [], memory: new Map() });
    expect(none.high - none.low).toBeGreaterThan(0.5);
    expect(none.basedOn).toEqual({ answers: 0, mockExams: 0, questions: 60, seen: 0 });
    const memory = new Map(
      questions.map((question) => [
        question.questionId,
        { stabilityDays: 30, lastReview: '2026-02-28T00:00:00Z' },
      ]),
    );
    const remembered = estimateReadiness({ ...base, firstAnswers: answersOf(-1, 60, 'm'), memory });
    expect(remembered.passProbability).toBeGreaterThan(0.95);
    // The same input gives the same figures.
    expect(estimateReadiness({ ...base, firstAnswers: [], memory: new Map() })).toEqual(none);
  });

  it('given a field the learner fails, then it is named as holding them back', () => {
    const firstAnswers = questions.map((question, i) => ({
      questionId: question.questionId,
      isCorrect: question.field === 'セキュリティ' ? true : i % 9 === 0,
    }));
    const readiness = estimateReadiness({
      questions,
      passRule: { overall: 60, categoryMinimum: 50 },
      examSize: 30,
      items,
      firstAnswers,
      memory: new Map(),
      mockAnswers: [],
      mockExams: 0,
      now: new Date('2026-03-01T00:00:00Z'),
      seed: 'weak',
    });
    expect(readiness.holdingBack).toEqual(['ネットワーク']);
    const network = readiness.fields.find((field) => field.field === 'ネットワーク');
    expect(network?.probability).toBeLessThan(0.5);
  });

  it('retrievability is 90 % after one stability and falls with time', () => {
    expect(retrievability(10, 10)).toBeCloseTo(0.9, 5);
    expect(retrievability(10, 0)).toBe(1);
    expect(retrievability(10, 40)).toBeLessThan(retrievability(10, 20));
  });
});
