export { AdapterConfigError } from './adapter-config-error.js';
export {
  type BlobStoreConfig,
  createJobQueue,
  createNotificationBus,
  type DocumentStoreConfig,
  type EventStoreConfig,
  type JobQueueConfig,
  type NotificationBusChoice,
  type NotificationBusConfig,
  type NotificationBusRole,
  openBlobStore,
  openDocumentStore,
  openEventStore,
} from './open-adapters.js';
