export { BullMqJobQueue, type BullMqJobQueueOptions } from './bullmq-job-queue.js';
