import { isAnswerCorrect } from '@exam/domain/access';
import type { OfflineBundle, OfflineBundleQuestion } from '@exam/domain/schemas';
import type { AnswerResult, OpenQuestion, QuizSet } from '../progress';

const DAY_MS = 86_400_000;

/** The bundle's question as the quiz shows it: no correct flags on the options (they stay in the bundle). */
const openQuestion = (question: OfflineBundleQuestion): OpenQuestion => ({
  id: question.id,
  number: question.number,
  orderIndex: question.orderIndex,
  text: question.text,
  questionType: question.questionType,
  options: question.options.map(({ id, text, label }) => ({ id, text, label })),
  locked: false,
});

/**
 * A downloaded set as the quiz page reads it when there is no connection: every question open (the bundle is
 * served only to a learner whose access covers the whole set), the access as it was at download.
 */
export function quizSetOfBundle(bundle: OfflineBundle, now: number): QuizSet {
  const { questionSet } = bundle;
  const remainingDays =
    bundle.expiresAt === null ? null : Math.max(0, Math.ceil((Date.parse(bundle.expiresAt) - now) / DAY_MS));
  return {
    id: questionSet.id,
    title: questionSet.title,
    description: '',
    category: questionSet.category,
    icon: '',
    cardImage: null,
    isPaid: bundle.accessType !== 'free',
    price: 0,
    trialQuestions: 0,
    validityPeriod: 0,
    isFeatured: false,
    featuredCategory: null,
    questionCount: questionSet.questionCount,
    createdAt: questionSet.updatedAt,
    updatedAt: questionSet.updatedAt,
    hasAccess: true,
    accessType: bundle.accessType,
    remainingDays,
    expiresAt: bundle.expiresAt,
    trialLimit: 0,
    questions: [...bundle.questions].sort((a, b) => a.orderIndex - b.orderIndex).map(openQuestion),
  };
}

/**
 * The judgement of an answer given with no connection, by the domain rule the server applies (isAnswerCorrect). The server judges it again when the outbox is sent; the bundle is the server's
 * own answer key of the set, so both agree unless the set changed meanwhile.
 */
export function judgeOffline(
  bundle: OfflineBundle,
  questionId: string,
  selectedOptionIds: readonly string[],
  answeredCount: number,
): AnswerResult | null {
  const question = bundle.questions.find((entry) => entry.id === questionId);
  if (!question) return null;
  const correctOptionIds = question.options.filter((option) => option.isCorrect).map((option) => option.id);
  return {
    isCorrect: isAnswerCorrect(question.questionType, selectedOptionIds, correctOptionIds),
    correctOptionIds,
    explanation: question.explanation,
    answeredCount,
    trialLimit: 0,
    trialEnded: false,
    hasAccess: true,
  };
}
