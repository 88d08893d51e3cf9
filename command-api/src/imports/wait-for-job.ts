import type { JobQueue, JobStatus } from '@exam/platform';

/**
 * Waits (bounded) until a job has finished, listening before looking so that a job finishing in between is not
 * missed. Answers the final status, or null when it is still running at the deadline.
 */
export const waitForJob = async (
  jobs: JobQueue,
  jobId: string,
  timeoutMs: number,
): Promise<JobStatus | null> => {
  let wake: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    wake = resolve;
  });
  const stopCompleted = jobs.onCompleted((event) => event.jobId === jobId && wake());
  const stopFailed = jobs.onFailed((event) => event.jobId === jobId && wake());
  let timer: NodeJS.Timeout | undefined;
  try {
    const now = await jobs.getJob(jobId);
    if (now && (now.state === 'completed' || now.state === 'failed')) return now;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    if ((await Promise.race([finished, timedOut])) === 'timeout') return null;
    return await jobs.getJob(jobId);
  } finally {
    clearTimeout(timer);
    stopCompleted();
    stopFailed();
  }
};
