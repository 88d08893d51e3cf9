import { Router } from 'express';
import type { ProjectionProgress } from '../projection-progress/index.js';

export type HealthDependencies = {
  progress: ProjectionProgress;
  /** The event store's last position; when given, the difference to `position` is the projection lag. */
  eventStoreHead?: () => Promise<number>;
};

export const createHealthRoutes = ({ progress, eventStoreHead }: HealthDependencies): Router => {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const position = await progress.position();
    const head = eventStoreHead ? await eventStoreHead() : undefined;
    res.json({
      success: true,
      status: 'ok',
      position,
      ...(head === undefined ? {} : { eventStoreHead: head }),
    });
  });
  return router;
};
