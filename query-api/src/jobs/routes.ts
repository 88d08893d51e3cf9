import { NotFoundError } from '@exam/domain/errors';
import { type AuthGuards, type JobQueue, ok, progressPercent } from '@exam/platform';
import { Router } from 'express';
import { pathParam } from '../request-params/index.js';

export const JOB_NOT_FOUND = 'ジョブが見つかりません';

/** GET /jobs/{id} (administrators): a background job's state, progress 0-100 and, once done, its result. */
export const createJobQueryRoutes = ({
  jobs,
  guards,
}: {
  jobs: Pick<JobQueue, 'getJob'>;
  guards: Pick<AuthGuards, 'requireAdmin'>;
}): Router => {
  const router = Router();
  router.get('/jobs/:id', guards.requireAdmin, async (req, res) => {
    const id = pathParam(req, 'id');
    // Job ids never hold a colon (the port refuses them); such a name cannot be a job.
    const status = id.includes(':') ? null : await jobs.getJob(id);
    if (!status) throw new NotFoundError(JOB_NOT_FOUND, 'JOB_NOT_FOUND');
    // A job reporting who asked and how far it is still reads as a plain percentage here.
    ok(res, { ...status, progress: progressPercent(status.progress) });
  });
  return router;
};
