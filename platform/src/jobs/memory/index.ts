export { InProcessJobQueue, type InProcessJobQueueOptions } from './in-process-job-queue.js';
