import {
  DEFAULT_PASS_RULE,
  type ItemFigures,
  isAnswerCorrect,
  type JudgedExam,
  type LearnerSetFacts,
} from '@exam/domain';
import type { DocumentStore } from '@exam/platform';
import {
  BY_RANK,
  EXAM_PASS_RULES,
  type ExamPassRuleDocument,
  ITEM_ANSWER_TOTALS,
  ITEM_FIRST_ANSWERS,
  type ItemAnswerTotals,
  type ItemFirstAnswer,
  isDueToday,
  LEARNING_CARDS,
  type LearningCard,
  MOCK_EXAMS,
  type MockExamDocument,
  QUESTION_SETS,
  type QuestionSetListing,
  SET_QUESTIONS,
  type SetQuestion,
} from '@exam/projections';

/** `dueNow`: the learner's cards of the set due today (the learning path's count). */
export type SetFacts = LearnerSetFacts & { setTitle: string; dueNow: number };

const groupBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
};

/**
 * What the read side holds of one learner, set by set: their first answers, cards and submitted exams, and of
 * each set they practise its questions, item figures and pass rule. Reads the learner's documents and, per set,
 * its questions and item totals (one indexed find each): bounded by what this learner has, not by all learners.
 */
export async function learnerSetFacts(
  documentStore: DocumentStore,
  userId: string,
  now: Date,
  onlySetId?: string,
): Promise<SetFacts[]> {
  const [firstAnswers, cards, exams] = await Promise.all([
    documentStore.collection<ItemFirstAnswer>(ITEM_FIRST_ANSWERS).find({ userId }),
    documentStore.collection<LearningCard>(LEARNING_CARDS).find({ userId }),
    documentStore.collection<MockExamDocument>(MOCK_EXAMS).find({ userId }),
  ]);
  const submitted = exams.filter((exam) => exam.submittedAt !== null);
  const practised = [
    ...new Set([
      ...firstAnswers.map((answer) => answer.questionSetId),
      ...cards.map((card) => card.questionSetId),
      ...submitted.flatMap((exam) => exam.exam.questionSetIds),
    ]),
  ];
  const setIds = onlySetId ? practised.filter((id) => id === onlySetId) : practised;
  if (setIds.length === 0) return [];
  const [sets, rules] = await Promise.all([
    documentStore.collection<QuestionSetListing>(QUESTION_SETS).find({ id: { $in: setIds } }),
    documentStore.collection<ExamPassRuleDocument>(EXAM_PASS_RULES).find({ id: { $in: setIds } }),
  ]);
  const answersBySet = groupBy(firstAnswers, (answer) => answer.questionSetId);
  const cardsBySet = groupBy(cards, (card) => card.questionSetId);
  return Promise.all(
    sets.map(async (set): Promise<SetFacts> => {
      const [questions, totals] = await Promise.all([
        documentStore
          .collection<SetQuestion>(SET_QUESTIONS)
          .find({ questionSetId: set.id }, { sort: BY_RANK }),
        documentStore.collection<ItemAnswerTotals>(ITEM_ANSWER_TOTALS).find({ questionSetId: set.id }),
      ]);
      const byId = new Map(questions.map((question) => [question.id, question]));
      const judged: JudgedExam[] = submitted
        .filter((exam) => exam.exam.questionSetIds.includes(set.id))
        .map((exam) => {
          const mine = exam.exam.questions.filter((question) => question.questionSetId === set.id);
          return {
            startedAt: exam.exam.startedAt,
            questionCount: mine.length,
            answers: mine.flatMap(({ questionId }) => {
              const question = byId.get(questionId);
              if (!question) return [];
              const answer = exam.answers[questionId];
              const correct = question.options
                .filter((option) => option.isCorrect)
                .map((option) => option.id);
              return [
                {
                  questionId,
                  isCorrect:
                    !!answer && isAnswerCorrect(question.questionType, answer.selectedOptionIds, correct),
                },
              ];
            }),
          };
        });
      const rule = rules.find((entry) => entry.id === set.id);
      return {
        userId,
        questionSetId: set.id,
        setTitle: set.title,
        dueNow: (cardsBySet.get(set.id) ?? []).filter((card) => isDueToday(card, now)).length,
        // The exam grades by the set's category: one field per set (an exam over several sets has several).
        questions: questions.map((question) => ({
          questionId: question.id,
          field: set.category || set.title,
        })),
        passRule: rule ? { overall: rule.overall, categoryMinimum: rule.categoryMinimum } : DEFAULT_PASS_RULE,
        items: new Map<string, ItemFigures>(
          totals.map((total) => [
            total.id,
            { answers: total.firstAnswers ?? total.attempts, correct: total.firstCorrect ?? total.correct },
          ]),
        ),
        firstAnswers: (answersBySet.get(set.id) ?? [])
          .filter((answer) => byId.has(answer.questionId))
          .map(({ questionId, isCorrect, at }) => ({ questionId, isCorrect, at })),
        cards: (cardsBySet.get(set.id) ?? []).map(({ questionId, stability, lastReview, state }) => ({
          questionId,
          stability,
          lastReview,
          state,
        })),
        exams: judged,
        now,
      };
    }),
  );
}
