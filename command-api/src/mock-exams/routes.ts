import { mockExamAnswerBody, startMockExamBody } from '@exam/domain/schemas';
import type { AuthGuards } from '@exam/platform';
import { type Request, Router } from 'express';
import { sendCommandOutcome } from '../command-response/index.js';
import { commandMetadata } from '../execution/index.js';
import { pathParam } from '../request-params/index.js';
import { parseWith } from '../validation/index.js';
import type { MockExamService } from './exam-service.js';

export type MockExamRouteDependencies = {
  exams: MockExamService;
  guards: Pick<AuthGuards, 'requireUser'>;
};

const userIdOf = (req: Request): string => (req.principal as { userId: string }).userId;

/** Issue 17: a signed-in learner's timed mock exams (start, answer, submit). */
export const createMockExamCommandRoutes = ({ exams, guards }: MockExamRouteDependencies): Router => {
  const router = Router();

  router.post('/mock-exams', guards.requireUser, async (req, res) => {
    const body = parseWith(startMockExamBody, req.body);
    const { position, view } = await exams.start(userIdOf(req), body, commandMetadata(req));
    sendCommandOutcome(res, { status: 201, data: view, message: '模擬試験を開始しました', position });
  });

  router.post('/mock-exams/:examId/answers', guards.requireUser, async (req, res) => {
    const body = parseWith(mockExamAnswerBody, req.body);
    const examId = pathParam(req, 'examId');
    const { position, answered } = await exams.answer(examId, userIdOf(req), body, commandMetadata(req));
    sendCommandOutcome(res, {
      data: { examId, questionId: body.questionId, answered },
      message: '',
      position,
    });
  });

  router.post('/mock-exams/:examId/submit', guards.requireUser, async (req, res) => {
    const { position, view } = await exams.submit(
      pathParam(req, 'examId'),
      userIdOf(req),
      commandMetadata(req),
    );
    sendCommandOutcome(res, { data: view, message: '模擬試験を提出しました', position });
  });

  return router;
};
