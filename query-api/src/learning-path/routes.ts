import { NotFoundError } from '@exam/domain/errors';
import { type AuthGuards, type DocumentStore, ok, type Principal } from '@exam/platform';
import {
  ITEM_FIRST_ANSWERS,
  type ItemFirstAnswer,
  LEARNING_CARDS,
  type LearningCard,
  QUESTION_SETS,
  type QuestionSetListing,
  questionsInOrder,
  SET_QUESTIONS,
  type SetQuestion,
  USERS,
  type UserDocument,
  WRONG_ANSWERS,
  type WrongAnswerDocument,
  withPlaces,
} from '@exam/projections';
import { type Request, type RequestHandler, Router } from 'express';
import { accessForSet, accessForSets } from '../access/index.js';
import { QUESTION_SET_NOT_FOUND } from '../question-sets/routes.js';
import { pathParam } from '../request-params/index.js';
import { timeZoneOf } from './learner-day.js';
import { answeredQuestionIds, dueQuestionIds } from './learner-filters.js';
import {
  type PracticeListMode,
  practiceListIds,
  practiceListModeOf,
  practiceListPage,
  practiceListRangeOf,
} from './practice-list.js';
import { learningQueue } from './queue.js';

export type LearningPathRouteDependencies = {
  documentStore: DocumentStore;
  consistent: RequestHandler;
  guards: Pick<AuthGuards, 'requireUser'>;
};

const userIdOf = (req: Request) => (req.principal as Principal).userId;

/** The learning path's queue and the coverage of each set (issue 17), for the signed-in learner. */
export const createLearningPathRoutes = ({
  documentStore,
  consistent,
  guards,
}: LearningPathRouteDependencies) => {
  const sets = documentStore.collection<QuestionSetListing>(QUESTION_SETS);
  const questions = documentStore.collection<SetQuestion>(SET_QUESTIONS);
  const router = Router();

  router.get('/learning-path', guards.requireUser, consistent, async (req, res) => {
    const userId = userIdOf(req);
    const [cards, user] = await Promise.all([
      documentStore.collection<LearningCard>(LEARNING_CARDS).find({ userId }),
      req.query.tz === undefined ? documentStore.collection<UserDocument>(USERS).get(userId) : null,
    ]);
    const timeZone = timeZoneOf(req.query.tz, user?.timeZone);
    const now = new Date();
    const setIds = [...new Set(cards.map((card) => card.questionSetId))];
    const questionIds = cards.map((card) => card.questionId);
    const [found, inSets] = await Promise.all([
      setIds.length ? sets.find({ id: { $in: setIds } }) : Promise.resolve([]),
      questionIds.length
        ? questions.find({ id: { $in: questionIds } }).then((list) => withPlaces(questions, list))
        : Promise.resolve([]),
    ]);
    const access = await accessForSets(documentStore, { userId }, found, now);
    const setById = new Map(found.map((set) => [set.id, set]));
    const numberById = new Map(inSets.map((question) => [question.id, question.orderIndex + 1]));
    ok(
      res,
      learningQueue(
        cards,
        {
          setOf: (id) => {
            const set = setById.get(id);
            return set && { title: set.title, open: access.get(id)?.hasAccess === true };
          },
          numberOf: (id) => numberById.get(id),
        },
        now,
        timeZone,
      ),
    );
  });

  router.get('/user-progress/coverage', guards.requireUser, consistent, async (req, res) => {
    const firsts = await documentStore
      .collection<ItemFirstAnswer>(ITEM_FIRST_ANSWERS)
      .find({ userId: userIdOf(req) });
    const ids = firsts.map((answer) => answer.questionId);
    // Only questions still in their set count (a removed question is no longer coverage).
    const current = ids.length ? await questions.find({ id: { $in: ids } }) : [];
    const answeredBySet = new Map<string, number>();
    for (const question of current)
      answeredBySet.set(question.questionSetId, (answeredBySet.get(question.questionSetId) ?? 0) + 1);
    const setIds = [...answeredBySet.keys()];
    const found = setIds.length ? await sets.find({ id: { $in: setIds } }) : [];
    ok(
      res,
      found.map((set) => {
        const answered = answeredBySet.get(set.id) ?? 0;
        const total = Math.max(set.questionCount, answered);
        return { questionSetId: set.id, answered, total, coverage: total > 0 ? answered / total : 0 };
      }),
    );
  });

  /** Which questions of the set a list holds for this learner, as a test on a question id. */
  const listMembership = async (
    userId: string,
    questionSetId: string,
    mode: PracticeListMode,
  ): Promise<(questionId: string) => boolean> => {
    if (mode === 'review') {
      const due = await dueQuestionIds(documentStore, userId, questionSetId, new Date());
      return (id) => due.has(id);
    }
    if (mode === 'unseen') {
      const answered = await answeredQuestionIds(documentStore, userId, questionSetId);
      return (id) => !answered.has(id);
    }
    const open = await documentStore
      .collection<WrongAnswerDocument>(WRONG_ANSWERS)
      .find({ userId, questionSetId, resolved: false });
    const ids = new Set(open.map((entry) => entry.questionId));
    return (id) => ids.has(id);
  };

  // A practice session's questions when they are too many for the quiz URL (issue 40): the ids of the learner's
  // open wrong answers, due reviews or unseen questions of one set, in the set's order, read once when the session
  // starts (the session keeps them, so answering never moves its questions).
  router.get('/practice/:setId/question-ids', guards.requireUser, consistent, async (req, res) => {
    const mode = practiceListModeOf(req.query.mode);
    const range = practiceListRangeOf(req.query);
    const principal = req.principal as Principal;
    const set = await sets.get(pathParam(req, 'setId'));
    if (!set) throw new NotFoundError(QUESTION_SET_NOT_FOUND, 'QUESTION_SET_NOT_FOUND');
    const [ordered, access, inList] = await Promise.all([
      questionsInOrder(questions, set.id),
      accessForSet(documentStore, principal, set),
      listMembership(principal.userId, set.id, mode),
    ]);
    const ids = practiceListIds(ordered, { ...access, isAdmin: principal.isAdmin }, inList);
    ok(res, practiceListPage(ids, range));
  });

  return router;
};
