import {
  DEFAULT_EXAM_SIZE,
  daysBetween,
  estimateReadiness,
  localDate,
  planStudy,
  READINESS_TARGET,
  readinessInputOf,
  StudyPlanMessages,
} from '@exam/domain';
import { catalogueJa } from '@exam/domain/i18n';
import type { StudyPlanView } from '@exam/domain/schemas';
import { type AuthGuards, type DocumentStore, ok, type Principal } from '@exam/platform';
import {
  ITEM_FIRST_ANSWERS,
  type ItemFirstAnswer,
  LEARNING_CARDS,
  type LearningCard,
  QUESTION_SETS,
  type QuestionSetListing,
  SET_QUESTIONS,
  STUDY_PLANS,
  type StudyPlanDocument,
} from '@exam/projections';
import { type Request, type RequestHandler, Router } from 'express';
import { accessForSet } from '../access/index.js';
import { learnerSetFacts } from '../readiness/index.js';

export type StudyPlanQueryDependencies = {
  documentStore: DocumentStore;
  consistent: RequestHandler;
  guards: Pick<AuthGuards, 'requireUser'>;
};

/**
 * GET /study-plan (issue 41): the plan made again at every read from what the learner has done, so it follows
 * their studying and their skipped days; dates in the time zone saved with the plan.
 */
export const createStudyPlanQueryRoutes = ({
  documentStore,
  consistent,
  guards,
}: StudyPlanQueryDependencies) => {
  const router = Router();
  router.get('/study-plan', guards.requireUser, consistent, async (req: Request, res) => {
    const userId = (req.principal as Principal).userId;
    const plan = await documentStore.collection<StudyPlanDocument>(STUDY_PLANS).get(userId);
    if (!plan) return ok(res, null satisfies StudyPlanView);
    const now = new Date();
    const today = localDate(now, plan.timeZone);
    const setId = plan.questionSetId;
    const [set, questionIds, answered, cards] = await Promise.all([
      documentStore.collection<QuestionSetListing>(QUESTION_SETS).get(setId),
      documentStore
        .collection<{ id: string }>(SET_QUESTIONS)
        .find({ questionSetId: setId })
        .then((questions) => new Set(questions.map((question) => question.id))),
      documentStore.collection<ItemFirstAnswer>(ITEM_FIRST_ANSWERS).find({ userId, questionSetId: setId }),
      documentStore.collection<LearningCard>(LEARNING_CARDS).find({ userId, questionSetId: setId }),
    ]);
    const seen = answered.filter((answer) => questionIds.has(answer.questionId)).length;
    const dueByDate = new Map<string, number>();
    for (const card of cards) {
      const due = localDate(new Date(card.due), plan.timeZone);
      // Overdue cards are today's (dates compare as text).
      const day = due.localeCompare(today) < 0 ? today : due;
      dueByDate.set(day, (dueByDate.get(day) ?? 0) + 1);
    }
    // The pass estimate for the plan's set (once the learner has practised it): under the target, the plan adds
    // practice of the fields holding the learner back (all the set's questions when no single field does).
    const [facts] = await learnerSetFacts(documentStore, userId, now, setId);
    const estimate = facts && facts.questions.length > 0 ? estimateReadiness(readinessInputOf(facts)) : null;
    const weak = facts?.questions.filter((question) => estimate?.holdingBack.includes(question.field)) ?? [];
    const days = planStudy({
      today,
      examDate: plan.examDate,
      unseen: questionIds.size - seen,
      dueByDate,
      examSize: Math.min(DEFAULT_EXAM_SIZE, questionIds.size),
      readiness: estimate
        ? {
            passProbability: estimate.passProbability,
            weakQuestions: weak.length > 0 ? weak.length : questionIds.size,
          }
        : undefined,
    });
    const warnings: NonNullable<StudyPlanView>['warnings'] = [];
    if (days.length === 0)
      warnings.push({
        code: 'EXAM_DATE_PASSED',
        message: catalogueJa.server.studyPlan.examPassed,
        date: plan.examDate,
      });
    if (set) {
      const access = await accessForSet(documentStore, { userId }, set, now);
      const ends = access.expiresAt ? localDate(new Date(access.expiresAt), plan.timeZone) : null;
      if (ends && ends < plan.examDate)
        warnings.push({
          code: 'ACCESS_ENDS_BEFORE_EXAM',
          message: StudyPlanMessages.accessEndsBeforeExam(ends),
          date: ends,
        });
    }
    ok(res, {
      questionSetId: setId,
      readiness: estimate
        ? {
            passProbability: estimate.passProbability,
            low: estimate.low,
            high: estimate.high,
            target: READINESS_TARGET,
            onTrack: estimate.passProbability >= READINESS_TARGET,
            holdingBack: estimate.holdingBack,
          }
        : null,
      setTitle: set?.title ?? null,
      examDate: plan.examDate,
      timeZone: plan.timeZone,
      daysLeft: Math.max(0, daysBetween(today, plan.examDate) + 1),
      unseen: questionIds.size - seen,
      total: questionIds.size,
      today: days[0] ?? null,
      days,
      warnings,
    } satisfies StudyPlanView);
  });
  return router;
};
