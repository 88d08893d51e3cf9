// The BullMQ adapter is imported from '@exam/platform/jobs/bullmq' (or through createJobQueue), so that
// importing the package does not load bullmq and ioredis.
export type { BullMqJobQueue, BullMqJobQueueOptions } from './bullmq/index.js';
export * from './memory/index.js';
export * from './port.js';
export * from './reported-progress.js';
