export {
  EventStoreDbEventStore,
  type EventStoreDbEventStoreOptions,
  openEventStoreDbEventStore,
} from './eventstoredb-event-store.js';
