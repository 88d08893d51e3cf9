import type { AccessSource } from '@exam/domain';

export const ACCESS = 'access';

/**
 * A learner's grant for one paid set (id `${userId}:${questionSetId}`): the latest verified purchase or
 * redeemed code. Commerce feeds it; readers call domain's accessForSet with it.
 */
export type AccessDocument = {
  id: string;
  userId: string;
  questionSetId: string;
  source: AccessSource;
  /** ISO time the access ends; null = no end. */
  expiresAt: string | null;
  _position?: number;
};

export const accessDocumentId = (userId: string, questionSetId: string) => `${userId}:${questionSetId}`;
