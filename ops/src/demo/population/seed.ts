import type { DocumentStore, EventStore } from '@exam/platform';
import {
  QUESTION_SETS,
  type QuestionSetListing,
  questionsInOrder,
  SET_QUESTIONS,
  type SetQuestion,
  USERS,
  type UserDocument,
} from '@exam/projections';
import { nameBasedUuid } from '../ids.js';
import { generatePopulation, type PopulationEvent, type PopulationSet } from './generate.js';

/** The free demo sets the population practises (the sample learners' set stays theirs). */
export const POPULATION_SETS = ['network-basics', 'computer-basics'] as const;
export const LEARNERS_PER_SET = 12;
export const POPULATION_DAYS = 35;

/** The population's usernames: real accounts (user management lists every learner the statistics count). */
export const populationUsernames = (): string[] =>
  POPULATION_SETS.flatMap((_, s) =>
    Array.from(
      { length: LEARNERS_PER_SET },
      (_, i) => `demo_population_${s + 1}_${String(i + 1).padStart(2, '0')}`,
    ),
  );

export type PopulationResult = { learners: number; events: number; mockExams: number };

/** The demo sets' questions as the read side holds them (correct options included). */
export async function populationSets(documentStore: DocumentStore): Promise<PopulationSet[]> {
  const sets: PopulationSet[] = [];
  for (const key of POPULATION_SETS) {
    const id = nameBasedUuid(`set:${key}`);
    const set = await documentStore.collection<QuestionSetListing>(QUESTION_SETS).get(id);
    if (!set) continue;
    const questions = await questionsInOrder(documentStore.collection<SetQuestion>(SET_QUESTIONS), id);
    sets.push({ id, category: set.category, questions });
  }
  return sets;
}

/**
 * Appends the population's history (issue 41) to the log: answers and mock exams of the past weeks at their own
 * times, as events (answers older than a client may send, so not through the practice commands). Each run of
 * consecutive events of one stream is one append; event ids are derived, so a second run appends nothing new.
 * Expects the catalogue read models to hold the demo sets.
 */
export async function seedDemoPopulation(
  stores: { eventStore: EventStore; documentStore: DocumentStore },
  {
    learnerIds,
    end = new Date(),
    demoLearnerName = 'demo_learner',
  }: { learnerIds: readonly string[]; end?: Date; demoLearnerName?: string },
): Promise<PopulationResult> {
  const sets = await populationSets(stores.documentStore);
  // The demo learner joins the population, so their learning path shows a pass estimate on first sign-in.
  const extraLearnerIds = (
    await stores.documentStore.collection<UserDocument>(USERS).find({ username: demoLearnerName })
  ).map((user) => user.id);
  if (sets.length === 0) return { learners: 0, events: 0, mockExams: 0 };
  const events = generatePopulation({
    sets,
    learnersPerSet: LEARNERS_PER_SET,
    learnerIds,
    end,
    days: POPULATION_DAYS,
    extraLearnerIds,
  });
  let run: PopulationEvent[] = [];
  const flush = async () => {
    const [first] = run;
    if (!first) return;
    await stores.eventStore.append(
      first.stream,
      run.map((event) => ({
        id: event.id,
        type: event.type,
        data: event.data,
        metadata: { at: event.at, userId: event.userId, correlationId: 'demo-population' },
      })),
      { expectedRevision: 'any' },
    );
    run = [];
  };
  for (const event of events) {
    if (run.length > 0 && run[0]?.stream !== event.stream) await flush();
    run.push(event);
  }
  await flush();
  return {
    learners: new Set(events.map((event) => event.userId)).size,
    events: events.length,
    mockExams: events.filter((event) => event.type === 'MockExamSubmitted').length,
  };
}
