import { type JobQueue, reportedProgress } from '@exam/platform';
import type { Server as SocketIoServer } from 'socket.io';
import { ADMINS_ROOM, userRoom } from './rooms.js';

export const JOB_PROGRESS_EVENT = 'job:progress';

/**
 * Relays every job's progress as `job:progress {jobId, progress (0-100), done?, total?, questionSetId?}`: to the
 * requester's room when the job names who asked (an import, issue 35), else to the administrators' sockets.
 * `local`: each query-api node hears the queue's events itself (BullMQ's progress events on the distributed
 * profile), so a broadcast through the Redis adapter would deliver each one once per node.
 */
export const relayJobProgress = (io: SocketIoServer, jobs: Pick<JobQueue, 'onProgress'>): (() => void) =>
  jobs.onProgress(({ jobId, progress }) => {
    const reported = reportedProgress(progress);
    if (!reported) {
      io.local.to(ADMINS_ROOM).emit(JOB_PROGRESS_EVENT, { jobId, progress });
      return;
    }
    const { percent, done, total, requestedBy, questionSetId } = reported;
    io.local.to(requestedBy ? userRoom(requestedBy) : ADMINS_ROOM).emit(JOB_PROGRESS_EVENT, {
      jobId,
      progress: percent,
      done,
      total,
      ...(questionSetId ? { questionSetId } : {}),
    });
  });
