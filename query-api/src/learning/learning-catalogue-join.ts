import type { DocumentStore } from '@exam/platform';
import {
  LEARNING_QUESTIONS,
  LEARNING_SETS,
  type LearningQuestion,
  type LearningSet,
} from '@exam/projections';

/**
 * The join of the learner read models with the set's one document: titles, totals and question content are
 * read here, once per distinct set or question of the answer, instead of being copied into every learner's
 * documents (a catalogue change would rewrite them all). Read from the learning group's own catalogue copy, so
 * they are as current as the progress and wrong answers they join (one checkpoint).
 */
export type LearningCatalogueJoin = {
  sets(ids: Iterable<string>): Promise<Map<string, LearningSet>>;
  questions(ids: Iterable<string>): Promise<Map<string, LearningQuestion>>;
};

export const learningCatalogueJoin = (documentStore: DocumentStore): LearningCatalogueJoin => {
  const sets = documentStore.collection<LearningSet>(LEARNING_SETS);
  const questions = documentStore.collection<LearningQuestion>(LEARNING_QUESTIONS);
  const byId = async <T extends { id: string }>(
    collection: { find(filter: { id: { $in: string[] } }): Promise<T[]> },
    ids: Iterable<string>,
  ): Promise<Map<string, T>> => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const found = await collection.find({ id: { $in: unique } });
    return new Map(found.map((doc) => [doc.id, doc]));
  };
  return { sets: (ids) => byId(sets, ids), questions: (ids) => byId(questions, ids) };
};
