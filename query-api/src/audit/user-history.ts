import { userStream } from '@exam/domain';
import { remainingDays } from '@exam/domain/rules';
import type { DocumentStore, EventStore } from '@exam/platform';
import {
  ACCESS,
  type AccessDocument,
  PROGRESS,
  type ProgressDocument,
  PURCHASES,
  type PurchaseDocument,
  QUESTION_SETS,
  type QuestionSetListing,
  type UserDocument,
} from '@exam/projections';
import { presentPurchaseRow } from '../purchases/index.js';
import { userTimeline } from './user-timeline.js';

type Sources = { documentStore: DocumentStore; eventLog: Pick<EventStore, 'readStream'> };

/**
 * Everything about one learner on one screen (issue 15 support view): who they are, what they bought or
 * redeemed, the access they have per set now, their progress per set, and their timeline.
 */
export async function userHistory(
  { documentStore, eventLog }: Sources,
  user: UserDocument,
  nameOf: (ids: string[]) => Promise<(id: string) => string>,
  now: Date,
) {
  const userId = user.id;
  const [grants, access, progress, history] = await Promise.all([
    documentStore.collection<PurchaseDocument>(PURCHASES).find({ userId }, { sort: [['purchaseDate', -1]] }),
    documentStore.collection<AccessDocument>(ACCESS).find({ userId }),
    documentStore.collection<ProgressDocument>(PROGRESS).find({ userId }, { sort: [['lastAccessed', -1]] }),
    eventLog.readStream(userStream(userId)),
  ]);
  const setIds = [...new Set([...grants, ...access, ...progress].map((doc) => doc.questionSetId))];
  const sets = setIds.length
    ? await documentStore.collection<QuestionSetListing>(QUESTION_SETS).find({ id: { $in: setIds } })
    : [];
  const setById = new Map(sets.map((set) => [set.id, set]));
  const accessBySet = new Map(
    access.map((grant) => {
      const days = grant.expiresAt === null ? null : Math.max(0, remainingDays(grant.expiresAt, now) ?? 0);
      return [grant.questionSetId, { grant, days, active: days === null || days > 0 }] as const;
    }),
  );
  const actorIds = history.flatMap((event) => {
    const data = event.data as { updatedBy?: string; changedBy?: string; deletedBy?: string };
    return [event.metadata.userId, data.updatedBy, data.changedBy, data.deletedBy].filter(
      (id): id is string => !!id,
    );
  });
  const names = await nameOf([userId, ...actorIds]);
  return {
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      isAdmin: user.isAdmin,
      createdAt: user.createdAt,
      lastLogin: user.lastLogin,
      deleted: user.deleted,
    },
    purchases: grants.map((doc) => ({
      ...presentPurchaseRow(
        doc,
        setById.get(doc.questionSetId),
        accessBySet.get(doc.questionSetId)?.active ?? false,
        now,
      ),
      setTitle: setById.get(doc.questionSetId)?.title ?? null,
    })),
    access: [...accessBySet.values()].map(({ grant, days, active }) => ({
      questionSetId: grant.questionSetId,
      title: setById.get(grant.questionSetId)?.title ?? null,
      source: grant.source,
      expiresAt: grant.expiresAt,
      remainingDays: days,
      active,
    })),
    progress: progress.map((doc) => ({
      questionSetId: doc.questionSetId,
      title: setById.get(doc.questionSetId)?.title ?? null,
      completedQuestions: doc.completedQuestions,
      totalQuestions: setById.get(doc.questionSetId)?.questionCount ?? 0,
      correctAnswers: doc.correctAnswers,
      accuracy: doc.accuracy,
      lastAccessed: doc.lastAccessed,
    })),
    timeline: userTimeline(history, grants, names, now),
  };
}
