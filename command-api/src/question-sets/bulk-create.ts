import { randomUUID } from 'node:crypto';
import { type CreateQuestionSet, createQuestionSetBody } from '@exam/domain';
import { DomainError, ValidationError } from '@exam/domain/errors';
import { catalogueJa, interpolate } from '@exam/domain/i18n';
import type { ExecuteQuestionSetCommands } from '../execution/index.js';
import { questionWithIds } from '../ids/index.js';
import { parseWith } from '../validation/index.js';

/** Sets one POST /question-sets/upload may create: a larger catalogue is several calls (each set is one stream). */
export const MAX_SETS_PER_UPLOAD = 100;
export const UPLOAD_SETS_REQUIRED = catalogueJa.server.questionSet.uploadSetsRequired;
export const UPLOAD_SETS_TOO_MANY = interpolate(catalogueJa.server.questionSet.uploadSetsTooMany, {
  max: MAX_SETS_PER_UPLOAD,
});

export type BulkCreateResult =
  | { index: number; title: string; success: true; id: string; questionCount: number }
  | { index: number; title: string; success: false; code: string; message: string };

export type BulkCreateReport = {
  results: BulkCreateResult[];
  created: number;
  failed: number;
  /** The last position written (0 when nothing was created). */
  position: number;
};

/** The body's `questionSets`, or the 400 the spec's wording calls for. */
export const readUploadedSets = (body: unknown): unknown[] => {
  const sets = (body as { questionSets?: unknown } | null | undefined)?.questionSets;
  if (!Array.isArray(sets) || sets.length === 0) {
    throw new ValidationError(UPLOAD_SETS_REQUIRED, 'QUESTION_SETS_REQUIRED', { field: 'questionSets' });
  }
  if (sets.length > MAX_SETS_PER_UPLOAD) {
    throw new ValidationError(UPLOAD_SETS_TOO_MANY, 'TOO_MANY_QUESTION_SETS', { field: 'questionSets' });
  }
  return sets;
};

/** The admin form numbers its local questions; they are added in that order (stable for equal numbers). */
export const inFormOrder = <Q extends { orderIndex?: number | null | undefined }>(
  questions: readonly Q[],
): Q[] =>
  questions
    .map((question, index) => ({ question, index }))
    .sort(
      (a, b) => (a.question.orderIndex ?? a.index) - (b.question.orderIndex ?? b.index) || a.index - b.index,
    )
    .map(({ question }) => question);

/** One CreateQuestionSet command from a body of POST /question-sets (validated by the same schema). */
export const createSetCommand = (
  body: unknown,
  metadata: CreateQuestionSet['metadata'],
): CreateQuestionSet => {
  const { questions = [], ...fields } = parseWith(createQuestionSetBody, body);
  return {
    type: 'CreateQuestionSet',
    data: { ...fields, questionSetId: randomUUID(), questions: inFormOrder(questions).map(questionWithIds) },
    metadata,
  };
};

const titleOf = (item: unknown) => {
  const title = (item as { title?: unknown } | null)?.title;
  return typeof title === 'string' ? title : '';
};

/**
 * POST /question-sets/upload: each set is validated and decided exactly as POST /question-sets would, on its own
 * stream; a refused set appends nothing and the others are still created. Only domain refusals are reported per
 * set: anything else (a store failure) is a defect and fails the request.
 */
export const createSets = async (
  execute: ExecuteQuestionSetCommands,
  items: readonly unknown[],
  metadata: CreateQuestionSet['metadata'],
): Promise<BulkCreateReport> => {
  const results: BulkCreateResult[] = [];
  let position = 0;
  for (const [index, item] of items.entries()) {
    const title = titleOf(item);
    try {
      const command = createSetCommand(item, metadata);
      const outcome = await execute(command.data.questionSetId, [command]);
      position = Math.max(position, outcome.position);
      const id = command.data.questionSetId;
      results.push({ index, title, success: true, id, questionCount: command.data.questions?.length ?? 0 });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      results.push({ index, title, success: false, code: error.code, message: error.message });
    }
  }
  const created = results.filter((result) => result.success).length;
  return { results, created, failed: results.length - created, position };
};
