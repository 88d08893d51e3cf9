import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { StudyPlanMessages } from '@exam/domain';
import { studyPlanBody, studyPlanSchema } from '@exam/domain/schemas';
import { failure, json, learnerOnly, ok, reason, VALIDATION_FAILED } from './route-helpers.js';
import { commandResult, successEnvelope } from './schemas.js';
import { z } from './zod.js';

/** Issue 41's operation ids, spread into OPERATION_IDS (operation-ids.ts). */
export const studyPlanOperationIds: Readonly<Record<string, string>> = {
  'PUT /study-plan': 'setStudyPlan',
  'GET /study-plan': 'getStudyPlan',
};

/** The learner's study plan to an exam date (issue 41). */
export const studyPlanRoutes: RouteConfig[] = [
  learnerOnly({
    method: 'put',
    path: '/study-plan',
    tags: ['Practice'],
    summary:
      "Sets (or replaces) the caller's study plan: a set and the exam date (`YYYY-MM-DD`, today to two years ahead, in `timeZone`, an IANA zone: default the profile's zone (PUT /users/me/time-zone), else the one saved before, else Asia/Tokyo)",
    request: { body: json(studyPlanBody) },
    responses: {
      200: ok(
        commandResult(
          z.object({
            userId: z.string(),
            questionSetId: z.string(),
            examDate: z.string(),
            timeZone: z.string(),
          }),
        ),
        '学習計画を保存しました',
      ),
      400: failure(
        VALIDATION_FAILED,
        reason('EXAM_DATE_PAST', StudyPlanMessages.examDatePast),
        reason('EXAM_DATE_TOO_FAR', StudyPlanMessages.examDateTooFar),
      ),
      404: failure(reason('QUESTION_SET_NOT_FOUND', '問題集が見つかりません')),
    },
  }),
  learnerOnly({
    method: 'get',
    path: '/study-plan',
    tags: ['Practice'],
    summary:
      "The caller's plan made again from today (their time zone): the unseen questions spread over the days to the exam (the last days for review and a mock exam), the reviews the learning path holds and the new questions will bring, minutes a day; warns when access ends before the exam. `null` without a plan",
    responses: { 200: ok(successEnvelope(studyPlanSchema)) },
  }),
];
