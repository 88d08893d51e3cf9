import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger, NotificationBus } from '@exam/platform';
import { deserializeError, type FromWorker, type ToWorker, type WorkerSettings } from './protocol.js';
import { RemoteGroup } from './remote-group.js';

// The compiled entry, from src (tests) and from dist alike: a worker thread runs JavaScript only.
const WORKER_FILE = fileURLToPath(
  new URL('../../../dist/standalone/projection-worker/worker.js', import.meta.url),
);
const STOP_TIMEOUT_MS = 10_000;
/** A thread that dies is started again, at most this many times a minute (then its groups stay failed). */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

export type ProjectionWorkerOptions = WorkerSettings & {
  /** Where the worker's notifications are published (the socket server listens there). */
  bus: Pick<NotificationBus, 'publish'>;
  logger: Logger;
};

export type ProjectionWorker = {
  groups: ReadonlyMap<string, RemoteGroup>;
  /** Asks every group to commit what it holds and stop, then ends the thread. */
  stop(): Promise<void>;
  /**
   * Ends the thread at once, as a crash would, and starts a new one from the stored checkpoints (what happens
   * by itself when the thread dies); resolves when the new thread's groups run.
   */
  restart(): Promise<void>;
};

/**
 * Starts the projections worker thread; resolves once every group has started (indexes made, following).
 * If the thread dies later, its groups report failed (waits answer false) until a new thread, started from the
 * checkpoints, runs them again: everything committed is kept, and the log is replayed from there.
 */
export const startProjectionWorker = (options: ProjectionWorkerOptions): Promise<ProjectionWorker> => {
  const { bus, logger, ...settings } = options;
  const groups = new Map(settings.groups.map((group) => [group, new RemoteGroup()]));
  const restarts: number[] = [];
  let worker: Worker;
  let exit: Promise<number>;
  let exited = false;
  /** A thread has run the groups once: only then is a thread that dies started again. */
  let everStarted = false;
  let stopping: Promise<void> | undefined;
  /** Settles when the current thread's groups run (or it cannot start). */
  let launched: Promise<void>;
  const post = (message: ToWorker) => {
    if (!exited) worker.postMessage(message);
  };
  const failAll = (error: Error) => {
    for (const group of groups.values()) group.failed(error);
  };

  // Notifications are published before the commit that carries them is reported, as in-process runners do.
  let handled: Promise<void> = Promise.resolve();
  const handle = async (message: FromWorker, started: () => void, startFailed: (error: Error) => void) => {
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
        everStarted = true;
        for (const [name, group] of groups) group.running(message.positions[name] ?? 0);
        started();
        return;
      case 'start-failed':
        startFailed(deserializeError(message.error));
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

  const launch = () => {
    exited = false;
    worker = new Worker(WORKER_FILE, { workerData: settings satisfies WorkerSettings });
    const current = worker;
    let crash: Error | undefined;
    exit = new Promise<number>((resolve) => current.once('exit', resolve));
    launched = new Promise<void>((resolve, reject) => {
      current.on('message', (message: FromWorker) => {
        // A failed step must not stall the chain (later commits would never be heard).
        handled = handled
          .then(() => handle(message, resolve, reject))
          .catch((error: unknown) =>
            logger.error({ err: error }, 'handling a projections worker message failed'),
          );
      });
      current.on('error', (error) => {
        logger.error({ err: error }, 'the projections worker crashed');
        crash = error;
      });
      void exit.then((code) => {
        exited = true;
        if (stopping) return;
        const error = crash ?? new Error(`the projections worker exited unexpectedly (code ${code})`);
        if (!crash) logger.error({ code }, error.message);
        failAll(error);
        reject(error);
        if (everStarted) relaunch(error);
      });
    });
    return launched;
  };

  const relaunch = (cause: Error) => {
    const now = Date.now();
    while ((restarts[0] ?? now) < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length >= MAX_RESTARTS) {
      logger.error({ restarts: restarts.length }, 'the projections worker keeps stopping: not restarted');
      launched = Promise.reject(cause);
      launched.catch(() => {});
      return;
    }
    restarts.push(now);
    logger.warn('starting the projections worker again from the stored checkpoints');
    launch().catch(() => {
      // Its exit handler has failed the groups and decides about another start.
    });
  };

  const stop = () => {
    stopping ??= (async () => {
      post({ type: 'stop' });
      const timer = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
      await exit;
      clearTimeout(timer);
      for (const group of groups.values()) group.stopped();
    })();
    return stopping;
  };

  const restart = async () => {
    if (stopping) throw new Error('The projections worker is stopped');
    const current = launched;
    await worker.terminate();
    // The exit handler replaces `launched` (the next thread, or the refusal to start one) once it has run.
    while (launched === current) await new Promise((resolve) => setImmediate(resolve));
    await launched;
  };

  return launch().then(
    () => ({ groups, stop, restart }),
    async (error: unknown) => {
      // The first start failed: no second thread.
      stopping ??= Promise.resolve();
      await worker.terminate();
      throw error;
    },
  );
};
