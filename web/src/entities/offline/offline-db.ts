import type { LearningPath, OfflineBundle } from '@exam/domain/schemas';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OutboxAnswer } from './outbox-sync';

/** A downloaded set: the server's bundle as it came, whose it is, and what it weighs. */
export type StoredBundle = {
  setId: string;
  userId: string;
  bundle: OfflineBundle;
  /** The bytes of the bundle's JSON as received (the space it takes, roughly). */
  bytes: number;
  savedAt: string;
};

/** An answer waiting to be sent, in the order given (the store's auto-increment key keeps that order). */
export type OutboxEntry = OutboxAnswer & { userId: string };

/** An answer judged on this device against a bundle: kept for the review while there is no connection. */
export type OfflineResult = {
  clientId: string;
  userId: string;
  questionSetId: string;
  questionId: string;
  selectedOptionIds: string[];
  isCorrect: boolean;
  answeredAt: string;
};

/** Answers the server refused at sync (set deleted, access ended): shown until the learner dismisses them. */
export type SyncConflict = {
  id: string;
  userId: string;
  questionSetId: string;
  title: string;
  count: number;
  status: number;
  message: string;
  at: string;
};

/**
 * The learner's learning path as the server last answered it online: the offline learning path shows it, limited to
 * the downloaded sets, as of savedAt. One per learner, dropped with the bundles when the session ends.
 */
export type StoredLearningPath = {
  userId: string;
  path: LearningPath;
  savedAt: string;
};

export interface OfflineSchema extends DBSchema {
  bundles: { key: string; value: StoredBundle; indexes: { userId: string } };
  outbox: { key: number; value: OutboxEntry; indexes: { clientId: string; userId: string } };
  results: { key: string; value: OfflineResult; indexes: { userId: string } };
  conflicts: { key: string; value: SyncConflict; indexes: { userId: string } };
  learningPaths: { key: string; value: StoredLearningPath };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

export const OFFLINE_DB_NAME = 'exam-offline';

/** Opens (and on first use creates) the learner's offline database. */
export const openOfflineDb = (name = OFFLINE_DB_NAME): Promise<OfflineDb> =>
  openDB<OfflineSchema>(name, 2, {
    upgrade(db, oldVersion) {
      // Version 2 added the learning paths; a version-1 database keeps its bundles and outbox.
      if (oldVersion < 2) db.createObjectStore('learningPaths', { keyPath: 'userId' });
      if (oldVersion >= 1) return;
      const bundles = db.createObjectStore('bundles', { keyPath: 'setId' });
      bundles.createIndex('userId', 'userId');
      const outbox = db.createObjectStore('outbox', { autoIncrement: true });
      outbox.createIndex('clientId', 'clientId', { unique: true });
      outbox.createIndex('userId', 'userId');
      const results = db.createObjectStore('results', { keyPath: 'clientId' });
      results.createIndex('userId', 'userId');
      const conflicts = db.createObjectStore('conflicts', { keyPath: 'id' });
      conflicts.createIndex('userId', 'userId');
    },
  });
