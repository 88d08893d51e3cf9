import { DEFAULT_TIME_ZONE, localDate, studyPlanDecider, studyPlanStream } from '@exam/domain';
import { catalogueJa } from '@exam/domain/i18n';
import { studyPlanBody } from '@exam/domain/schemas';
import { type AuthGuards, type DocumentStore, type EventStore, handleCommand } from '@exam/platform';
import { Router } from 'express';
import { sendCommandOutcome } from '../command-response/index.js';
import { commandMetadata } from '../execution/index.js';
import { questionSetNotFound } from '../practice/catalogue-facts.js';
import { parseWith } from '../validation/index.js';

// Read models of @exam/projections, by name (the command API does not depend on that package).
const QUESTION_SETS = 'question_sets';
const STUDY_PLANS = 'study_plans';
const USERS = 'users';

export type StudyPlanRouteDependencies = {
  eventStore: Pick<EventStore, 'readStream' | 'append'>;
  documentStore: DocumentStore;
  guards: Pick<AuthGuards, 'requireUser'>;
};

/** PUT /study-plan (issue 41): the learner's set and exam date (and time zone, kept for later reads). */
export const createStudyPlanCommandRoutes = ({
  eventStore,
  documentStore,
  guards,
}: StudyPlanRouteDependencies) => {
  const router = Router();
  router.put('/study-plan', guards.requireUser, async (req, res) => {
    const body = parseWith(studyPlanBody, req.body);
    if (!(await documentStore.collection(QUESTION_SETS).get(body.questionSetId))) throw questionSetNotFound();
    const userId = req.principal?.userId as string;
    // No zone in the body: the one saved in the profile, else the plan's own, else Asia/Tokyo.
    const [profile, saved] = await Promise.all([
      documentStore.collection<{ id: string; timeZone?: string | null }>(USERS).get(userId),
      documentStore.collection<{ id: string; timeZone: string }>(STUDY_PLANS).get(userId),
    ]);
    const timeZone = body.timeZone ?? profile?.timeZone ?? saved?.timeZone ?? DEFAULT_TIME_ZONE;
    const metadata = commandMetadata(req);
    const plan = { userId, questionSetId: body.questionSetId, examDate: body.examDate, timeZone };
    const { position } = await handleCommand({
      eventStore,
      decider: studyPlanDecider,
      streamName: studyPlanStream(userId),
      command: {
        type: 'SetStudyPlan',
        data: { ...plan, today: localDate(new Date(metadata.at ?? Date.now()), timeZone) },
        metadata,
      },
    });
    sendCommandOutcome(res, { data: plan, message: catalogueJa.server.studyPlan.saved, position });
  });
  return router;
};
