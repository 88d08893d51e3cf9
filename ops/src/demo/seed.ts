import { ConflictError, type CreateQuestionSet, questionSetDecider, questionSetStream } from '@exam/domain';
import { type EventStore, handleCommand } from '@exam/platform';
import { demoQuestionSets } from './content/index.js';
import type { DemoQuestionSet } from './content/types.js';
import { nameBasedUuid } from './ids.js';

export type SeedResult = { created: string[]; skipped: string[]; position: number };

/** The CreateQuestionSet command for one demo set, with stable ids so seeding twice creates nothing twice. */
export function demoSetCommand(set: DemoQuestionSet): CreateQuestionSet {
  const questionSetId = nameBasedUuid(`set:${set.key}`);
  return {
    type: 'CreateQuestionSet',
    data: {
      questionSetId,
      title: set.title,
      description: set.description,
      category: set.category,
      icon: set.icon,
      cardImage: null,
      isPaid: set.isPaid,
      price: set.price,
      trialQuestions: set.trialQuestions,
      validityPeriod: set.validityPeriod,
      isFeatured: set.isFeatured,
      featuredCategory: set.featuredCategory,
      questions: set.questions.map((question, q) => ({
        id: nameBasedUuid(`question:${set.key}:${q}`),
        text: question.text,
        questionType: question.questionType,
        explanation: question.explanation,
        options: question.options.map((option, o) => ({
          id: nameBasedUuid(`option:${set.key}:${q}:${o}`),
          text: option.text,
          isCorrect: option.isCorrect,
        })),
      })),
    },
    metadata: { userId: 'system', correlationId: `demo-seed-${set.key}` },
  };
}

/** Seeds the demo question sets through the command handler (never by writing read models). */
export async function seedDemoContent(eventStore: EventStore, sets = demoQuestionSets): Promise<SeedResult> {
  const result: SeedResult = { created: [], skipped: [], position: 0 };
  for (const set of sets) {
    const command = demoSetCommand(set);
    try {
      const { position } = await handleCommand({
        eventStore,
        decider: questionSetDecider,
        streamName: questionSetStream(command.data.questionSetId),
        command,
      });
      result.created.push(set.title);
      result.position = Math.max(result.position, position);
    } catch (error) {
      // An existing (or deleted) set with the same id: seeded before, leave it as the administrators left it.
      if (error instanceof ConflictError) result.skipped.push(set.title);
      else throw error;
    }
  }
  return result;
}
