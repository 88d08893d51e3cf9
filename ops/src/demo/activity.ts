import { generateCodes, practiceService, redeemCode } from '@exam/command-api';
import type { DocumentStore, EventStore } from '@exam/platform';
import {
  type NumberedQuestion,
  questionsInOrder,
  SET_QUESTIONS,
  type SetQuestion,
  USERS,
  type UserDocument,
} from '@exam/projections';
import { nameBasedUuid } from './ids.js';

/** Sample learners answer this free set, so the statistics tab has figures on first start. */
const PRACTISED_SET = 'cloud-software-engineering';
/** The demo learner redeems a code for this paid set: the purchases tab and the support view show it. */
const REDEEMED_SET = 'database-sql';
const QUESTIONS_ANSWERED = 12;

/** A small deterministic generator: the same demo on every first start. */
const sequence = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

export type ActivityResult = { answers: number; redeemedCode: string | null };

/**
 * First run: a little learning and buying, through the same services the API uses. The sample learners (real
 * accounts, see createSampleLearners: the statistics count no learner user management does not list) of spread
 * ability answer the first questions of a free set, and the demo learner answers a few and redeems a code.
 * Without sample learners only the demo learner practises. Expects the catalogue and users read models to have
 * caught up with the seeded content.
 */
export async function seedDemoActivity(
  stores: { eventStore: EventStore; documentStore: DocumentStore },
  { demoLearnerName = 'demo_learner', sampleLearnerIds = [] as readonly string[] } = {},
): Promise<ActivityResult> {
  const practice = practiceService(stores);
  const questions = await questionsInOrder(
    stores.documentStore.collection<SetQuestion>(SET_QUESTIONS),
    nameBasedUuid(`set:${PRACTISED_SET}`),
    { limit: QUESTIONS_ANSWERED },
  );
  const next = sequence(7);
  let answers = 0;
  const answer = async (userId: string, question: NumberedQuestion, ability: number) => {
    const right = question.options.filter((option) => option.isCorrect);
    const wrong = question.options.filter((option) => !option.isCorrect);
    // Harder questions further into the set; abler learners get more right.
    const chance = Math.min(0.95, Math.max(0.05, ability - question.orderIndex * 0.03));
    const correct = next() < chance || wrong.length === 0;
    const chosen = correct ? right : [wrong[Math.floor(next() * wrong.length)] ?? wrong[0]];
    await practice.recordAnswer(
      { userId },
      question.questionSetId,
      {
        questionId: question.id,
        selectedOptionIds: chosen.flatMap((option) => (option ? [option.id] : [])),
        timeSpentMs: 15_000 + Math.floor(next() * 60_000),
        mode: 'normal',
        // Now and then marked 自信なし: such right answers go to the wrong-answer book too.
        guessed: next() < 0.15,
      },
      { userId, correlationId: `demo-activity-${userId}`, at: new Date().toISOString() },
    );
    answers++;
  };
  for (const [learner, userId] of sampleLearnerIds.entries()) {
    for (const question of questions) await answer(userId, question, 0.35 + learner * 0.08);
  }

  const [demoLearner] = await stores.documentStore
    .collection<UserDocument>(USERS)
    .find({ username: demoLearnerName });
  if (!demoLearner) return { answers, redeemedCode: null };
  for (const question of questions.slice(0, 5)) await answer(demoLearner.id, question, 0.7);
  const metadata = { userId: 'system', correlationId: 'demo-activity-code', at: new Date().toISOString() };
  const { codes } = await generateCodes(
    stores,
    {
      questionSetId: nameBasedUuid(`set:${REDEEMED_SET}`),
      validityDays: 30,
      quantity: 1,
      createdBy: 'system',
    },
    metadata,
  );
  const code = codes[0]?.code ?? null;
  if (code)
    await redeemCode(
      stores,
      { code, userId: demoLearner.id, questionSetId: null },
      { ...metadata, userId: demoLearner.id },
    );
  return { answers, redeemedCode: code };
}
