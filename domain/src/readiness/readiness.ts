import { drawShares } from '../mock-exam/draw-shares.js';
import type { PassRule } from '../mock-exam/events.js';
import { estimateAbility, logistic, logit, type Observation } from './ability.js';
import { retrievability } from './memory.js';
import { seededRandom } from './random.js';

export type ReadinessQuestion = { questionId: string; field: string };
/** A question's first answers over every learner (item statistics). */
export type ItemFigures = { answers: number; correct: number };
export type LearnerAnswer = { questionId: string; isCorrect: boolean };
/** What the learner's memory holds of a question: a card's stability and its last review. */
export type QuestionMemory = { stabilityDays: number; lastReview: string };

export type ReadinessInput = {
  questions: readonly ReadinessQuestion[];
  passRule: PassRule;
  /** Questions in the mock exam the estimate is for. */
  examSize: number;
  items: ReadonlyMap<string, ItemFigures>;
  /** The learner's first answer to each question they answered (before any explanation). */
  firstAnswers: readonly LearnerAnswer[];
  memory: ReadonlyMap<string, QuestionMemory>;
  /** Answers in the learner's recent submitted mock exams of the set. */
  mockAnswers: readonly LearnerAnswer[];
  mockExams: number;
  now: Date;
  /** Same seed, same data: the same figures (a reload does not wobble). */
  seed: string;
  simulations?: number;
};

export type FieldReadiness = { field: string; probability: number; minimum: number; expectedScore: number };

export type Readiness = {
  passProbability: number;
  /** The pass probability for an ability at the 10th and 90th percentile of its estimate. */
  low: number;
  high: number;
  expectedScore: number;
  fields: FieldReadiness[];
  /** Fields whose expected score is under the pass mark, weakest first. */
  holdingBack: string[];
  basedOn: { answers: number; mockExams: number; questions: number; seen: number };
};

/** Prior weight (in answers) of the set's average facility in each question's facility. */
const FACILITY_PRIOR_ANSWERS = 5;
const DEFAULT_FACILITY = 0.6;
/** Mock answers count half: some of their questions were seen, so memory helped. */
const MOCK_WEIGHT = 0.5;
/** How far a field's ability may stray from the learner's overall ability (logit sd). */
const FIELD_SD = 1;
const Z80 = 1.2816;
/**
 * How far remembering a question's answer carries to the exam: a card's recall is a flashcard's, and the exam
 * asks the same question among others under time pressure. Chosen by the backtest (docs/readiness.md).
 */
const MEMORY_WEIGHT = 0.8;

const percent = (correct: number, total: number) =>
  total > 0 ? Math.round((correct / total) * 1000) / 10 : 0;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** logit of each question's facility, shrunk towards the set's average (a question few answered is average). */
const easinessOf = (questions: readonly ReadinessQuestion[], items: ReadonlyMap<string, ItemFigures>) => {
  let answers = 0;
  let correct = 0;
  for (const { questionId } of questions) {
    const item = items.get(questionId);
    answers += item?.answers ?? 0;
    correct += item?.correct ?? 0;
  }
  const average = answers > 0 ? (correct + DEFAULT_FACILITY) / (answers + 1) : DEFAULT_FACILITY;
  return new Map(
    questions.map(({ questionId }) => {
      const item = items.get(questionId);
      const facility =
        ((item?.correct ?? 0) + FACILITY_PRIOR_ANSWERS * average) /
        ((item?.answers ?? 0) + FACILITY_PRIOR_ANSWERS);
      return [questionId, logit(Math.min(0.98, Math.max(0.02, facility)))];
    }),
  );
};

/**
 * Issue 41's pass estimate for one learner and one set, explainable step by step:
 * 1. each question's easiness is the logit of its first-answer facility over all learners;
 * 2. the learner's ability (overall, then per field around it) is the posterior of a Rasch model over their first
 *    answers and, at half weight, their recent mock answers;
 * 3. a question is answered right if remembered (FSRS retrievability of its card now, weighted by how far a
 *    flashcard's recall carries to an exam) or, if not, with the ability's chance on it;
 * 4. the mock exam is drawn as the server draws it (stratified by field) many times, each answer a coin with that
 *    chance, and graded by the set's pass rule (overall and each field's minimum). The ability's own uncertainty
 *    is sampled too; low / high hold it at its 10th / 90th percentile.
 */
