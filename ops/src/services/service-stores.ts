import { type DocumentStore, type EventStore, openDocumentStore, openEventStore } from '@exam/platform';
import type { ServiceConfig } from './service-config.js';

export type ServiceStores = { eventStore: EventStore; documentStore: DocumentStore; close(): Promise<void> };

/** The event store and read models chosen by EVENT_STORE / READ_STORE (a failed second open closes the first). */
export const openServiceStores = async (config: ServiceConfig): Promise<ServiceStores> => {
  const eventStore = await openEventStore(config);
  const documentStore = await openDocumentStore(config).catch(async (error: unknown) => {
    await eventStore.close();
    throw error;
  });
  return {
    eventStore,
    documentStore,
    close: async () => {
      await Promise.allSettled([eventStore.close(), documentStore.close()]);
    },
  };
};
