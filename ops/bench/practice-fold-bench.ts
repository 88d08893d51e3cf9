// Issue 26: the cold fold of a learner's practice stream (evolvePractice from the start, as after a cache miss). Each
// answer's cost should not grow with the stream: µs per answer at k answers against the baseline of k = 500, same
// run. Two streams: many offline answers (each with a client id) to a 50-question set answered over and over, and a
// large set worked through once (every answer a new question: the answers map and the wrong-answer book grow).
import { evolvePractice, initialPracticeState, type PracticeEvent } from '@exam/domain';
import { now, printTable, round } from './measure.js';

const SCENARIOS = [
  { name: 'offline answers, 50 questions', questions: 50, sizes: [500, 2_000, 8_000, 32_000] },
  { name: 'one answer per question', questions: Number.POSITIVE_INFINITY, sizes: [500, 2_000, 8_000] },
];

const answersOf = (k: number, questions: number): PracticeEvent[] =>
  Array.from({ length: k }, (_, n) => {
    const index = n % Math.min(questions, k);
    return {
      type: 'AnswerRecorded',
      data: {
        userId: 'bench-user',
        questionSetId: 'bench-set',
        questionId: `q${index}`,
        questionIndex: index,
        selectedOptionIds: [n % 3 === 0 ? 'b' : 'a'],
        isCorrect: n % 3 !== 0,
        timeSpentMs: 800,
        mode: 'normal',
        clientId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        answeredAt: new Date(Date.UTC(2026, 10, 20, 8, 0, n)).toISOString(),
      },
    };
  });

export async function practiceFoldBenchmark(): Promise<void> {
  for (const { name, questions, sizes } of SCENARIOS) {
    const rows = [];
    let baseline = 0;
    for (const k of sizes) {
      const events = answersOf(k, questions);
      events.reduce(evolvePractice, initialPracticeState()); // warm-up
      const started = now();
      const state = events.reduce(evolvePractice, initialPracticeState());
      const ms = now() - started;
      if (state.clientAnswers.size !== k)
        throw new Error(`the fold kept ${state.clientAnswers.size} of ${k} ids`);
      const perAnswer = (ms * 1000) / k;
      baseline ||= perAnswer;
      rows.push({
        answers: k,
        'fold ms': round(ms),
        'µs / answer': round(perAnswer, 2),
        'vs 500': round(perAnswer / baseline, 2),
      });
    }
    printTable(`Cold fold of a practice stream: ${name} (evolvePractice)`, rows);
  }
}
