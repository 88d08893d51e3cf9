// Issue 26: the cold fold of a learner's practice stream after many offline answers (each with a client id). Each
// answer's cost should not grow with the stream: µs per answer at k answers against the baseline of k = 500, same run.
import { evolvePractice, initialPracticeState, type PracticeEvent } from '@exam/domain';
import { now, printTable, round } from './measure.js';

const QUESTIONS = 50;
const SIZES = [500, 2_000, 8_000, 32_000];

/** k answers of a 50-question set, answered over and over, each with its own client id (the outbox's). */
const offlineAnswers = (k: number): PracticeEvent[] =>
  Array.from({ length: k }, (_, n) => ({
    type: 'AnswerRecorded',
    data: {
      userId: 'bench-user',
      questionSetId: 'bench-set',
      questionId: `q${n % QUESTIONS}`,
      questionIndex: n % QUESTIONS,
      selectedOptionIds: [n % 3 === 0 ? 'b' : 'a'],
      isCorrect: n % 3 !== 0,
      timeSpentMs: 800,
      mode: 'normal',
      clientId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      answeredAt: new Date(Date.UTC(2026, 10, 20, 8, 0, n)).toISOString(),
    },
  }));

export async function practiceFoldBenchmark(): Promise<void> {
  const rows = [];
  let baseline = 0;
  for (const k of SIZES) {
    const events = offlineAnswers(k);
    events.reduce(evolvePractice, initialPracticeState()); // warm-up
    const started = now();
    const state = events.reduce(evolvePractice, initialPracticeState());
    const ms = now() - started;
    if (state.clientAnswers.size !== k)
      throw new Error(`the fold kept ${state.clientAnswers.size} of ${k} client ids`);
    const perAnswer = (ms * 1000) / k;
    baseline ||= perAnswer;
    rows.push({
      answers: k,
      'fold ms': round(ms),
      'µs / answer': round(perAnswer, 2),
      'vs 500': round(perAnswer / baseline, 2),
    });
  }
  printTable('Cold fold of a practice stream of offline answers (evolvePractice, 50 questions)', rows);
}
