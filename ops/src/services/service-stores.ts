import {
  type BlobStore,
  type DocumentStore,
  type EventStore,
  openBlobStore,
  openDocumentStore,
  openEventStore,
} from '@exam/platform';
import type { ServiceConfig } from './service-config.js';

export type ServiceStores = {
  eventStore: EventStore;
  documentStore: DocumentStore;
  /** Uploaded images (BLOB_STORE): the command side stores them, the query side serves them. */
  blobStore: BlobStore;
  close(): Promise<void>;
};

/** The stores chosen by EVENT_STORE / READ_STORE / BLOB_STORE (a failed later open closes the earlier ones). */
export const openServiceStores = async (config: ServiceConfig): Promise<ServiceStores> => {
  const eventStore = await openEventStore(config);
  const documentStore = await openDocumentStore(config).catch(async (error: unknown) => {
    await eventStore.close();
    throw error;
  });
  const blobStore = await openBlobStore(config).catch(async (error: unknown) => {
    await Promise.allSettled([eventStore.close(), documentStore.close()]);
    throw error;
  });
  return {
    eventStore,
    documentStore,
    blobStore,
    close: async () => {
      await Promise.allSettled([eventStore.close(), documentStore.close(), blobStore.close()]);
    },
  };
};
