import { api } from '../../../shared/api/api';
import type { ImportOutcome } from './batch-upload';

export type JobStatus = {
  id: string;
  state: 'queued' | 'active' | 'completed' | 'failed';
  progress: number;
  result?: ImportOutcome;
  failedReason?: string;
};

/** GET /api/jobs/{id}: a background job's state (the socket's `job:progress` usually arrives first). */
export const jobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJob: build.query<JobStatus, string>({
      query: (id) => `/jobs/${encodeURIComponent(id)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetJobQuery } = jobsApi;
