import type { JobStatus } from './jobs-api';

/**
 * Whether the read side has the whole import: the job is over and the socket has announced a commit at or past
 * the import's last event (a failed job, or a result without a position, has nothing more to wait for).
 */
export const importSettled = (finished: JobStatus | undefined, lastPosition: number): boolean => {
  if (!finished) return false;
  const position = finished.state === 'completed' ? finished.result?.position : undefined;
  return typeof position !== 'number' || lastPosition >= position;
};
