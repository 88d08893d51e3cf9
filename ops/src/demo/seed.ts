import { readFile } from 'node:fs/promises';
import { ConflictError, type CreateQuestionSet, questionSetDecider, questionSetStream } from '@exam/domain';
import { type BlobStore, type EventStore, handleCommand, storeImage } from '@exam/platform';
import { demoQuestionSets } from './content/index.js';
import type { DemoQuestionSet } from './content/types.js';
import { nameBasedUuid } from './ids.js';

export type SeedResult = { created: string[]; skipped: string[]; position: number };

/** The CreateQuestionSet command for one demo set, with stable ids so seeding twice creates nothing twice. */
export function demoSetCommand(set: DemoQuestionSet, imageUrl: string | null = null): CreateQuestionSet {
  const questionSetId = nameBasedUuid(`set:${set.key}`);
  return {
    type: 'CreateQuestionSet',
    data: {
      questionSetId,
      title: set.title,
      description: set.description,
      category: set.category,
      // An uploaded image is the icon too (admin spec §3 icon states).
      icon: imageUrl ?? set.icon,
      cardImage: imageUrl,
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

/**
 * Stores a demo set's card image (from ops/src/demo/images, also where the built code runs) with its WebP widths
 * like an upload, and gives its URL.
 */
const storeCardImage = async (blobStore: BlobStore | undefined, set: DemoQuestionSet) => {
  if (!blobStore || !set.cardImage) return null;
  const bytes = await readFile(new URL(`../../src/demo/images/${set.cardImage}`, import.meta.url));
  const { original } = await storeImage(blobStore, bytes, 'jpg');
  return `/uploads/${original.key}`;
};

/**
 * Seeds the demo question sets through the command handler (never by writing read models); with a blob store,
 * the sets that have a card image get it.
 */
export async function seedDemoContent(
  eventStore: EventStore,
  sets = demoQuestionSets,
  blobStore?: BlobStore,
): Promise<SeedResult> {
  const result: SeedResult = { created: [], skipped: [], position: 0 };
  for (const set of sets) {
    const command = demoSetCommand(set, await storeCardImage(blobStore, set));
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
