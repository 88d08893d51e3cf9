export { DuplicateEventIdError } from './duplicate-event-id-error.js';
// Values from '@exam/platform/event-store/eventstoredb' (or openEventStore): the gRPC client loads only when used.
export type { EventStoreDbEventStore, EventStoreDbEventStoreOptions } from './eventstoredb/index.js';
export * from './port.js';
export * from './sqlite/index.js';
