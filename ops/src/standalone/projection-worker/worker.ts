// The projections worker thread of the all-in-one server: every projection group runs here, on its own
// connections to the SQLite files, so that projecting never takes the HTTP event loop's time.
import { parentPort, workerData } from 'node:worker_threads';
import {
  createLogger,
  type Notification,
  openSqliteDocumentStore,
  openSqliteEventStore,
} from '@exam/platform';
import { projectionRunners, startRunners, stopRunners } from '../../services/projection-groups.js';
import { type FromWorker, serializeError, type ToWorker, type WorkerSettings } from './protocol.js';

const port = parentPort;
if (!port) throw new Error('projection-worker/worker.js runs as a worker thread only');
const settings = workerData as WorkerSettings;
const send = (message: FromWorker) => port.postMessage(message);

const logger = createLogger({ LOG_LEVEL: settings.logLevel });
const eventStore = await openSqliteEventStore({ file: settings.eventsFile });
const documentStore = await openSqliteDocumentStore({ file: settings.readModelsFile });
// A runner publishes a commit's notifications just before reporting the commit: they travel with that report,
// one message per commit instead of one per notification.
let unsent: Notification[] = [];
const runners = projectionRunners({
  eventStore,
  documentStore,
  notificationBus: {
    publish: async (notification) => {
      unsent.push(notification);
    },
  },
  logger,
  groups: settings.groups,
  idleCheckpointEvery: settings.idleCheckpointEvery,
  onCommitted: (group, position, wrote) => {
    const notifications = unsent;
    unsent = [];
    send({
      type: 'committed',
      group,
      position,
      wrote,
      at: performance.timeOrigin + performance.now(),
      notifications,
    });
  },
  onFailure: (group, error) => send({ type: 'failed', group, error: serializeError(error) }),
});

const stopAll = async () => {
  await stopRunners(runners);
  await Promise.allSettled([eventStore.close(), documentStore.close()]);
};

// The event store's commits wake the subscriptions through its in-process broadcast (openAppendBroadcast).
port.on('message', (message: ToWorker) => {
  if (message.type === 'stop')
    void stopAll().then(() => {
      send({ type: 'stopped' });
      port.close();
    });
});

try {
  await startRunners(runners);
  send({
    type: 'started',
    positions: Object.fromEntries([...runners].map(([group, runner]) => [group, runner.position()])),
  });
} catch (error) {
  await stopAll();
  send({ type: 'start-failed', error: serializeError(error) });
  port.close();
}
