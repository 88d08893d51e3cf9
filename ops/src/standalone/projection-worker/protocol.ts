import type { Notification } from '@exam/platform';

/** What the worker is started with (workerData). */
export type WorkerSettings = {
  eventsFile: string;
  readModelsFile: string;
  logLevel: string;
  groups: readonly string[];
  idleCheckpointEvery: number;
};

/** An error as it crosses the thread boundary. */
export type SerializedError = { name: string; message: string; stack?: string };

export type ToWorker = { type: 'stop' };

export type FromWorker =
  | { type: 'started'; positions: Record<string, number> }
  | { type: 'start-failed'; error: SerializedError }
  /**
   * A group's commit, with the notifications published since the last report (this commit's, and any of another
   * group's whose report is still to come: each is published no later than the commit that carries it is heard).
   * `at`: when the commit was done, as performance.timeOrigin + performance.now() (comparable across threads).
   */
  | {
      type: 'committed';
      group: string;
      position: number;
      wrote: boolean;
      at: number;
      notifications: Notification[];
    }
  | { type: 'failed'; group: string; error: SerializedError }
  | { type: 'stopped' };

export const serializeError = (error: unknown): SerializedError =>
  error instanceof Error
    ? { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) }
    : { name: 'Error', message: String(error) };

export const deserializeError = (serialized: SerializedError): Error => {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  if (serialized.stack) error.stack = serialized.stack;
  return error;
};
