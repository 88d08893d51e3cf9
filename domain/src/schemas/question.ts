import { z } from 'zod';
import { numberLike } from './shared.js';

export const optionBody = z.object({
  /** Absent for a new option; the command side gives it an id. */
  id: z.string().optional(),
  text: z.string().default(''),
  isCorrect: z.boolean().default(false),
  /** The letter the old client sent (A, B, ...); letters are derived from order, so it is informative only. */
  optionIndex: z.union([z.string(), z.number()]).optional(),
});

const questionFields = {
  id: z.string().optional(),
  text: z.string().optional(),
  /** Older clients send the text as `question`. */
  question: z.string().optional(),
  explanation: z.string().optional(),
  questionType: z.enum(['single', 'multiple']).optional(),
  /** Place in the set's order as the admin screens number it. */
  orderIndex: numberLike.optional(),
  options: z.array(optionBody).optional(),
  /** Learners see the options in the written order ("all of the above" style options); absent = shuffled. */
  keepOptionOrder: z.boolean().optional(),
};

/** Folds the `question` alias into `text` and drops it. */
const withText = <T extends { text?: string | undefined; question?: string | undefined }>({
  question,
  ...rest
}: T) => {
  const text = rest.text ?? question;
  return text === undefined ? rest : { ...rest, text };
};

type QuestionFields = z.output<z.ZodObject<typeof questionFields>>;

/** Missing fields of a new question become empty values, so the decider reports them with the spec's messages. */
const completeQuestion = (body: QuestionFields) => {
  const { text, ...rest } = withText(body);
  return {
    ...rest,
    text: text ?? '',
    explanation: rest.explanation ?? '',
    questionType: rest.questionType ?? ('single' as const),
    options: rest.options ?? [],
  };
};

/** A full question (inside POST /question-sets). */
export const newQuestionBody = z.object(questionFields).transform(completeQuestion);

/** POST /questions: the target set plus the question's fields. */
export const questionBody = z
  .object({ questionSetId: z.string().min(1), ...questionFields })
  .transform(({ questionSetId, ...fields }) => ({ questionSetId, ...completeQuestion(fields) }));

/** PUT /questions/{id}: any subset of the question's fields. */
export const updateQuestionBody = z
  .object({ ...questionFields, questionSetId: z.string().optional() })
  .transform((body) => withText(body));

/** PUT /question-sets/{id}/questions/order (or the like): the complete new order. */
export const reorderBody = z.object({ questionIds: z.array(z.string()) });

/** PUT /question-sets/{id}/questions/{questionId}/position: one question to a zero-based place of the order. */
export const moveQuestionBody = z.object({ position: z.number().int() });
