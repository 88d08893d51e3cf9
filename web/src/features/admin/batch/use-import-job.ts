import { useEffect, useState } from 'react';
import { useRealtimeConnection } from '../../../entities/realtime';
import { useAppSelector } from '../../../shared/store/hooks';
import { importSettled } from './import-settled';
import { type JobStatus, useGetJobQuery } from './jobs-api';

/** Without a socket the job is polled, slowly. */
const FALLBACK_POLL_MS = 3_000;
/** After the last chunk's 100 %, until the job reads finished (the result follows the last progress at once). */
const FINISHING_POLL_MS = 300;
/** After the job, how long `settling` waits at most for the read side's last commit to be announced. */
const SETTLE_WAIT_MS = 5_000;

const isFinished = (status: JobStatus | undefined) =>
  status?.state === 'completed' || status?.state === 'failed';

/**
 * Follows an import job (issue 35): progress from the socket's `job:progress` (sent to the requester's room), the
 * job read once at the start and again when the progress reaches 100 % for its result; polled only without a socket.
 * `settling`: from the job's start until the read side has the whole import (or SETTLE_WAIT_MS after the job at
 * the latest), the time in which the page should not refetch after each of the import's commits.
 */
export const useImportJob = (
  jobId: string | null,
): { status: JobStatus | null; progress: number; settling: boolean } => {
  const realtime = useRealtimeConnection();
  const lastPosition = useAppSelector((state) => state.realtime.lastPosition);
  const [pushed, setPushed] = useState(0);
  const [finishedJob, setFinishedJob] = useState<string | null>(null);
  const [settledJob, setSettledJob] = useState<string | null>(null);
  const following = Boolean(jobId) && finishedJob !== jobId;
  const pollingInterval = !following
    ? 0
    : pushed >= 100
      ? FINISHING_POLL_MS
      : realtime
        ? 0
        : FALLBACK_POLL_MS;
  const { data } = useGetJobQuery(jobId ?? '', { skip: !jobId, pollingInterval });
  const done = isFinished(data);
  useEffect(() => {
    if (done && jobId) setFinishedJob(jobId);
  }, [done, jobId]);
  useEffect(() => {
    setPushed(0);
    if (!jobId || !realtime) return;
    return realtime.subscribe<{ jobId: string; progress: unknown }>('job:progress', (event) => {
      if (event.jobId === jobId && typeof event.progress === 'number') setPushed(event.progress);
    });
  }, [jobId, realtime]);
  // The read side may still be committing the last chunks when the job ends: wait for them, a little.
  useEffect(() => {
    if (!done || !jobId) return;
    const timer = setTimeout(() => setSettledJob(jobId), SETTLE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [done, jobId]);
  const settling =
    jobId !== null && settledJob !== jobId && !importSettled(done ? data : undefined, lastPosition);
  const progress = done ? 100 : Math.max(pushed, typeof data?.progress === 'number' ? data.progress : 0);
  return { status: data ?? null, progress, settling };
};
