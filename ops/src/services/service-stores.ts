import {
  type BlobStore,
  createJobQueue,
  type DocumentStore,
  type EventStore,
  type JobQueue,
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
  /** The queue of long-running work (imports): command-api nodes run its jobs, query-api nodes read their status. */
  jobs: JobQueue;
  close(): Promise<void>;
};

export const JOB_QUEUE_NAME = 'exam-jobs';

/** The stores chosen by EVENT_STORE / READ_STORE / BLOB_STORE and the JOBS queue (a failed later open closes the earlier ones). */
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
  const jobs = await createJobQueue(config, JOB_QUEUE_NAME).catch(async (error: unknown) => {
    await Promise.allSettled([eventStore.close(), documentStore.close(), blobStore.close()]);
    throw error;
  });
  return {
    eventStore,
    documentStore,
    blobStore,
    jobs,
    close: async () => {
      // Jobs first: a running import finishes its chunk while the stores are still open.
      await jobs.close();
      await Promise.allSettled([eventStore.close(), documentStore.close(), blobStore.close()]);
    },
  };
};
