import { randomUUID } from 'node:crypto';
import type { OptionInput, QuestionInput } from '@exam/domain';

type IncomingOption = { id?: string | undefined; text: string; isCorrect: boolean };
type IncomingQuestion = Omit<QuestionInput, 'id' | 'options'> & {
  id?: string | undefined;
  options: IncomingOption[];
};

/** A client-chosen id is kept (imports and retries stay idempotent); a missing or blank one gets a uuid. */
export const idOrNew = (id: string | undefined | null): string =>
  typeof id === 'string' && id.trim() !== '' ? id.trim() : randomUUID();

export const optionWithId = ({ id, text, isCorrect }: IncomingOption): OptionInput => ({
  id: idOrNew(id),
  text,
  isCorrect,
});

/** Keeps only the fields the domain takes (the old client's orderIndex / optionIndex are presentation). */
export const questionWithIds = (question: IncomingQuestion): QuestionInput => ({
  id: idOrNew(question.id),
  text: question.text,
  questionType: question.questionType,
  explanation: question.explanation,
  options: question.options.map(optionWithId),
  ...(question.keepOptionOrder === undefined ? {} : { keepOptionOrder: question.keepOptionOrder }),
});
