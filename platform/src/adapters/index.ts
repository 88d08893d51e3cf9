export { AdapterConfigError } from './adapter-config-error.js';
export {
  createJobQueue,
  createNotificationBus,
  type DocumentStoreConfig,
  type EventStoreConfig,
  type JobQueueConfig,
  type NotificationBusChoice,
  type NotificationBusConfig,
  type NotificationBusRole,
  openDocumentStore,
  openEventStore,
} from './open-adapters.js';
