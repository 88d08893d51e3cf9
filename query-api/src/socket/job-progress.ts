import type { JobQueue } from '@exam/platform';
import type { Server as SocketIoServer } from 'socket.io';
import { ADMINS_ROOM } from './rooms.js';

export const JOB_PROGRESS_EVENT = 'job:progress';

/**
 * Relays every job's progress to the administrators' sockets of this node as `job:progress {jobId, progress}`
 * (jobs are administrators' imports; a tab follows the job id it started). `local`: each query-api node hears the
 * queue's events itself, so a broadcast through the Redis adapter would deliver each one once per node.
 */
export const relayJobProgress = (io: SocketIoServer, jobs: Pick<JobQueue, 'onProgress'>): (() => void) =>
  jobs.onProgress(({ jobId, progress }) => {
    io.local.to(ADMINS_ROOM).emit(JOB_PROGRESS_EVENT, { jobId, progress });
  });
