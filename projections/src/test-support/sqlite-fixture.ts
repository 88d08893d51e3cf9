import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { QuestionSetEvent } from '@exam/domain';
import type { DocumentStore } from '@exam/platform/document-store';
import { openSqliteDocumentStore } from '@exam/platform/document-store';
import { type EventStore, openSqliteEventStore } from '@exam/platform/event-store';
import { InMemoryNotificationBus, type Notification } from '@exam/platform/notification-bus';
import { QUESTION_SETS, SET_QUESTION_COUNTS, SET_QUESTIONS } from '../read-models/types.js';
import type { RunnerLogger } from '../runner/projection-runner.js';

/** SQLite event store + SQLite document store in a fresh temporary directory. */
export const openSqliteStores = async () => {
  const directory = mkdtempSync(join(tmpdir(), 'projections-'));
  const eventStore = await openSqliteEventStore({ file: join(directory, 'events.db') });
  const documentStore = await openSqliteDocumentStore({ file: join(directory, 'read-models.db') });
  const notificationBus = new InMemoryNotificationBus();
  const published: Notification[] = [];
  notificationBus.subscribe((notification) => published.push(notification));
  return {
    eventStore,
    documentStore,
    notificationBus,
    published,
    close: async () => {
      await notificationBus.close();
      await documentStore.close();
      await eventStore.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};

let clock = Date.parse('2025-03-01T09:00:00.000Z');

/** Appends question-set events to their stream, one second apart, as the command side would. */
export const appendQuestionSetEvents = async (
  eventStore: EventStore,
  events: QuestionSetEvent[],
): Promise<number> => {
  let position = 0;
  for (const event of events) {
    clock += 1_000;
    const result = await eventStore.append(`questionSet-${event.data.questionSetId}`, [
      {
        id: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: { at: new Date(clock).toISOString(), userId: 'admin-1' },
      },
    ]);
    position = result.position;
  }
  return position;
};

/** Every document of the catalogue collections, full, ordered by id. */
export const catalogueSnapshot = async (documentStore: Pick<DocumentStore, 'collection'>) => {
  const all = async (collection: string) =>
    (await documentStore.collection(collection).find({}, { sort: [['id', 1]] })).map((doc) => ({ ...doc }));
  return {
    [QUESTION_SETS]: await all(QUESTION_SETS),
    [SET_QUESTIONS]: await all(SET_QUESTIONS),
    [SET_QUESTION_COUNTS]: await all(SET_QUESTION_COUNTS),
  };
};

/** A logger that keeps what it was told, for assertions. */
export const recordingLogger = () => {
  const entries: Array<{ level: string; details: object; message?: string }> = [];
  const logger: RunnerLogger = {
    info: (details, message) => entries.push({ level: 'info', details, message }),
    warn: (details, message) => entries.push({ level: 'warn', details, message }),
    error: (details, message) => entries.push({ level: 'error', details, message }),
  };
  return { logger, entries };
};

export type Notifications = Notification[];