export function estimateReadiness(input: ReadinessInput): Readiness {
  const { questions, passRule, now } = input;
  const easiness = easinessOf(questions, input.items);
  const fieldOf = new Map(questions.map((question) => [question.questionId, question.field]));
  const observe = (answers: readonly LearnerAnswer[], weight: number): Observation[] =>
    answers.flatMap(({ questionId, isCorrect }) => {
      const e = easiness.get(questionId);
      return e === undefined ? [] : [{ easiness: e, correct: isCorrect, weight }];
    });
  const all = [...observe(input.firstAnswers, 1), ...observe(input.mockAnswers, MOCK_WEIGHT)];
  const overall = estimateAbility(all);
  const fields = [...new Set(questions.map((question) => question.field))];
  const fieldAbility = new Map(
    fields.map((field) => {
      const inField = (answers: readonly LearnerAnswer[]) =>
        answers.filter((answer) => fieldOf.get(answer.questionId) === field);
      const evidence = [
        ...observe(inField(input.firstAnswers), 1),
        ...observe(inField(input.mockAnswers), MOCK_WEIGHT),
      ];
      return [field, estimateAbility(evidence, overall.mean, FIELD_SD).mean];
    }),
  );
  const recall = questions.map(({ questionId }) => {
    const memory = input.memory.get(questionId);
    if (!memory) return 0;
    return retrievability(memory.stabilityDays, (now.getTime() - Date.parse(memory.lastReview)) / 86_400_000);
  });
  const byField = new Map<string, number[]>();
  questions.forEach((question, index) => {
    const list = byField.get(question.field);
    if (list) list.push(index);
    else byField.set(question.field, [index]);
  });
  const shares = drawShares(byField, questions.length, input.examSize);
  // Per question, once: its field's number, its memory share and its logit before the ability's shift; the
  // chances of the fixed low / high scenarios too. The loop below then only adds and compares.
  const fieldNumber = new Map(fields.map((field, n) => [field, n]));
  const fieldOfIndex = Int32Array.from(questions, (question) => fieldNumber.get(question.field) ?? 0);
  const remembered = Float64Array.from(recall, (r) => MEMORY_WEIGHT * r);
  const logitOf = Float64Array.from(
    questions,
    (question) =>
      (fieldAbility.get(question.field) ?? overall.mean) + (easiness.get(question.questionId) ?? 0),
  );
  const chanceAt = (index: number, shift: number) => {
    const r = remembered[index] as number;
    return r + (1 - r) * logistic((logitOf[index] as number) + shift);
  };
  const lowChance = Float64Array.from(questions, (_, index) => chanceAt(index, -Z80 * overall.sd));
  const highChance = Float64Array.from(questions, (_, index) => chanceAt(index, Z80 * overall.sd));
  const random = seededRandom(input.seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const simulations = input.simulations ?? 2000;
  const passes = { central: 0, low: 0, high: 0 };
  const fieldPasses = new Float64Array(fields.length);
  const size = shares.reduce((sum, share) => sum + share.take, 0);
  const drawn = new Int32Array(size);
  const coins = new Float64Array(size);
  const fieldCorrect = new Int32Array(fields.length);
  const fieldTotal = new Int32Array(fields.length);
  /** Grades one simulated exam whose right answers `isRight` tells; counts each field's pass when asked. */
  const grade = (isRight: (i: number) => boolean, countFields: boolean) => {
    fieldCorrect.fill(0);
    fieldTotal.fill(0);
    let correct = 0;
    for (let i = 0; i < size; i++) {
      const field = fieldOfIndex[drawn[i] as number] as number;
      fieldTotal[field] = (fieldTotal[field] as number) + 1;
      if (isRight(i)) {
        correct += 1;
        fieldCorrect[field] = (fieldCorrect[field] as number) + 1;
      }
    }
    let passed = percent(correct, size) >= passRule.overall;
    for (let field = 0; field < fields.length; field++) {
      if (fieldTotal[field] === 0) continue;
      const fieldPassed =
        percent(fieldCorrect[field] as number, fieldTotal[field] as number) >= passRule.categoryMinimum;
      if (countFields && fieldPassed) fieldPasses[field] = (fieldPasses[field] as number) + 1;
      passed &&= fieldPassed;
    }
    return passed;
  };
  for (let s = 0; s < simulations; s++) {
    const sampled = normal() * overall.sd;
    // A partial Fisher-Yates shuffle of each field's pool, kept between runs: every draw is uniform whatever
    // order the last one left, and no pool is copied (a 10,000-question set costs what a small one does).
    let at = 0;
    for (const { list, take } of shares) {
      for (let k = 0; k < take; k++) {
        const from = k + Math.floor(random() * (list.length - k));
        const picked = list[from] as number;
        list[from] = list[k] as number;
        list[k] = picked;
        drawn[at++] = picked;
      }
    }
    for (let i = 0; i < size; i++) coins[i] = random();
    if (grade((i) => (coins[i] as number) < chanceAt(drawn[i] as number, sampled), true)) passes.central += 1;
    if (grade((i) => (coins[i] as number) < (lowChance[drawn[i] as number] as number), false))
      passes.low += 1;
    if (grade((i) => (coins[i] as number) < (highChance[drawn[i] as number] as number), false))
      passes.high += 1;
  }

  const expectedOf = (indexes: readonly number[]) =>
    indexes.length ? (indexes.reduce((sum, index) => sum + chanceAt(index, 0), 0) / indexes.length) * 100 : 0;
  const fieldResults = [...byField].map(([field, indexes]) => ({
    field,
    probability: round3((fieldPasses[fieldNumber.get(field) ?? 0] as number) / simulations),
    minimum: passRule.categoryMinimum,
    expectedScore: Math.round(expectedOf(indexes) * 10) / 10,
  }));
  const seen = new Set([...input.firstAnswers, ...input.mockAnswers].map((answer) => answer.questionId));
  return {
    passProbability: round3(passes.central / simulations),
    low: round3(passes.low / simulations),
    high: round3(passes.high / simulations),
    expectedScore: Math.round(expectedOf(questions.map((_, index) => index)) * 10) / 10,
    fields: fieldResults,
    holdingBack: fieldResults
      .filter((field) => field.expectedScore < passRule.overall)
      .sort((a, b) => a.expectedScore - b.expectedScore)
      .map((field) => field.field),
    basedOn: {
      answers: input.firstAnswers.length,
      mockExams: input.mockExams,
      questions: questions.length,
      seen: [...seen].filter((id) => fieldOf.has(id)).length,
    },
  };
}
