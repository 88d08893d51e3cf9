import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger, NotificationBus, SqliteEventStore } from '@exam/platform';
import { deserializeError, type FromWorker, type ToWorker, type WorkerSettings } from './protocol.js';
import { RemoteGroup } from './remote-group.js';

// The compiled entry, from src (tests) and from dist alike: a worker thread runs JavaScript only.
const WORKER_FILE = fileURLToPath(
  new URL('../../../dist/standalone/projection-worker/worker.js', import.meta.url),
);
const STOP_TIMEOUT_MS = 10_000;

export type ProjectionWorkerOptions = WorkerSettings & {
  /** The main thread's event store: each of its commits wakes the worker's subscriptions at once. */
  eventStore: Pick<SqliteEventStore, 'onAppended'>;
  /** Where the worker's notifications are published (the socket server listens there). */
  bus: Pick<NotificationBus, 'publish'>;
  logger: Logger;
};

export type ProjectionWorker = {
  groups: ReadonlyMap<string, RemoteGroup>;
  /** Asks every group to commit what it holds and stop, then ends the thread. */
  stop(): Promise<void>;
};

/** Starts the projections worker thread; resolves once every group has started (indexes made, following). */
export const startProjectionWorker = (options: ProjectionWorkerOptions): Promise<ProjectionWorker> => {
  const { eventStore, bus, logger, ...settings } = options;
  const groups = new Map(settings.groups.map((group) => [group, new RemoteGroup()]));
  const worker = new Worker(WORKER_FILE, { workerData: settings satisfies WorkerSettings });
  const post = (message: ToWorker) => worker.postMessage(message);
  const stopForwarding = eventStore.onAppended(() => post({ type: 'appended' }));
  let exited = false;
  const exit = new Promise<number>((resolve) =>
    worker.once('exit', (code) => {
      exited = true;
      stopForwarding();
      resolve(code);
    }),
  );

  return new Promise<ProjectionWorker>((resolve, reject) => {
    let started = false;
    let stopping: Promise<void> | undefined;
    const failAll = (error: Error) => {
      for (const group of groups.values()) group.failed(error);
    };
    const stop = () => {
      stopping ??= (async () => {
        if (!exited) post({ type: 'stop' });
        const timer = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
        await exit;
        clearTimeout(timer);
        for (const group of groups.values()) group.stopped();
      })();
      return stopping;
    };

    // Notifications are published before the commit that carries them is reported, as in-process runners do.
    let handled: Promise<void> = Promise.resolve();
    const handle = async (message: FromWorker) => {
      switch (message.type) {
        case 'committed':
          for (const notification of message.notifications) {
            await bus.publish(notification).catch((error: unknown) => {
              logger.warn({ err: error, event: notification.event }, 'publishing a notification failed');
            });
          }
          groups.get(message.group)?.committedTo(message.position, message.wrote, message.at);
          return;
        case 'started':
          started = true;
          for (const [name, group] of groups) group.running(message.positions[name] ?? 0);
          resolve({ groups, stop });
          return;
        case 'start-failed':
          reject(deserializeError(message.error));
          return;
        case 'failed': {
          const error = deserializeError(message.error);
          logger.error({ err: error, group: message.group }, 'a projection group stopped on an error');
          groups.get(message.group)?.failed(error);
          return;
        }
        case 'stopped':
          return;
      }
    };
    worker.on('message', (message: FromWorker) => {
      // A failed step must not stall the chain (later commits would never be heard).
      handled = handled
        .then(() => handle(message))
        .catch((error: unknown) =>
          logger.error({ err: error }, 'handling a projections worker message failed'),
        );
    });
    worker.on('error', (error) => {
      logger.error({ err: error }, 'the projections worker crashed');
      failAll(error);
      if (!started) reject(error);
    });
    void exit.then((code) => {
      if (stopping) return;
      const error = new Error(`the projections worker exited unexpectedly (code ${code})`);
      logger.error({ code }, error.message);
      failAll(error);
      if (!started) reject(error);
    });
  });
};
