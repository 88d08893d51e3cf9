import { DEFAULT_PASS_RULE } from '@exam/domain';
import { nameBasedUuid } from '../ids.js';
import { afterExposure, chanceOf, generator, type Memory } from './model.js';

export type PopulationQuestion = {
  id: string;
  questionSetId: string;
  orderIndex: number;
  questionType: 'single' | 'multiple';
  options: Array<{ id: string; isCorrect: boolean }>;
};
export type PopulationSet = { id: string; category: string; questions: PopulationQuestion[] };

/** One event of the generated history, with the time it happened. */
export type PopulationEvent = {
  id: string;
  stream: string;
  type: string;
  data: unknown;
  at: string;
  userId: string;
};

export type PopulationOptions = {
  sets: readonly PopulationSet[];
  learnersPerSet: number;
  /** The history ends here and starts `days` before. */
  end: Date;
  days: number;
  /** The population's learners: `learnersPerSet` real account ids per set, in the sets' order. */
  learnerIds: readonly string[];
  /** Real accounts that join the population (the demo learner), one per entry, on the first set. */
  extraLearnerIds?: readonly string[];
  examSize?: number;
  seed?: number;
};

const DAY = 86_400_000;

/**
 * A learner population's history: practice sessions on random days (due misses first, then unseen questions,
 * then a few others), and one to three timed mock exams each after the first week. Answers follow the model of
 * model.ts; mock exams are graded later by the product itself from these events.
 */
export function generatePopulation(options: PopulationOptions): PopulationEvent[] {
  const random = generator(options.seed ?? 41);
  const examSize = options.examSize ?? 10;
  const start = options.end.getTime() - options.days * DAY;
  const events: PopulationEvent[] = [];
  const easiness = new Map<string, number>();
  for (const set of options.sets)
    for (const question of set.questions) easiness.set(question.id, 0.2 + 0.9 * random.normal());

  const learners = options.sets
    .flatMap((set, s) =>
      Array.from({ length: options.learnersPerSet }, (_, i) => ({
        userId: options.learnerIds[s * options.learnersPerSet + i] ?? '',
        set,
      })),
    )
    .filter((learner) => learner.userId !== '');
  const [firstSet] = options.sets;
  if (firstSet) for (const userId of options.extraLearnerIds ?? []) learners.push({ userId, set: firstSet });

  learners.forEach(({ userId, set }, index) => {
    const base = -1.5 + 1.1 * random.normal();
    const growth = random.between(0.2, 1.6);
    const studyChance = random.between(0.15, 0.55);
    const memory = new Map<string, Memory>();
    const questionIndex = new Map(set.questions.map((question, i) => [question.id, i]));
    let practised = 0;
    const planned = options.days * studyChance * 9;
    const ability = () => base + growth * Math.min(1, practised / planned);
    const optionsFor = (question: PopulationQuestion, right: boolean) => {
      const wrong = question.options.filter((option) => !option.isCorrect);
      if (right || wrong.length === 0)
        return question.options.filter((option) => option.isCorrect).map((o) => o.id);
      return [(wrong[Math.floor(random.next() * wrong.length)] ?? wrong[0])?.id ?? ''];
    };
    const answer = (question: PopulationQuestion, at: number) => {
      const right =
        random.next() < chanceOf(ability(), easiness.get(question.id) ?? 0, memory.get(question.id), at);
      memory.set(question.id, afterExposure(memory.get(question.id), right, at));
      practised += 1;
      return right;
    };
    const examDays = new Set(
      Array.from(
        { length: 1 + Math.floor(random.next() * 3) },
        () => 7 + Math.floor(random.next() * (options.days - 8)),
      ),
    );
    for (let day = 0; day < options.days; day++) {
      // Each learner has their own half hour of the day (session, then exam), so a session's answers are one run
      // of the log and one append.
      const dayStart = start + day * DAY + 6 * 3_600_000 + (index % 32) * 30 * 60_000;
      if (random.next() < studyChance) {
        const due = set.questions.filter((question) => {
          const seen = memory.get(question.id);
          return seen && seen.strengthDays < 3;
        });
        const unseen = set.questions.filter((question) => !memory.has(question.id));
        const others = set.questions.filter(
          (question) => !due.includes(question) && !unseen.includes(question),
        );
        const session = [...due, ...unseen, ...others].slice(0, 6 + Math.floor(random.next() * 7));
        session.forEach((question, i) => {
          const at = dayStart + i * 40_000;
          const right = answer(question, at);
          events.push({
            id: nameBasedUuid(`population:${userId}:answer:${day}:${i}`),
            stream: `practice-${userId}-${set.id}`,
            type: 'AnswerRecorded',
            at: new Date(at).toISOString(),
            userId,
            data: {
              userId,
              questionSetId: set.id,
              questionId: question.id,
              questionIndex: questionIndex.get(question.id) ?? 0,
              selectedOptionIds: optionsFor(question, right),
              isCorrect: right,
              timeSpentMs: 20_000 + Math.floor(random.next() * 40_000),
              mode: 'normal',
              ...(random.next() < 0.1 ? { guessed: true } : {}),
              answeredAt: new Date(at).toISOString(),
            },
          });
        });
      }
      if (examDays.has(day)) events.push(...mockExam(userId, set, dayStart + 10 * 60_000, `${day}`));
    }

    function mockExam(user: string, examSet: PopulationSet, at: number, key: string): PopulationEvent[] {
      const examId = nameBasedUuid(`population:${user}:exam:${key}`);
      const stream = `mockExam-${examId}`;
      const pool = [...examSet.questions];
      const drawn: PopulationQuestion[] = [];
      while (drawn.length < Math.min(examSize, examSet.questions.length)) {
        const i = Math.floor(random.next() * pool.length);
        drawn.push(pool[i] as PopulationQuestion);
        pool.splice(i, 1);
      }
      const startedAt = new Date(at).toISOString();
      const list: PopulationEvent[] = [
        {
          id: nameBasedUuid(`population:${examId}:started`),
          stream,
          type: 'MockExamStarted',
          at: startedAt,
          userId: user,
          data: {
            examId,
            userId: user,
            questionSetIds: [examSet.id],
            questions: drawn.map((question) => ({
              questionId: question.id,
              questionSetId: examSet.id,
              category: examSet.category,
            })),
            durationMinutes: 20,
            startedAt,
            deadline: new Date(at + 20 * 60_000).toISOString(),
            passRule: DEFAULT_PASS_RULE,
          },
        },
      ];
      drawn.forEach((question, i) => {
        const answeredAt = at + (i + 1) * 60_000;
        const right = answer(question, answeredAt);
        list.push({
          id: nameBasedUuid(`population:${examId}:answer:${i}`),
          stream,
          type: 'MockExamAnswered',
          at: new Date(answeredAt).toISOString(),
          userId: user,
          data: {
            examId,
            questionId: question.id,
            selectedOptionIds: optionsFor(question, right),
            guessed: false,
            flagged: false,
            answeredAt: new Date(answeredAt).toISOString(),
          },
        });
      });
      const submittedAt = new Date(at + (drawn.length + 1) * 60_000).toISOString();
      list.push({
        id: nameBasedUuid(`population:${examId}:submitted`),
        stream,
        type: 'MockExamSubmitted',
        at: submittedAt,
        userId: user,
        data: { examId, userId: user, submittedAt, reason: 'learner' },
      });
      return list;
    }
  });
  return events.sort((a, b) => a.at.localeCompare(b.at) || a.stream.localeCompare(b.stream));
}
