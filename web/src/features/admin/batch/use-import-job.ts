import { useEffect, useState } from 'react';
import { useRealtimeConnection } from '../../../entities/realtime';
import { type JobStatus, useGetJobQuery } from './jobs-api';

/** Polled while the job runs; the socket's `job:progress` moves the bar between polls. */
const POLL_MS = 1_000;

const isFinished = (status: JobStatus | undefined) =>
  status?.state === 'completed' || status?.state === 'failed';

/** Follows an import job: live progress from the socket, state and result from GET /api/jobs/{id}. */
export const useImportJob = (jobId: string | null): { status: JobStatus | null; progress: number } => {
  const realtime = useRealtimeConnection();
  const [pushed, setPushed] = useState(0);
  const [finishedJob, setFinishedJob] = useState<string | null>(null);
  const { data } = useGetJobQuery(jobId ?? '', {
    skip: !jobId,
    pollingInterval: jobId && finishedJob !== jobId ? POLL_MS : 0,
  });
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
  const progress = done ? 100 : Math.max(pushed, typeof data?.progress === 'number' ? data.progress : 0);
  return { status: data ?? null, progress };
};
